import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';
import { isStaticallyHidden } from '../../../src/core/extract/hidden';

function page(body: string, title = '乡村教师的一天'): Document {
  return parseHTML(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`)
    .document as unknown as Document;
}

const PARAGRAPHS = [
  '清晨六点，山里的雾还没有散开，李老师已经沿着石阶走到了学校门口，她要先把教室的窗户打开，让孩子们一进门就能闻到新鲜的空气。',
  '这所小学只有四十二个学生，却有六个年级。李老师一个人教语文和音乐，每天上课之前，她都会在黑板上写下一句当天的诗，让孩子们一起朗读。',
  '中午，孩子们在操场边的老槐树下吃饭。饭菜是村里的阿姨们轮流做的，简单却很干净，李老师说这是全村人一起撑起来的学校。',
  '下午放学以后，她还要走一个多小时的山路去家访。有的家长在外地打工，孩子跟着爷爷奶奶生活，她说自己能做的，就是让他们知道有人在关心。',
  '夜里回到宿舍，她打开台灯批改作业，窗外只有虫鸣。她说，十年前来这里的时候只打算待一年，可是看着孩子们一年年长大，就再也舍不得走了。',
];

/** A WeChat-style article: the body ships at visibility:hidden and a script reveals it. */
function wechatLike(): Document {
  const article = PARAGRAPHS.map((text) => `<p><span style="font-size: 15px;">${text}</span></p>`).join('');
  return page(`
    <div id="page-content" class="rich_media_area_primary">
      <h1 class="rich_media_title" id="activity-name">乡村教师的一天</h1>
      <div id="meta_content"><span class="rich_media_meta rich_media_meta_text">山里来信</span> <em id="publish_time">2026-11-20</em></div>
      <div class="rich_media_content js_underline_content" id="js_content" style="visibility: hidden;">${article}</div>
      <div class="qr_code_pc"><p>微信扫一扫<br>关注该公众号</p></div>
    </div>`);
}

describe('statically hidden boxes', () => {
  it('reads a saved page whose article is a streamed segment (React streaming SSR: <div hidden id="S:n">)', () => {
    const article = `<main><article><h1>乡村教师的一天</h1>${PARAGRAPHS.map((text) => `<p>${text}</p>`).join('')}</article></main>`;
    const saved = page(`
      <header><a href="/">首页</a> <a href="/news">新闻</a></header>
      <template id="B:a"></template><div class="skeleton">加载中…</div>
      <footer><p>© 2026 山里来信</p></footer>
      <div hidden id="S:a">${article}</div>
      <script>$RC("B:a","S:a")</script>
      <div hidden id="S:drawer"><p>${PARAGRAPHS[0]}${PARAGRAPHS[1]}</p></div>`);
    const result = extract(saved, { url: 'https://example.com/story' });
    expect(result.ok).toBe(true);
    for (const text of PARAGRAPHS) expect(result.text).toContain(text);
    expect(isStaticallyHidden(saved.getElementById('S:a')!)).toBe(false);
    // Only React's segment ids are exempt: any other hidden box stays hidden.
    expect(isStaticallyHidden(saved.getElementById('S:drawer')!)).toBe(true);
  });

  it('keeps an article shipped at visibility:hidden for a script to reveal (WeChat #js_content)', () => {
    const result = extract(wechatLike(), { url: 'https://mp.weixin.qq.com/s/abc' });
    expect(result.ok).toBe(true);
    for (const text of PARAGRAPHS) expect(result.text).toContain(text);
    expect(result.text).not.toContain('关注该公众号');
  });

  it('keeps such an article when reader comments and recommended reads beside it hold nearly half the page', () => {
    const comments = PARAGRAPHS.slice(0, 4).map((text, i) => `<li class="comment"><span>读者${i}</span><p>${text.slice(0, 50)}，说得太对了。</p><span>赞 ${i * 7}</span></li>`).join('');
    const reads = PARAGRAPHS.map((text) => `<li><a href="/s/${text.length}">${text.slice(0, 16)}</a><p>${text.slice(16, 56)}</p></li>`).join('');
    const doc = page(`
      <div id="img-content"><h1 id="activity-name">乡村教师的一天</h1>
        <div class="rich_media_content" id="js_content" style="visibility: hidden;">${PARAGRAPHS.map((text) => `<p>${text}</p>`).join('')}</div>
      </div>
      <div class="recommend"><h3>喜欢此内容的人还喜欢</h3><ul>${reads}</ul></div>
      <div class="discuss"><h3>精选留言</h3><ul>${comments}</ul></div>`);
    const box = doc.getElementById('js_content')!;
    const share = box.textContent!.length / doc.body.textContent!.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.6);
    expect(isStaticallyHidden(box)).toBe(false);
    for (const text of PARAGRAPHS) expect(extract(doc, { url: 'https://mp.weixin.qq.com/s/abc' }).text).toContain(text);
  });

  it("keeps the folded part of a <details> (Docusaurus folds it at display:none), statically and on a live page", () => {
    const story = PARAGRAPHS.slice(0, 3).map((text) => `<p>${text}</p>`).join('');
    const folded = '孩子们的作业本都是学校统一发的，李老师说，这样每个孩子都不会因为家里条件不好而落下。';
    const doc = page(`<article>${story}<details class="details_lb9f"><summary>为什么作业本由学校发？</summary><div style="display:none;overflow:hidden;height:0px"><p>${folded}</p></div></details><div style="display:none"><p>${PARAGRAPHS[4]}</p></div></article>`);
    expect(extract(doc).text).toContain(folded);
    // The page's own computed-style check does not take it away either; other hidden boxes stay hidden.
    const live = extract(doc, { isHidden: (element) => /display:\s*none/.test(element.getAttribute('style') ?? '') });
    expect(live.text).toContain(folded);
    expect(live.text).not.toContain(PARAGRAPHS[4]);
  });

  it("counts a CSS library's display:none class as hidden, unless the same list shows it on some screens", () => {
    const doc = page('<div id="a" class="table-popup mfp-hide">A</div><div id="b" class="d-none">B</div><div id="c" class="d-none d-md-block">C</div>' +
      '<div id="d" class="btn d-none sm:d-inline-flex">D</div><div id="e" class="hidden">E</div><div id="f" class="hide-on-print">F</div>');
    const hidden = (id: string) => isStaticallyHidden(doc.getElementById(id)!);
    expect([hidden('a'), hidden('b'), hidden('c'), hidden('d'), hidden('e'), hidden('f')]).toEqual([true, true, false, false, false, false]);
  });

  it("counts video.js's message for browsers without scripts as hidden", () => {
    const doc = page('<div class="video-js"><video></video><p class="vjs-no-js">To view this video please enable JavaScript</p></div><p class="vjs-caption">A caption</p>');
    expect(isStaticallyHidden(doc.querySelector('.vjs-no-js')!)).toBe(true);
    expect(isStaticallyHidden(doc.querySelector('.vjs-caption')!)).toBe(false);
  });

  it('still drops a visibility:hidden popup beside a real article, and display:none whatever its size', () => {
    const story = PARAGRAPHS.map((text) => `<p>${text}</p>`).join('');
    const popup = `<div class="community-popup" style="visibility: hidden"><p>${'欢迎加入读者社区，您的评论将以真实姓名显示。'.repeat(3)}</p><p>${'请遵守社区规则，文明发言，谢谢您的支持与理解。'.repeat(3)}</p><p>${'如需帮助，请联系我们的编辑部，我们会尽快回复。'.repeat(3)}</p></div>`;
    const doc = page(`<article>${story}</article>${popup}<div id="lock" style="display:none">${story}</div>`);
    expect(isStaticallyHidden(doc.querySelector('.community-popup')!)).toBe(true);
    expect(isStaticallyHidden(doc.querySelector('#lock')!)).toBe(true);
    const result = extract(doc);
    expect(result.text).toContain(PARAGRAPHS[0]);
    expect(result.text).not.toContain('欢迎加入读者社区');
  });


  it('reads a page body hidden at display:none inside <main> behind a script gate, and no other display:none box', () => {
    const story = PARAGRAPHS.map((text) => `<p>${text}</p>`).join('');
    const gated = (inner: string) => page(`<header><a href="/">首页</a></header><main><div class="easylockdown-content" style="display:none;">${inner}</div></main>` +
      `<footer><p>订阅我们的通讯，获取最新消息。</p></footer>`);
    const doc = gated(`<h1>乡村教师的一天</h1>${story}`);
    expect(isStaticallyHidden(doc.querySelector('.easylockdown-content')!)).toBe(false);
    expect(extract(doc).text).toContain(PARAGRAPHS[2]);
    // Without the page's <h1>, or outside <main>, such a box stays hidden.
    expect(isStaticallyHidden(gated(story).querySelector('.easylockdown-content')!)).toBe(true);
    const outside = page(`<div id="comments-form" style="display:none"><h1>发表评论</h1>${story}</div><main><p>${PARAGRAPHS[0]}</p></main>`);
    expect(isStaticallyHidden(outside.querySelector('#comments-form')!)).toBe(true);
  });

  it('reads a box at display:none around the <article> that holds the page <h1> (a script reveals it), and no box around an article without one', () => {
    const story = PARAGRAPHS.map((text) => `<p>${text}</p>`).join('');
    const menus = '<div class="mega-menu" style="display:none">' + '<p><a href="/c">维生素与膳食补充剂分类目录</a> <a href="/d">运动营养</a> <a href="/e">美容护肤</a></p>'.repeat(12) + '</div>';
    const deferred = (inner: string) => page(`${menus}<div class="defer-block" style="display: none"><article>${inner}</article></div><footer><p>版权所有</p></footer>`);
    const doc = deferred(`<h1>杏仁薄脆饼，蔓越莓杏仁味</h1>${story}`);
    expect(isStaticallyHidden(doc.querySelector('.defer-block')!)).toBe(false);
    expect(extract(doc).text).toContain(PARAGRAPHS[1]);
    expect(isStaticallyHidden(deferred(story).querySelector('.defer-block')!)).toBe(true);
    // The <h1> set beside the <article>, inside the hidden box (a news template: section > h1 + article).
    const beside = deferred(story).querySelector('.defer-block')!;
    beside.innerHTML = `<section><h1>杏仁薄脆饼，蔓越莓杏仁味</h1><p class="source">来源：本站</p><article>${story}</article></section>`;
    expect(isStaticallyHidden(beside)).toBe(false);
  });
  it("keeps the MathML a page hides for screen readers beside a formula drawn as an image (Wikipedia's), and its TeX in the text", () => {
    const formula = '<span class="mwe-math-element"><span class="mwe-math-mathml-inline mwe-math-mathml-a11y" style="display: none;"><math alttext="{\\displaystyle a}"><semantics><mi>a</mi><annotation encoding="application/x-tex">{\\displaystyle a}</annotation></semantics></math></span><img src="a.svg" class="mwe-math-fallback-image-inline" aria-hidden="true" alt="{\\displaystyle a}"></span>';
    const doc = page(`<article><h1>轨道</h1><p>${PARAGRAPHS[0]}其半长轴 ${formula} 可由近日距求得。</p><p>${PARAGRAPHS[1]}</p><p>${PARAGRAPHS[2]}</p></article>`, '轨道');
    const hiddenSpan = doc.querySelector('.mwe-math-mathml-a11y')!;
    expect(isStaticallyHidden(hiddenSpan as unknown as Element)).toBe(false);
    const result = extract(doc);
    expect(result.text).toContain('其半长轴 a 可由近日距求得');
    expect(result.html).toContain('<math');
    // Any other box at display:none stays hidden, a <math> inside it or not.
    expect(isStaticallyHidden(page('<div style="display:none"><p>弹窗</p><math><mi>b</mi></math></div>').querySelector('div') as unknown as Element)).toBe(true);
  });

  it("copies the closed tab panels of the article (npm / pnpm / yarn), and leaves hidden tab panels elsewhere out of the pick", () => {
    const tabs = '<div role="tablist"><button role="tab">npm</button><button role="tab">pnpm</button></div>' +
      '<div role="tabpanel" id="p0"><pre>npm i -D @pollen/cli</pre></div><div role="tabpanel" id="p1" hidden><pre>pnpm add -D @pollen/cli</pre></div>';
    const notice = '<div class="push"><div role="tabpanel">在 Chrome 中允许通知</div>' +
      `<div role="tabpanel" hidden>${PARAGRAPHS.join('')}${PARAGRAPHS.join('')}</div></div>`;
    const result = extract(page(`<article><h1>安装</h1><p>${PARAGRAPHS[0]}</p>${tabs}<p>${PARAGRAPHS[1]}</p><p>${PARAGRAPHS[2]}</p></article>${notice}`, '安装'));
    expect(result.text).toContain('npm i -D @pollen/cli\npnpm add -D @pollen/cli');
    expect(result.text).toContain(PARAGRAPHS[2]);
    // The hidden panel of a box outside the article stays out (its text is nowhere else).
    expect(result.text).not.toContain(PARAGRAPHS[3]);
    expect(result.debug.some((entry) => entry.reason.startsWith('a closed tab panel'))).toBe(true);
  });

  it('leaves out what a closed tab panel holds that the walk would have left out: a script, text for screen readers only', () => {
    const panel = (id: string, hidden: string, command: string) =>
      `<div role="tabpanel" id="${id}" ${hidden}><figure><figcaption><span class="sr-only">Terminal window</span></figcaption><pre>${command}</pre></figure>` +
      `<script>window.__copy = "${id}";</script></div>`;
    const tabs = '<div role="tablist"><button role="tab">npm</button><button role="tab">pnpm</button></div>' + panel('p0', '', 'npm i -D @pollen/cli') + panel('p1', 'hidden', 'pnpm add -D @pollen/cli');
    const result = extract(page(`<article><h1>安装</h1><p>${PARAGRAPHS[0]}</p>${tabs}<p>${PARAGRAPHS[1]}</p><p>${PARAGRAPHS[2]}</p></article>`, '安装'));
    expect(result.text).toContain('pnpm add -D @pollen/cli');
    expect(result.text).not.toContain('Terminal window');
    expect(result.text).not.toContain('window.__copy');
  });

  it("copies an accordion's folded panels when the button before each names it (aria-controls), not a folded list of links or a hidden box without one", () => {
    const item = (i: number, hide: string) =>
      `<div class="faq-item"><h3><button aria-expanded="false" aria-controls="faq-${i}-panel">问题 ${i}</button></h3><div id="faq-${i}-panel" ${hide}><p>${PARAGRAPHS[i]}</p></div></div>`;
    const faq = item(2, 'aria-hidden="true"') + item(3, 'hidden') + item(4, 'style="display:none"');
    const share = '<button aria-expanded="false" aria-controls="share-menu">分享</button><ul id="share-menu" hidden>' +
      ['微信', '微博', 'QQ空间', '豆瓣'].map((name) => `<li><a href="/share/${name}">分享到${name}</a></li>`).join('') + '</ul>';
    const result = extract(page(`<article><h1>乡村教师的一天</h1><p>${PARAGRAPHS[0]}</p><p>${PARAGRAPHS[1]}</p>${faq}${share}</article>`));
    for (const i of [2, 3, 4]) expect(result.text).toContain(PARAGRAPHS[i]);
    expect(result.text).not.toContain('分享到微博');
    expect(result.debug.filter((entry) => entry.reason.startsWith('a closed accordion panel'))).toHaveLength(3);
    // Hidden with no button that opens it: a pop-up or a template, left out.
    const lone = extract(page(`<article><h1>乡村教师的一天</h1><p>${PARAGRAPHS[0]}</p><p>${PARAGRAPHS[1]}</p><div id="tip" hidden><p>${PARAGRAPHS[2]}</p></div></article>`));
    expect(lone.text).not.toContain(PARAGRAPHS[2]);
  });

  it("copies an accordion's folded answers without ids when the heading before each holds the button (Kadence's FAQ), not a hidden box after a plain heading or a bare button", () => {
        const item = (i: number) =>
      `<div class="pane"><h3 class="pane-header"><button type="button"><span>问题 ${i}</span></button></h3><div class="panel" style="display:none"><div class="inner"><p>${PARAGRAPHS[i]}</p></div></div></div>`;
    const body = `<article><h1>乡村教师的一天</h1><p>${PARAGRAPHS[0]}</p><p>${PARAGRAPHS[1]}</p>`;
    const result = extract(page(`${body}${item(2)}${item(3)}</article>`));
    for (const i of [2, 3]) expect(result.text).toContain(PARAGRAPHS[i]);
    // The question is the heading's text, though a button draws it.
    expect(result.text).toContain('问题 2');
    // A heading with no control heads a box hidden for good (phpBB's forum description); a bare button opens a popup.
    const plain = extract(page(`${body}<h2><a href="/t/1">话题</a></h2><div style="display:none"><p>${PARAGRAPHS[2]}</p></div></article>`));
    expect(plain.text).not.toContain(PARAGRAPHS[2]);
    const popup = extract(page(`${body}<button type="button">引用</button><div style="display:none"><p>${PARAGRAPHS[3]}</p></div></article>`));
    expect(popup.text).not.toContain(PARAGRAPHS[3]);
  });

  it("reads the content a web component renders from (AWS docs' <awsdocs-tabs><dl style=\"display: none\">), not a hidden menu in one", () => {
    const source = `<awsdocs-tabs><dl style="display: none"><dt>控制台</dt><dd><p>${PARAGRAPHS[3]}</p><p>${PARAGRAPHS[1]}</p></dd><dt>命令行</dt><dd><p>${PARAGRAPHS[4]}</p></dd></dl></awsdocs-tabs>`;
    const doc = page(`<article><h1>乡村教师的一天</h1><p>${PARAGRAPHS[0]}</p><p>${PARAGRAPHS[1]}</p>${source}<p>${PARAGRAPHS[2]}</p></article>`);
    expect(isStaticallyHidden(doc.querySelector('dl') as unknown as Element)).toBe(false);
    expect(extract(doc).text).toContain(PARAGRAPHS[4]);
    const links = Array.from({ length: 12 }, (_, i) => `<li><a href="/c/${i}">${PARAGRAPHS[i % 5]!.slice(0, 24)}</a></li>`).join('');
    const menu = page(`<site-menu><ul style="display:none">${links}</ul></site-menu>`);
    expect(isStaticallyHidden(menu.querySelector('ul') as unknown as Element)).toBe(true);
    // A hidden box beside others in a component, or in a plain element, stays hidden.
    const long = PARAGRAPHS.map((text) => `<p>${text}</p>`).join('');
    const beside = page(`<x-tabs><div>标签</div><div style="display:none">${long}</div></x-tabs>`);
    expect(isStaticallyHidden(beside.querySelectorAll('x-tabs > div')[1] as unknown as Element)).toBe(true);
    const plain = page(`<div class="tabs"><div style="display:none">${long}</div></div>`);
    expect(isStaticallyHidden(plain.querySelector('.tabs > div') as unknown as Element)).toBe(true);
  });

  it("drops text for screen readers only: a class named for it, or a class the page's <head> stylesheet clips to one pixel (BBC's CSS-in-JS)", () => {
    const css = '.bbc-m04vo2{clip-path:inset(100%);clip:rect(1px,1px,1px,1px);height:1px;overflow:hidden;position:absolute;width:1px;margin:0;}' +
      '@media (max-width: 600px){.bbc-narrow{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute}}.bbc-x1,.bbc-x2{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute}' +
      '.bbc-plain{font-size:1rem;width:1px}';
    const { document } = parseHTML(`<!doctype html><html><head><style data-emotion="bbc m04vo2">${css}</style></head><body>
      <figcaption><span class="bbc-m04vo2">图像加注文字，</span><p>在上海一家连锁快餐店的后厨。</p></figcaption><span class="bbc-narrow">a</span><span class="bbc-x2">b</span><span class="bbc-plain">c</span>
      <a class="skip-link sr-only" href="#main">Skip to content</a><span class="visually-hidden">Image caption,</span><h2 class="ArticleBody-srOnly">In this article</h2><span class="price">$21.00</span></body></html>`);
    const hidden = (selector: string) => isStaticallyHidden(document.querySelector(selector) as unknown as Element);
    expect(hidden('.bbc-m04vo2')).toBe(true);
    expect(hidden('.bbc-x2')).toBe(true);
    expect(hidden('.sr-only')).toBe(true);
    expect(hidden('.visually-hidden')).toBe(true);
    expect(hidden('.ArticleBody-srOnly')).toBe(true);
    // A rule inside @media hides on some screens only; a one-pixel width is no clip; a price is shown.
    expect(hidden('.bbc-narrow')).toBe(false);
    expect(hidden('.bbc-plain')).toBe(false);
    expect(hidden('.price')).toBe(false);
  });

  it("drops a box whose class the page's <head> stylesheet sets to display:none, unless another rule draws that class again", () => {
    const css = '.css-hSgrkT{display:none;}.css-menu,.css-popup{padding:0;display:none!important}' +
      // Hidden on phones, drawn from 600px up; hidden, then drawn by a later rule; drawn when its parent opens.
      '.css-hNYSyH{display:none;}@media screen and (min-width: 600px){.css-hNYSyH{display:block;}}' +
      '.css-late{display:none}.css-late{display:inherit}.css-drawer{display:none}.open .css-drawer{display:block}' +
      '.css-hSgrkTx{color:red}';
    const { document } = parseHTML(`<!doctype html><html><head><style>${css}</style></head><body>
      <div class="css-hSgrkT"><ul role="listbox"><li>No results</li></ul></div><div class="a css-popup">Sign up for our newsletter</div>
      <div class="css-hNYSyH">Insurance to help protect you</div><div class="css-late">b</div><div class="css-drawer">c</div>
      <div class="css-hSgrkTx">d</div><div class="css-menu" style="display: block">e</div><div class="css-menu" style="color: red">f</div></body></html>`);
    const hidden = (selector: string) => isStaticallyHidden(document.querySelector(selector) as unknown as Element);
    expect(hidden('.css-hSgrkT')).toBe(true);
    expect(hidden('.css-popup')).toBe(true);
    expect(hidden('[style="color: red"]')).toBe(true);
    expect(hidden('.css-hNYSyH')).toBe(false);
    expect(hidden('.css-late')).toBe(false);
    expect(hidden('.css-drawer')).toBe(false);
    expect(hidden('.css-hSgrkTx')).toBe(false);
    // The element's own style sets its display.
    expect(hidden('[style="display: block"]')).toBe(false);
  });

  it('answers alike for every element that repeats a class list, whichever kind of sheet class is asked first', () => {
    const css = '.css-gone{display:none}.css-clip{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute}';
    const { document } = parseHTML(`<!doctype html><html><head><style>${css}</style></head><body>
      <span class="x css-clip" id="a">a</span><div class="x css-gone" id="b">b</div><div class="x css-gone" id="c">c</div>
      <span class="x css-clip" id="d">d</span><div class="x" id="e">e</div><div class="x" id="f">f</div></body></html>`);
    const hidden = (id: string) => isStaticallyHidden(document.getElementById(id) as unknown as Element);
    expect(['a', 'b', 'c', 'd', 'e', 'f'].map(hidden)).toEqual([true, true, true, true, false, false]);
  });

  it('drops a short hidden box even when the page has little else', () => {
    const doc = page(`<p>登录</p><div id="notice" style="visibility:hidden"><p>本站使用 Cookie 改善您的浏览体验，继续浏览即表示您同意我们的隐私政策。</p></div>`);
    expect(isStaticallyHidden(doc.querySelector('#notice')!)).toBe(true);
  });
});
