// Discussion pages (thread.ts): the opening post with its replies, not the longest post alone.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';
import { nonTextRule } from '../../../src/core/extract/exclusions';
import { scoreTree, visibleLength } from '../../../src/core/extract/score';
import { seriesAround, threadAround } from '../../../src/core/extract/thread';
import { THREAD_POSTS_MIN_SHARE } from '../../../src/core/extract/tunables';

const QUESTION = 'My sourdough starter stopped rising after I moved it to a colder kitchen, and feeding it twice a day has not helped at all. ';
const LONG_ANSWER = 'Temperature matters more than feeding: a starter kept below twenty degrees slows down a great deal, so move it somewhere warmer and feed it once. ';
const SHORT_ANSWER = 'Try whole rye flour for a few feedings, the extra nutrients usually wake a sluggish starter up within two days. ';

function post(author: string, body: string): string {
  return `<div class="message"><div class="author"><a href="/u/${author}">${author}</a> <time datetime="2024-03-05">Posted March 5, 2024</time></div>` +
    `<div class="post-body">${body}</div></div>`;
}

function thread(head = ''): string {
  return `<!doctype html><html><head><title>Sourdough starter not rising - Baking Forum</title>${head}</head><body>` +
    '<nav><a href="/">Forums</a> <a href="/baking">Baking</a></nav>' +
    '<main><h1>Sourdough starter not rising</h1><div class="posts">' +
    post('kneader', `<p>${QUESTION}</p>`) +
    post('crumb', `<p>${LONG_ANSWER}</p><p>${LONG_ANSWER}</p><p>${LONG_ANSWER}</p>`) +
    post('levain', `<p>${SHORT_ANSWER}</p>`) +
    '</div></main><footer>Terms of use. Privacy policy. Contact the moderators of this forum.</footer></body></html>';
}

const read = (html: string, url?: string) => extract(parseHTML(html).document as unknown as Document, url ? { url } : {});

describe('discussion pages', () => {
  it('read a thread at a forum address as every post, the question included', () => {
    const result = read(thread(), 'https://forum.example.com/threads/sourdough-starter-not-rising.1234/');
    expect(result.text).toContain('My sourdough starter stopped rising');
    expect(result.text).toContain('Temperature matters more than feeding');
    expect(result.text).toContain('Try whole rye flour');
    expect(result.text).not.toContain('Terms of use');
    expect(result.debug.some((entry) => /discussion page, and the pick \(div\.post-body\) is one of 3 posts alike/.test(entry.reason))).toBe(true);
  });

  it("know the addresses of Discourse, Discuz!, Zhihu and Baidu Tieba threads, and not a blog's /p/ or a tag's /t/", () => {
    for (const url of ['https://meta.discourse.org/t/sourdough-starter/12345', 'https://bbs.example.cn/thread-12345-1-1.html', 'https://bbs.example.cn/forum.php?mod=viewthread&tid=12345', 'https://www.zhihu.com/question/12345', 'https://tieba.baidu.com/p/12345']) {
      expect(read(thread(), url).text, url).toContain('Try whole rye flour');
    }
    for (const url of ['https://blog.example.com/p/sourdough-starter', 'https://example.com/t/baking', 'https://example.com/posts/p/12345']) {
      expect(read(thread(), url).debug.some((entry) => /discussion page/.test(entry.reason)), url).toBe(false);
    }
  });

  it('know a discussion by its schema.org type when the address says nothing', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"DiscussionForumPosting","headline":"Sourdough starter not rising"}</script>';
    const result = read(thread(ld), 'https://example.com/baking/12345');
    expect(result.text).toContain('My sourdough starter stopped rising');
    expect(result.text).toContain('Try whole rye flour');
  });

  it('know a discussion by its microdata type on an element around the pick, with no address at all', () => {
    // Stack Exchange: <body itemscope itemtype="https://schema.org/QAPage">; a page saved without its address.
    const typed = thread().replace('<body>', '<body itemscope itemtype="https://schema.org/QAPage">');
    const result = read(typed);
    expect(result.text).toContain('My sourdough starter stopped rising');
    expect(result.text).toContain('Try whole rye flour');
    // Another type says nothing: the longest post alone, as before.
    const other = read(thread().replace('<body>', '<body itemscope itemtype="https://schema.org/WebPage">'));
    expect(other.text).not.toContain('Try whole rye flour');
  });

  it("read the replies a forum sets in a box named as comments after the opening post, and a blog's comments not", () => {
    const reply = (who: string, body: string) => `<article class="js-comment"><div class="author">${who}</div><div class="comment-content"><p>${body}</p></div></article>`;
    const page = `<!doctype html><html><head><title>Sourdough starter not rising</title></head><body><main><h1>Sourdough starter not rising</h1>` +
      `<div class="topic">${`<p>${QUESTION}</p>`.repeat(6)}</div>` +
      `<div class="comment-forum-wrapper">${reply('crumb', LONG_ANSWER)}${reply('levain', SHORT_ANSWER)}${reply('kneader', 'Thanks both, moving it above the fridge worked within a day.')}</div>` +
      '</main></body></html>';
    const forum = read(page, 'https://forum.example.com/forum/baking/sourdough-starter-not-rising');
    expect(forum.text).toContain('My sourdough starter stopped rising');
    expect(forum.text).toContain('Temperature matters more than feeding');
    expect(forum.text).toContain('moving it above the fridge');
    expect(forum.debug.some((entry) => /discussion page's replies \(3 posts\)/.test(entry.reason))).toBe(true);
    // The same page at a blog's address: the comments are a comment section, left out.
    const blog = read(page, 'https://blog.example.com/2024/03/sourdough-starter-not-rising');
    expect(blog.text).toContain('My sourdough starter stopped rising');
    expect(blog.text).not.toContain('Temperature matters more than feeding');
    // Two replies are no thread yet.
    const two = read(page.replace(reply('levain', SHORT_ANSWER), ''), 'https://forum.example.com/forum/baking/sourdough-starter-not-rising');
    expect(two.text).not.toContain('Temperature matters more than feeding');
  });

  it('need at least THREAD_MIN_POSTS posts alike: two columns of a layout grid are no thread', () => {
    const html = thread().replace(post('levain', `<p>${SHORT_ANSWER}</p>`), '');
    const result = read(html, 'https://forum.example.com/threads/sourdough-starter-not-rising.1234/');
    expect(result.debug.some((entry) => /discussion page/.test(entry.reason))).toBe(false);
  });

  it('read the address from the canonical link when none is given (a saved page)', () => {
    const result = read(thread('<link rel="canonical" href="https://forum.example.com/threads/sourdough-starter-not-rising.1234/">'));
    expect(result.text).toContain('My sourdough starter stopped rising');
    expect(result.text).toContain('Try whole rye flour');
  });

  it('leave a page that does not say it is a discussion to the pick', () => {
    const result = read(thread(), 'https://example.com/baking/12345');
    expect(result.text).toContain('Temperature matters more than feeding');
    expect(result.text).not.toContain('My sourdough starter stopped rising');
  });

  it('widen only when the posts are at least THREAD_POSTS_MIN_SHARE of the holder', () => {
    const holderWith = (otherChars: number) => {
      const page = parseHTML(`<html><body><div id="holder"><div class="post-body"><p>${QUESTION}</p></div><div class="post-body"><p>${SHORT_ANSWER}</p></div><div class="post-body"><p>${LONG_ANSWER}</p></div>` +
        `<div id="other"><p>${'x'.repeat(otherChars)}</p></div></div></body></html>`).document as unknown as Document;
      const tree = scoreTree(page, nonTextRule);
      const pick = tree.nodes.find((node) => node.tag === 'div' && node.element.getAttribute('class') === 'post-body')!;
      return threadAround(tree, pick)?.node.element.getAttribute('id') ?? null;
    };
    const posts = visibleLength(QUESTION + SHORT_ANSWER + LONG_ANSWER);
    expect(holderWith(Math.floor(posts * (1 / THREAD_POSTS_MIN_SHARE - 1)) - 5)).toBe('holder');
    expect(holderWith(Math.ceil(posts * (1 / THREAD_POSTS_MIN_SHARE - 1)) + 5)).toBeNull();
  });
});

describe('a series of entries on any page', () => {
  const entry = (i: number, paragraphs: number) =>
    `<article class="entry hentry tag-${i} article-index-${i}"><h2><a href="/posts/${i}">Post ${i}</a></h2><div class="entry-content"><div class="body">` +
    Array.from({ length: paragraphs }, (_, j) => `<p>${LONG_ANSWER} Post ${i}, part ${j}.</p>`).join('') + '</div></div></article>';
  const index = (entries: string) => `<!doctype html><html><head><title>News</title></head><body><nav><a href="/">Home</a></nav><section class="blog-list">${entries}</section></body></html>`;

  it('widens a pick inside one of several full posts to all of them, though their class names differ beyond the first', () => {
    const page = parseHTML(index([entry(1, 4), entry(2, 3), entry(3, 3), entry(4, 2)].join(''))).document as unknown as Document;
    const tree = scoreTree(page, nonTextRule);
    const body = tree.nodes.find((node) => node.element.getAttribute('class') === 'body')!;
    const series = seriesAround(tree, body);
    expect(series?.node.element.getAttribute('class')).toBe('blog-list');
    expect(series?.items).toBe(4);
    // Two entries are no series.
    const pair = parseHTML(index([entry(1, 4), entry(2, 3)].join(''))).document as unknown as Document;
    const pairTree = scoreTree(pair, nonTextRule);
    expect(seriesAround(pairTree, pairTree.nodes.find((node) => node.element.getAttribute('class') === 'body')!)).toBeNull();
    const result = read(index([entry(1, 4), entry(2, 3), entry(3, 3), entry(4, 2)].join('')), 'https://consulting.example.com/news');
    for (const i of [1, 2, 3, 4]) expect(result.text).toContain(`Post ${i}, part 1.`);
  });

  it('leaves a story above a series of short teaser cards alone', () => {
    const card = (i: number) => `<div class="card item-${i}"><a href="/s/${i}">Another story about baking, number ${i}</a><p>${SHORT_ANSWER}</p></div>`;
    const html = `<!doctype html><html><head><title>Starter</title></head><body><main><div class="story">${Array.from({ length: 6 }, (_, j) => `<p>${LONG_ANSWER} Part ${j}.</p>`).join('')}</div>` +
      `<div class="cards">${[1, 2, 3, 4, 5].map(card).join('')}</div></main></body></html>`;
    const page = parseHTML(html).document as unknown as Document;
    const tree = scoreTree(page, nonTextRule);
    const story = tree.nodes.find((node) => node.element.getAttribute('class') === 'story')!;
    expect(seriesAround(tree, story)).toBeNull();
    expect(read(html).text).not.toContain('Another story about baking');
  });
});
