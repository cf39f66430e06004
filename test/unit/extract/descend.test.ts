import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';
import { furnitureNameRule, isCommentThreadFlag } from '../../../src/core/extract/boilerplate';
import { articleAround, articleLandmarkInside } from '../../../src/core/extract/descend';
import { nonTextRule } from '../../../src/core/extract/exclusions';
import { scoreTree } from '../../../src/core/extract/score';

const SENTENCE = 'The council voted on Tuesday to rebuild the old bridge, a decision that ends years of debate. ';
const TEASER = 'Officials said the plan would be reviewed again next spring, after the budget is set.';
const COMMENT = 'I completely disagree with this decision, it is a waste of public money and time. ';

function doc(body: string): Document {
  return parseHTML(`<!doctype html><html><head><title>Bridge to be rebuilt</title></head><body>${body}</body></html>`)
    .document as unknown as Document;
}

/** The furniture-name flag of the element `selector` finds in `html`. */
function flagsIn(html: string): (selector: string, tag?: string) => string | null {
  const { document } = parseHTML(html);
  return (selector, tag = 'div') => furnitureNameRule(document.querySelector(selector) as unknown as Element, tag);
}

function teaserList(count: number): string {
  const items = Array.from({ length: count }, (_, i) =>
    `<div class="lineup"><h3><a href="/story/${i}">Headline number ${i} of the other stories today</a></h3><p>${TEASER}</p></div>`);
  return `<div class="lineups">${items.join('')}</div>`;
}

const story = (paragraphs: number) =>
  `<div id="storybody">${Array.from({ length: paragraphs }, () => `<p>${SENTENCE.repeat(2)}</p>`).join('')}</div>`;

describe('moving down from the pick to the article inside it', () => {
  it('leaves out a teaser list that the column around the story adds', () => {
    const result = extract(doc(`<div id="column">${story(4)}${teaserList(30)}</div>`));
    expect(result.text).toContain('The council voted on Tuesday');
    expect(result.text).not.toContain('Officials said the plan');
    expect(result.text).not.toContain('Headline number');
    expect(result.debug.some((entry) => entry.step === 'choose' && /moved down/.test(entry.reason))).toBe(true);
  });

  it('stays on a list whose first item scores nearly as much as the list (a coupon or product page)', () => {
    const offer = (i: number, text: string) =>
      `<div class="offer"><div class="desc"><p>${text}</p><p>Offer ${i} must be presented before work starts.</p><p>Not valid with other offers or discounts.</p></div><a href="/terms/${i}">Read the full terms and conditions of this offer</a></div>`;
    const offers = [offer(0, SENTENCE.repeat(2)), ...Array.from({ length: 3 }, (_, i) => offer(i + 1, 'Ten percent off any panel upgrade.'))];
    const result = extract(doc(`<div id="offers">${offers.join('')}</div>`));
    expect(result.debug.some((entry) => /moved down/.test(entry.reason))).toBe(false);
    for (const i of [0, 2, 3]) expect(result.text).toContain(`Offer ${i} must be presented`);
  });

  it("stays on a recipe's row when what it adds is the ingredient list, each ingredient linked (BBC Good Food)", () => {
    const names = ['olive oil', 'onion', 'red peppers', 'garlic cloves', 'smoked paprika', 'chopped tomatoes', 'chickpeas', 'baby spinach', 'vegetable stock', 'lemon'];
    const amounts = ['2 tbsp', '1 large', '2', '3', '2 tsp', '400g can', '2 x 400g cans', '200g', '300ml', '½'];
    const ingredients = `<section class="recipe__ingredients"><h2>Ingredients</h2><a href="/shopping-list">Add to shopping list</a><ul class="ingredients-list">${names
      .map((name, i) => `<li>${amounts[i]} <a href="/glossary/${i}">${name}</a>, prepared as you like</li>`).join('')}</ul></section>`;
    const method = `<section class="recipe__method-steps"><h2>Method</h2><ul>${Array.from({ length: 5 }, (_, i) => `<li><p>Step ${i + 1}. ${SENTENCE.repeat(2)}</p></li>`).join('')}</ul></section>`;
    const result = extract(doc(`<div class="row recipe__instructions">${ingredients}${method}</div>`));
    expect(result.text).toContain('smoked paprika');
    expect(result.text).toContain('The council voted on Tuesday');
    // The same list of links without quantities is a teaser list, and the descent leaves it out.
    const teasers = ingredients.replace(/<li>[^<]*<a/g, '<li><a');
    expect(extract(doc(`<div class="row recipe__instructions">${teasers}${method}</div>`)).text).not.toContain('smoked paprika');
  });

  it('stays on the pick when what it adds around the inner block is prose, not links', () => {
    const lead = `<p class="lead">${SENTENCE.repeat(3)} The lead paragraph sits outside the body block.</p>`;
    const result = extract(doc(`<div id="column">${lead}${story(8)}</div>`));
    expect(result.text).toContain('The lead paragraph sits outside the body block.');
    expect(result.debug.some((entry) => /moved down/.test(entry.reason))).toBe(false);
  });
});

describe('comment threads', () => {
  it('cuts a thread named as comments even when it holds most of the page, if the story lies outside it', () => {
    const thread = `<div id="comments">${Array.from({ length: 40 }, () => `<div><p>${COMMENT}</p></div>`).join('')}</div>`;
    const result = extract(doc(`<div id="page">${story(6)}${thread}</div>`));
    expect(result.text).toContain('The council voted on Tuesday');
    expect(result.text).not.toContain('I completely disagree');
  });

  it('keeps a thread named as comments when nothing else on the page is prose (a forum page)', () => {
    const thread = `<div id="comments">${Array.from({ length: 10 }, () => `<div><p>${COMMENT}</p></div>`).join('')}</div>`;
    const result = extract(doc(`<div id="page"><h1>Bridge to be rebuilt</h1>${thread}</div>`));
    expect(result.text).toContain('I completely disagree');
  });

  it('reads a box named only "widget" as furniture when it is mostly links: a page builder names its sections so', () => {
    const links = Array.from({ length: 6 }, (_, i) => `<li><a href="/s/${i}">Another story about the council, number ${i}</a></li>`).join('');
    const flag = flagsIn(`<div id="a" class="widget"><h3>Latest</h3><ul>${links}</ul></div>`
      + `<div id="b" class="so-panel widget"><h2>Why negotiate your salary?</h2><p>${SENTENCE.repeat(2)}</p></div>`
      + `<div id="c" class="widget ad"><script>var slot = 1;</script>${SENTENCE}</div>`
      + `<div id="d" class="hs_cos_wrapper hs_cos_wrapper_widget"><p>${SENTENCE}</p><a href="/pricing">See pricing</a></div>`);
    expect(flag('#a')).toBe('class/id says "widget"');
    expect(flag('#b')).toBeNull();
    // Beside another furniture word, that word decides.
    expect(flag('#c')).toBe('class/id says "ad"');
    expect(flag('#d')).toBeNull();
    const result = extract(doc(`<div class="so-panel widget"><h2>Why rebuild it?</h2><p>${SENTENCE.repeat(3)} Why part.</p></div>`
      + `<div class="so-panel widget">${Array.from({ length: 5 }, (_, i) => `<p>${SENTENCE.repeat(2)} Body ${i}.</p>`).join('')}</div>`
      + `<div class="widget"><h3>Latest</h3><ul>${links}</ul></div>`));
    expect(result.text).toContain('Why part.');
    expect(result.text).toContain('Body 4.');
    expect(result.text).not.toContain('Another story');
  });

  it('reads camelCase class and id names as words', () => {
    const flag = flagsIn('<div id="commentsDiv"></div><div class="relatedStories"></div><div class="storyBody"></div>');
    expect(flag('#commentsDiv')).toBe('class/id says "comments"');
    expect(flag('.relatedStories')).toBe('class/id says "related"');
    expect(flag('.storyBody')).toBeNull();
  });

  it('reads a class that says what an element has ("mv-create-has-ad", "with-share") as no name of the element itself', () => {
    const flag = flagsIn('<div class="mv-create-card mv-recipe-card mv-create-has-ad"></div><div class="post with-share"></div><div class="ad-slot has-image"></div>');
    expect(flag('.mv-create-card')).toBeNull();
    expect(flag('.post')).toBeNull();
    expect(flag('.ad-slot')).toBe('class/id says "ad"');
  });

  it("does not read a heading's anchor made from its own words or numbered in a series as a name of its role, but a one-word anchor still counts", () => {
    const flag = flagsIn('<h2 id="h-why-use-social-shopping" class="wp-block-heading"><strong>Why Use Social Shopping?</strong></h2>'
      + '<h3 id="related-work">Related work</h3><h2 id="comments">Comments (3)</h2><h2 id="share-this">Read the report</h2>');
    expect(flag('#h-why-use-social-shopping', 'h2')).toBeNull();
    expect(flag('#related-work', 'h3')).toBeNull();
    expect(flag('#comments', 'h2')).toBe('class/id says "comments"');
    expect(flag('#share-this', 'h2')).toBe('class/id says "share"');
    // The same anchor on a box is its name: a box of share buttons is one.
    expect(flagsIn('<div id="social-shopping-links">Why use social shopping</div>')('div')).toBe('class/id says "social"');
    // A word and a number is the anchor a table of contents points at (携程's day headings, id="menu_1" …).
    const numbered = flagsIn('<h5 id="menu_2" class="ctd_h5">DAY2 蟳埔村—洛阳桥</h5><div id="menu_3">首页 攻略 酒店</div>');
    expect(numbered('#menu_2', 'h5')).toBeNull();
    expect(numbered('#menu_3', 'div')).toBe('class/id says "menu"');
  });

  it("reads MediaWiki's section edit links and navigation boxes, and rustdoc's right-side links, as furniture (Wikipedia's '[edit]' after every heading)", () => {
    const flag = flagsIn('<span class="mw-editsection"></span><div class="navbox"></div>');
    expect(flag('.mw-editsection')).toBe('class/id says "editsection"');
    expect(flag('.navbox')).toBe('class/id says "navbox"');
    // rustdoc's "Source" link and since-version beside every item, and any right-hand column so named.
    expect(flagsIn('<a class="src rightside" href="../src/lib.rs.html#42">Source</a>')('a')).toBe('class/id says "rightside"');
    // MDN's browser-support widget over every reference page ("Baseline 2024 Newly available …").
    expect(flagsIn('<details class="baseline-indicator low"><summary>Baseline 2024</summary></details>')('details')).toBe('class/id says "baseline-indicator"');
    // A news page's related-story link set between paragraphs (The Washington Post's "interstitial-link").
    expect(flagsIn('<div class="interstitial-link wpds-c-jhBrqY"><p><a href="/x">Cherry blossom bloom watch</a></p></div>')('div')).toBe('class/id says "interstitial"');
  });

  it("never reads a code highlighter's token as furniture: a comment line of code outside <pre> (Feishu's code blocks) stays", () => {
    const flag = flagsIn('<span class="token comment"></span><span class="hljs-comment"></span><span class="cm-comment"></span><span class="ace_comment"></span><span class="comment-count"></span>');
    expect(flag('.token')).toBeNull();
    expect(flag('.hljs-comment')).toBeNull();
    expect(flag('.cm-comment')).toBeNull();
    expect(flag('.ace_comment')).toBeNull();
    expect(flag('.comment-count')).toBe('class/id says "comment"');
  });

  it("reads a CSS-module name's part as what the box is, whatever its component ('article_copyright__J4zRx'), and keeps a plain name's content word", () => {
    const flag = flagsIn('<div class="article_copyright__J4zRx"></div><div class="article_disclaimer__n9Vx4"></div><div class="article_body__Bd4oL"></div>' +
      '<div class="entry-content share-count"></div><div class="article__bd__footer-note"></div>');
    expect(flag('.article_copyright__J4zRx')).toBe('class/id says "copyright"');
    expect(flag('.article_disclaimer__n9Vx4')).toBe('class/id says "disclaimer"');
    expect(flag('.article_body__Bd4oL')).toBeNull();
    expect(flag('.entry-content')).toBeNull();
    // BEM's block__element names are no CSS module: Xueqiu's article__bd__footer-note is the article's.
    expect(flag('.article__bd__footer-note')).toBeNull();
  });

  it("reads a guide's code blocks and notes set between its paragraphs (Rails Guides' 'interstitial code') as text, and a news page's interstitial link as furniture", () => {
    const flag = flagsIn('<div class="interstitial code"></div><div class="interstitial note"></div><div class="interstitial warning"></div><div class="interstitial-link"></div>');
    expect(flag('.code')).toBeNull();
    expect(flag('.note')).toBeNull();
    expect(flag('.warning')).toBeNull();
    expect(flag('.interstitial-link')).toBe('class/id says "interstitial"');
  });

  it("reads the names a component framework writes beside hashed classes (data-testid, data-component, data-test, a name written as a path)", () => {
    const flag = flagsIn('<div class="sc-1wmvf3e-0 dRvChw" data-testid="newsletter-signup-inline"></div><div class="x" data-component="comp: related-keywords"></div>' +
      '<div class="y" data-component="body-content"></div><div class="z" data-qa="subheadline"></div>' +
      '<section class="t1" data-test="@web/Recommendations/Carousel"></section><section class="t2" data-test="@web/site-top-of-funnel/RelatedCategories"></section>' +
      '<section class="t3" data-test="@web/site-top-of-funnel/ProductDetailCollapsible-AboutThisItem"></section>');
    expect(flag('.dRvChw')).toBe('class/id says "newsletter"');
    expect(flag('.x')).toBe('class/id says "related"');
    expect(flag('.y')).toBeNull();
    expect(flag('.z')).toBeNull();
    // Target's similar-items carousel and related categories, and not its product details.
    expect(flag('.t1')).toBe('class/id says "Recommendations"');
    expect(flag('.t2')).toBe('class/id says "Related"');
    expect(flag('.t3')).toBeNull();
  });

  it('reads the pinyin names Chinese sites give furniture (pinglun, tuijian, xiangguan)', () => {
    const flag = flagsIn('<div class="pingLun"></div><div class="tuijian box"></div><div id="xiangguan"></div><div class="pinyin-guide"></div>');
    expect(flag('.pingLun')).toBe('class/id says "ping-Lun"');
    expect(isCommentThreadFlag(flag('.pingLun')!)).toBe(true);
    expect(flag('.tuijian')).toBe('class/id says "tuijian"');
    expect(flag('#xiangguan')).toBe('class/id says "xiangguan"');
    expect(flag('.pinyin-guide')).toBeNull();
  });

  it('reads the short names Chinese portals give comment threads (comm, cmt, gentie, tie), and drops a thread longer than its story', () => {
    const flag = flagsIn('<div id="comm"></div><div class="hot-comm"></div><div class="cmt-list"></div><div class="gentie"></div><div class="tie-postform"></div><div class="community"></div><div class="entries"></div>');
    for (const selector of ['#comm', '.hot-comm', '.cmt-list', '.gentie', '.tie-postform']) expect(isCommentThreadFlag(flag(selector)!)).toBe(true);
    expect(flag('.community')).toBeNull();
    expect(flag('.entries')).toBeNull();
    const story = '微软近日在 Edge 浏览器测试版中加入了一项新功能，允许用户自定义标签页进入休眠状态的时间，不再局限于几个固定选项。';
    const remark = '这个功能早就该有了，固定那几个选项根本不够用，一刀切的休眠时间对哪边都不友好，现在终于可以单独设置了。';
    const floors = Array.from({ length: 24 }, (_, i) => `<li><div class="user">网友${i}<span>Lv.${i + 3}</span></div><div class="info">${i + 1}楼 2024-6-12 10:0${i}</div><p>${remark}</p></li>`).join('');
    const result = extract(doc(`<div class="content"><h1>Edge 测试新功能</h1><div id="paragraph">${`<p>${story}</p>`.repeat(10)}</div>` +
      `<div id="post_comm"><div class="comm-title">网友评论</div><ul class="hot-comm">${floors}</ul></div></div>`));
    expect(result.text).toContain(story);
    expect(result.text).not.toContain('这个功能早就该有了');
  });

  it("flags the article's own recommendations and a reference list, and keeps the story's related media", () => {
    // Springer's "Similar content being viewed by others" box between the abstract and the introduction.
    const flag = flagsIn('<section class="c-article-recommendations"></section><div id="storyRelatedMedia"></div><div class="post-related"></div>' +
      '<div id="references" class="essayBox"></div><ol class="references"></ol><div class="reflist"></div><div class="article-body"></div>');
    expect(flag('.c-article-recommendations', 'section')).toBe('class/id says "recommendations"');
    expect(flag('#storyRelatedMedia')).toBeNull();
    expect(flag('.post-related')).toBeNull();
    expect(flag('#references')).toBe('class/id says "references"');
    expect(flag('ol.references', 'ol')).toBe('class/id says "references"');
    expect(flag('.reflist')).toBe('class/id says "reflist"');
    expect(flag('.article-body')).toBeNull();
  });

  it('leaves a phrase of a sentence alone whatever its class, and flags the same class standing on its own', () => {
    // Mozilla Support names the UI it tells the reader to click: "select <span class="menu">Edit</span> to …".
    const flag = flagsIn('<p id="p">Select <span class="menu" id="in">Edit</span> to change the title.</p><div><span class="menu" id="out">Home</span></div>' +
      '<p>Press <kbd class="share" id="key">Ctrl</kbd>+<kbd>T</kbd></p>');
    expect(flag('#in', 'span')).toBeNull();
    expect(flag('#key', 'kbd')).toBeNull();
    expect(flag('#out', 'span')).toBe('class/id says "menu"');
  });

  it("flags PTT's replies (\"push\") and not a grid column's offset", () => {
    const flag = flagsIn('<div class="push"></div><div class="columns medium-push-6 small-12"></div>');
    expect(flag('.push')).toBe('class/id says "push"');
    expect(flag('.columns')).toBeNull();
  });

  it('leaves CSS-module names whole: they name a component, not what it holds', () => {
    const flag = flagsIn('<div class="WidgetWrapper_WidgetWrapper__R4uge"></div><div class="Sidebar_Sidebar__x1y2z"></div>');
    expect(flag('.WidgetWrapper_WidgetWrapper__R4uge')).toBeNull();
    expect(flag('.Sidebar_Sidebar__x1y2z')).toBe('class/id says "Sidebar"');
  });

  it('flags a box whose name says what kind of content it holds ("related-content", "menuContent", "modal-body"), and keeps a content word\'s protection elsewhere', () => {
    const flag = flagsIn('<div class="related-content related-content--article"></div><div class="menuContent"></div><div class="modal-body"></div>' +
      '<div class="share-article"></div><div class="entry-content"></div><div class="comment-article"></div><span class="footer_text"></span><div class="post-comments-count"></div>' +
      '<div class="footer-content"></div>');
    expect(flag('.related-content')).toBe('class/id says "related"');
    expect(flag('.menuContent')).toBe('class/id says "menu"');
    expect(flag('.modal-body')).toBe('class/id says "modal"');
    expect(flag('.share-article')).toBe('class/id says "share"');
    expect(flag('.footer-content')).toBe('class/id says "footer"');
    // "banner" names a page's hero section as often as furniture; furniture banners say what they are.
    const heroFlag = flagsIn('<div class="hero-banner"></div><div class="cookie-banner"></div><div class="ad-banner"></div>');
    expect(heroFlag('.hero-banner')).toBeNull();
    expect(heroFlag('.cookie-banner')).toBe('class/id says "cookie"');
    expect(heroFlag('.ad-banner')).toBe('class/id says "ad"');
    const qaFlag = flagsIn('<div class="js-voting-container"></div><div class="js-vote-count">31</div><td class="votecell"></td><div class="vote-results-table"></div>');
    expect(qaFlag('.js-voting-container')).toBe('class/id says "voting"');
    expect(qaFlag('.js-vote-count')).toBe('class/id says "vote-count"');
    expect(qaFlag('.votecell')).toBe('class/id says "votecell"');
    expect(qaFlag('.vote-results-table')).toBeNull();
    expect(flag('.entry-content')).toBeNull();
    // A comment's text, and a footer word before "-text" (an old page's type style): protected as before.
    expect(flag('.comment-article')).toBe('series of "comment"');
    expect(flag('.footer_text')).toBeNull();
    expect(flag('.post-comments-count')).toBe('series of "comments"');
  });

  it("leaves Docusaurus's local_hash names whole: every heading is 'anchor anchorWithStickyNavbar_LWe7'", () => {
    const flag = flagsIn('<h2 class="anchor anchorWithStickyNavbar_LWe7" id="installation">Installation</h2><div class="sidebar_njMd"></div><div class="relatedStories_box"></div>');
    expect(flag('#installation')).toBeNull();
    expect(flag('.sidebar_njMd')).toBe('class/id says "sidebar"');
    expect(flag('.relatedStories_box')).toBe('class/id says "related"');
    const sections = ['Installation', 'Configuring a provider', 'Protecting routes'].map((heading) =>
      `<h2 class="anchor anchorWithStickyNavbar_LWe7" id="${heading.toLowerCase().replace(/ /g, '-')}">${heading}<a href="#x" class="hash-link">\u200b</a></h2><p>${SENTENCE.repeat(2)}</p>`);
    const result = extract(doc(`<main><article><div class="theme-doc-markdown markdown"><h1>Authentication</h1>${sections.join('')}</div></article></main>`));
    for (const heading of ['Installation', 'Configuring a provider', 'Protecting routes']) expect(result.text).toContain(heading);
  });

  it("takes CKEditor's content widgets (what an author embedded in the text) for content, other widgets not", () => {
    const flag = flagsIn('<div class="ck-widget bs_grid" contenteditable="false"></div><div class="weather-widget"></div><section class="read-next-section"></section><div id="trending"></div><div class="paywall-prompt"></div>');
    expect(flag('.ck-widget')).toBeNull();
    expect(flag('.weather-widget')).toBe('class/id says "widget"');
    expect(flag('.read-next-section')).toBe('class/id says "read-next"');
    expect(flag('#trending')).toBe('class/id says "trending"');
    // Some sites wrap the story itself in a "paywall" box: not a furniture word.
    expect(flag('.paywall-prompt')).toBeNull();
  });
});

describe('blocks alike the pick', () => {
  it('joins the other posts of a thread that are not siblings of the pick', () => {
    const post = (i: number, text: string) =>
      `<div class="message"><div class="user"><a href="/u/${i}">user${i}</a></div><div class="body"><div class="post-text">${text} Post ${i}.</div></div></div>`;
    const long = SENTENCE.repeat(6);
    const result = extract(doc(`<div id="thread">${post(1, long)}${post(2, SENTENCE.repeat(4))}${post(3, SENTENCE.repeat(3))}</div>`));
    for (const i of [1, 2, 3]) expect(result.text).toContain(`Post ${i}.`);
  });

  it("takes a thread's short replies too once three or more posts make it a series", () => {
    const post = (i: number, text: string) =>
      `<div class="message"><div class="user"><a href="/u/${i}">user${i}</a></div><div class="body"><div class="post-text">${text} Post ${i}.</div></div></div>`;
    const thread = [post(1, SENTENCE.repeat(6)), post(2, SENTENCE.repeat(4)), post(3, SENTENCE.repeat(3)), post(4, 'Thanks, that fixed it.')].join('');
    const result = extract(doc(`<div id="thread">${thread}</div>`));
    for (const i of [1, 2, 3, 4]) expect(result.text).toContain(`Post ${i}.`);
    // Two blocks alike are not yet a series: a short one stays out.
    const pair = extract(doc(`<div id="thread">${post(1, SENTENCE.repeat(6))}${post(2, SENTENCE.repeat(4))}${post(3, 'Also on sale: garden chairs.')}</div>`));
    expect(pair.text).toContain('Post 2.');
    expect(pair.text).not.toContain('garden chairs');
  });

  it("joins a layout table's classless cells that continue the story, not its link or promo cells", () => {
    const paragraphs = (n: number, mark: string) => Array.from({ length: n }, (_, i) => `<p>${SENTENCE.repeat(2)} ${mark} ${i}.</p>`).join('');
    const nav = '<td>' + ['Home', 'News', 'Sport', 'Weather', 'Archive'].map((name) => `<a href="/${name}">${name}</a>`).join(' | ') + '</td>';
    const links = '<td>' + Array.from({ length: 12 }, (_, i) => `<a href="/s/${i}">Another story about the town number ${i}</a>`).join('<br>') + '</td>';
    const table = `<table><tr>${nav}<td>${paragraphs(6, 'First part')}</td>${links}</tr>`
      + `<tr><td>Subscribe today and save.</td><td>${paragraphs(3, 'Second part')}</td>${links}</tr></table>`;
    const result = extract(doc(table));
    expect(result.text).toContain('First part 5.');
    expect(result.text).toContain('Second part 0.');
    expect(result.text).not.toContain('Subscribe today');
    expect(result.text).not.toContain('Weather');
    expect(result.text).not.toContain('Another story');
  });

  it('joins a run of blocks that each wrap one paragraph before the body, not a lone one-paragraph box', () => {
    const lead = (i: number) => `<div class="par${i}"><p>Lead paragraph ${i}: ${SENTENCE}</p></div>`;
    const body = `<div class="body">${Array.from({ length: 6 }, (_, i) => `<p>${SENTENCE.repeat(2)} Body ${i}.</p>`).join('')}</div>`;
    const related = `<div class="related_links_inline"><h2>Related Articles</h2><p><a href="/a">Bridge plans</a></p><p><a href="/b">Council news</a></p></div>`;
    const result = extract(doc(`<div id="main">${lead(1)}${lead(2)}${lead(3)}${related}${body}</div>`));
    for (const i of [1, 2, 3]) expect(result.text).toContain(`Lead paragraph ${i}:`);
    expect(result.text).toContain('Body 5.');
    const lone = extract(doc(`<div id="main">${body}<div class="bio"><p>Ann Smith writes about the city and its council, and has covered local politics for twenty years.</p></div></div>`));
    expect(lone.text).toContain('Body 5.');
    expect(lone.text).not.toContain('Ann Smith writes');
  });
  it("joins a sibling of the pick's class that holds the story's first paragraph before an inline box, not one that holds the copyright", () => {
    // The New York Times (2012): div.articleBody (the first paragraph, a linked company name), a "Related" box, div.articleBody (the rest).
    const first = `<div class="articleBody"><p>CHICAGO — The chief executive of the <a href="/topics/walgreen">Walgreen Company</a> defended the decision on Wednesday, even as rivals moved in.</p></div>`;
    const related = `<div class="articleInline"><h3>Related</h3><ul>${Array.from({ length: 4 }, (_, i) => `<li><a href="/r/${i}">Other story ${i}</a></li>`).join('')}</ul></div>`;
    const rest = `<div class="articleBody">${Array.from({ length: 8 }, (_, i) => `<p>${SENTENCE.repeat(2)} Body ${i}.</p>`).join('')}</div>`;
    const result = extract(doc(`<div id="story">${first}${related}${rest}</div>`));
    expect(result.text).toContain('The chief executive of the Walgreen Company defended');
    expect(result.text).toContain('Body 7.');
    expect(result.text).not.toContain('Other story');
    const notice = `<div class="articleBody"><p>Copyright Thomson Financial News Limited 2007. All rights reserved. The copying or redistribution of this content is prohibited.</p></div>`;
    const closing = extract(doc(`<div id="story">${rest}${notice}</div>`));
    expect(closing.text).toContain('Body 7.');
    expect(closing.text).not.toContain('Thomson Financial');
  });
});

describe('the questions and answers after the article', () => {
  const body = `<div class="post-body">${Array.from({ length: 6 }, (_, i) => `<p>${SENTENCE.repeat(2)} Body ${i}.</p>`).join('')}</div>`;
  const qa = (q: string, a: string) => `<div class="faq-item"><h3>${q}</h3><p>${a}</p></div>`;
  const answers = qa('How long will the work take?', 'About two years, the council said, with the old bridge open to walkers until spring.')
    + qa('Who pays for it?', 'The city and the region share the cost, set at forty million over three budgets.')
    + qa('Will the ferry run meanwhile?', 'Yes: the ferry keeps its winter timetable, with two more crossings at rush hour on weekdays.');

  it('joins a block after the article that opens with an FAQ heading, a <h2> or a styled <span>, a level or two up', () => {
    const result = extract(doc(`<div class="wrap"><section class="content">${body}</section><div class="blog-faq"><h2>Frequently Asked Questions</h2>${answers}</div></div>`));
    expect(result.text).toContain('Body 5.');
    expect(result.text).toContain('About two years, the council said');
    expect(result.debug.some((entry) => entry.reason.startsWith('the questions and answers after the article'))).toBe(true);
    const span = extract(doc(`<div class="wrap">${body}<div id="faqs"><div class="heading"><span>FAQs</span></div>${answers}</div></div>`));
    expect(span.text).toContain('The city and the region share the cost');
    const zh = extract(doc(`<div class="wrap">${body}<div class="qa"><h2>常见问题</h2>${qa('工程要多久？', '市政府表示大约需要两年时间，旧桥在明年春天之前仍然对行人开放，市民可以照常通行。')}${qa('费用由谁承担？', '费用由市里和地区共同承担，预计四千万元，分三年列入预算，不会另外增加税收。')}`
      + `${qa('施工期间渡轮还开吗？', '渡轮照常运行，冬季时刻表不变，工作日早晚高峰各加开两班，方便上下班的市民过江。')}`
      + `${qa('新桥有什么不同？', '新桥比旧桥宽六米，增加了独立的自行车道和人行道，两端都设有无障碍坡道和候车亭。')}</div></div>`));
    expect(zh.text).toContain('市政府表示大约需要两年时间');
  });

  it('leaves out a block that does not open with one, or that is mostly links', () => {
    const other = extract(doc(`<div class="wrap">${body}<div class="more"><h2>More from the council</h2>${answers}</div></div>`));
    expect(other.text).not.toContain('About two years, the council said');
    const links = Array.from({ length: 8 }, (_, i) => `<li><a href="/faq/${i}">How do I change the billing address on my account, question ${i}?</a></li>`).join('');
    const nav = extract(doc(`<div class="wrap">${body}<div class="help"><h2>FAQ</h2><ul>${links}</ul></div></div>`));
    expect(nav.text).not.toContain('billing address');
  });
});

describe('a comment form beside the article', () => {
  it('never joins as a sibling that continues the article, though its notes score like one', () => {
    const body = `<div class="content">${Array.from({ length: 4 }, (_, i) => `<p>${SENTENCE} Body ${i}.</p>`).join('')}</div>`;
    const more = `<div class="more">${Array.from({ length: 15 }, (_, i) => `<a href="/t${i}">Another story about the town, number ${i}</a>`).join('<br>')}</div>`;
    const notes = '<p>Please note: comment moderation is enabled and may delay your comment, so there is no need to resubmit it. ' +
      'Comments that attack other readers, or that are off the topic of this story, will not be published on the site.</p>';
    const form = (field: string) => `<div class="box"><form action="/comment">Your name (will appear below your comment.) <input name="n"><br>${field}${notes}</form></div>`;
    const withForm = extract(doc(`<div id="main">${more}${body}${form('Comment<br><textarea name="c"></textarea>')}</div>`));
    expect(withForm.text).toContain('Body 3.');
    expect(withForm.text).not.toContain('comment moderation');
    // The same box without a place to write is more text of the page, and joins.
    const withoutForm = extract(doc(`<div id="main">${more}${body}${form('')}</div>`));
    expect(withoutForm.text).toContain('comment moderation');
  });
});

describe('a lead paragraph inside a block before the pick', () => {
  const body = `<div id="body">${Array.from({ length: 6 }, (_, i) => `<p>${SENTENCE.repeat(2)} Body ${i}.</p>`).join('')}</div>`;
  const tools = Array.from({ length: 8 }, (_, i) => `<a href="/share/${i}">Share on network number ${i}</a>`).join(' ');

  it('joins the lead, not the byline and share links around it', () => {
    const header = `<div id="head"><div class="byline"><a href="/staff/ann">Ann Smith</a></div><div class="tools">${tools}</div><div id="first-para"><p>LONDON: ${SENTENCE.repeat(5)}</p></div></div>`;
    const result = extract(doc(`<div id="story">${header}${body}</div>`));
    expect(result.text).toContain('LONDON: The council voted');
    expect(result.text).toContain('Body 5.');
    expect(result.text).not.toContain('Share on network');
    expect(result.text.indexOf('LONDON:')).toBeLessThan(result.text.indexOf('Body 0.'));
  });

  it("joins a lead of two paragraphs in a box of its own that scores under a long body's share (The Economic Times' first-para module), and not a byline box", () => {
    const longBody = `<div id="body">${Array.from({ length: 14 }, (_, i) => `<p>${SENTENCE.repeat(3)} Body ${i}.</p>`).join('')}</div>`;
    const lead = '<div id="first-block"><div class="mod-articletext"><p>KOCHI: Poultry companies are exercising caution with the outbreak of bird flu in two states, though they think it could be temporary.</p>' +
      '<p>Bird cull which began in the two states is expected to carry on for a few days, and both have put a quarantine in place.</p></div></div>';
    const result = extract(doc(`<div id="story">${lead}<div class="ad"></div>${longBody}</div>`));
    expect(result.text.startsWith('KOCHI: Poultry companies')).toBe(true);
    expect(result.text).toContain('Body 13.');
    const byline = '<div id="first-block"><div class="meta"><p>The Canadian Press - ONLINE EDITION</p><p>By: The Canadian Press</p><p>Posted: 01/11/2012 5:48 PM | Comments: 12</p></div></div>';
    expect(extract(doc(`<div id="story">${byline}${longBody}</div>`)).text).not.toContain('Canadian Press');
  });

  it('joins the headline block of a header (the standfirst under the <h1>), not the byline and date set beside it (Sky Sports)', () => {
    const header = '<div class="header"><div class="wrap"><div class="titles"><h1>Bridge to be rebuilt</h1>' +
      `<p class="sub-title">Report and reaction as ${SENTENCE.repeat(2)}</p></div>` +
      '<div class="author"><p>By <a href="/writer/1">Jamie Westwood</a>, Football Journalist at the ground</p></div><p class="date"><time>Saturday 29 November 2025 17:21, UK</time></p></div></div>';
    const result = extract(doc(`<div id="story">${header}${body}</div>`));
    expect(result.text).toContain('Report and reaction as');
    expect(result.text).toContain('Body 5.');
    expect(result.text).not.toContain('Jamie Westwood');
    expect(result.text).not.toContain('29 November 2025');
  });

  it("joins the lede set as a <p> of its own just before the box of share tools and body (Medical Xpress), and not a short line there", () => {
    const lede = `<p class="clear-left"><strong>(Medical Xpress) -- ${SENTENCE.repeat(3)}</strong></p>`;
    const box = `<div><div class="col-s">${tools}</div>${body}</div>`;
    const result = extract(doc(`<div id="news-content"><h1>Bridge</h1>${lede}${box}</div><div id="side"><p>${SENTENCE}</p></div>`));
    expect(result.text.startsWith('(Medical Xpress) -- The council voted')).toBe(true);
    expect(result.text).toContain('Body 5.');
    expect(result.text).not.toContain('Share on network');
    const dateline = '<p class="clear-left">January 12, 2012</p>';
    expect(extract(doc(`<div id="news-content"><h1>Bridge</h1>${dateline}${box}</div>`)).text).not.toContain('January 12');
  });

  it('leaves a box after the pick, and a block holding only short lines, alone', () => {
    const after = `<div id="foot"><div class="tools">${tools}</div><div class="promo"><p>Subscribe today: ${SENTENCE}${SENTENCE}</p></div></div>`;
    expect(extract(doc(`<div id="story">${body}${after}</div>`)).text).not.toContain('Subscribe today');
    const captions = `<div id="head"><div class="tools">${tools}</div><div class="photo"><p>Photo: the bridge at dawn</p></div></div>`;
    expect(extract(doc(`<div id="story">${captions}${body}</div>`)).text).not.toContain('the bridge at dawn');
  });
});

describe('a list of links left out of the article', () => {
  it('takes its heading with it', () => {
    const related = '<h2>Related Stories</h2><ul>' + Array.from({ length: 6 }, (_, i) => `<li><a href="/r/${i}">Earlier coverage of the bridge, part ${i}</a></li>`).join('') + '</ul>';
    const body = `<div id="story">${Array.from({ length: 4 }, (_, i) => `<p>${SENTENCE.repeat(2)} Before ${i}.</p>`).join('')}${related}`
      + `${Array.from({ length: 4 }, (_, i) => `<p>${SENTENCE.repeat(2)} After ${i}.</p>`).join('')}</div>`;
    const result = extract(doc(body));
    expect(result.text).toContain('Before 3.');
    expect(result.text).toContain('After 0.');
    expect(result.text).not.toContain('Earlier coverage');
    expect(result.text).not.toContain('Related Stories');
    expect(result.debug.some((entry) => entry.reason === 'the heading of a list left out')).toBe(true);
  });
});

describe('moving up from the pick to the box that holds the rest of the article', () => {
  const LONG = 'Historians have long argued about the size of households in the eighteenth century, and the records suggest otherwise. ';
  const SIDE = 'Families did want sons, but the records show that they kept the number of children small by several means. ';
  const sidebar = `<table><tr><td id="side">${Array.from({ length: 4 }, () => `<p>${SIDE.repeat(3)}</p>`).join('')}</td></tr></table>`;
  const around = (html: string) => {
    const page = doc(`<div id="nav"><a href="/">Home</a></div><div id="main">${html}${sidebar}</div>`);
    const tree = scoreTree(page, nonTextRule);
    const pick = tree.nodes.find((node) => node.element.getAttribute('id') === 'side')!;
    return articleAround(tree, pick)?.element.getAttribute('id') ?? null;
  };

  it('takes the box around the pick when what it adds is paragraphs of prose', () => {
    expect(around(Array.from({ length: 6 }, () => `<p>${LONG.repeat(2)}</p>`).join(''))).toBe('main');
  });

  it('stays when the box adds little, or links, or short lines', () => {
    expect(around(`<p>${LONG}</p>`)).toBeNull();
    expect(around(`<ul>${Array.from({ length: 30 }, (_, i) => `<li><a href="/s/${i}">Another story about the region and its people, number ${i}</a></li>`).join('')}</ul>`)).toBeNull();
    expect(around(Array.from({ length: 40 }, (_, i) => `<p>Photo ${i}: the old town hall</p>`).join(''))).toBeNull();
  });

  it('on a page, takes the story around a dense sidebar box the pick landed on', () => {
    const result = extract(doc(`<div id="main">${Array.from({ length: 6 }, (_, i) => `<p>${LONG.repeat(2)} Section ${i}.</p>`).join('')}${sidebar}</div>`));
    for (const i of [0, 5]) expect(result.text).toContain(`Section ${i}.`);
    expect(result.text).toContain('Families did want sons');
  });
});

describe('articleLandmarkInside', () => {
  const paragraphs = (n: number, tag = 'Part') => Array.from({ length: n }, (_, i) => `<p>${SENTENCE.repeat(2)} ${tag} ${i}.</p>`).join('');
  const panel = '<section class="playground"><h3>Request</h3><pre><code>curl --request POST --url https://api.example.com/v1/bridges --header "accept: application/json"</code></pre></section>';
  const landmark = (inner: string): string | null => {
    const { document } = parseHTML(`<html><body><div id="wrap">${inner}</div></body></html>`);
    const tree = scoreTree(document as unknown as Document, nonTextRule);
    const pick = tree.nodes.find((node) => node.element.getAttribute('id') === 'wrap')!;
    return articleLandmarkInside(tree, pick)?.element.getAttribute('id') ?? null;
  };

  it("takes the pick's one <article> when it holds most of the text, leaving a try-it panel beside it", () => {
    expect(landmark(`<article id="ref">${paragraphs(5)}</article>${panel}`)).toBe('ref');
  });

  it('stays when the pick holds several articles, or the article holds too little of it', () => {
    expect(landmark(`<article id="a">${paragraphs(5)}</article><article id="b">${paragraphs(1)}</article>${panel}`)).toBeNull();
    expect(landmark(`<article id="ref">${paragraphs(2)}</article>${paragraphs(3, 'More')}`)).toBeNull();
    expect(landmark(paragraphs(4))).toBeNull();
  });

  it("takes the pick's one <main> when it has no <article> (qidian's chapter beside the author's note), never over the <body>", () => {
    const note = `<div class="author-say"><p>${SENTENCE} Thanks for reading.</p></div>`;
    expect(landmark(`<main id="chapter">${paragraphs(5)}</main>${note}`)).toBe('chapter');
    // An <article> inside is the landmark, whatever <main> holds it.
    expect(landmark(`<main id="m"><article id="ref">${paragraphs(5)}</article>${note}</main>`)).toBe('ref');
    const { document } = parseHTML(`<html><body id="page"><main id="m">${paragraphs(5)}</main>${note}</body></html>`);
    const tree = scoreTree(document as unknown as Document, nonTextRule);
    const body = tree.nodes.find((node) => node.tag === 'body')!;
    expect(articleLandmarkInside(tree, body)).toBeNull();
  });

  it('passes over <article> cards in a box left out (a "More from" list named up-next)', () => {
    const { document } = parseHTML(`<html><body><div id="wrap"><article id="ref">${paragraphs(5)}</article><p>${SENTENCE}</p>` +
      `<section class="more-from" data-component="up-next">${[1, 2, 3].map((i) => `<article class="story-list-story"><a href="/s/${i}">Another story number ${i} about the bridge</a></article>`).join('')}</section></div></body></html>`);
    const tree = scoreTree(document as unknown as Document, nonTextRule, undefined, furnitureNameRule);
    const pick = tree.nodes.find((node) => node.element.getAttribute('id') === 'wrap')!;
    expect(articleLandmarkInside(tree, pick)?.element.getAttribute('id')).toBe('ref');
  });
});
