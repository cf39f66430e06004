import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import { extract, extractFromRoot, extractFullPage, ENGINE_VERSION } from '../../../src/core/extract/index';

const SENTENCE = 'The council voted on Tuesday to rebuild the old bridge, a decision that ends years of debate. ';
const COMMENT = 'I completely disagree with this decision, it is a waste of public money and time. ';

function doc(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

function newsPage(extra = ''): Document {
  return doc(`<!doctype html><html lang="en"><head><title>Bridge to be rebuilt - Daily Town</title></head><body>
    <nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav>
    <div id="main"><h1>Bridge to be rebuilt</h1>
      <div class="story"><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p><p>${SENTENCE.repeat(4)}</p></div>
      <div class="share-bar"><a href="#">Facebook</a> <a href="#">Twitter</a> Share this story with friends, family and colleagues today.</div>
      <div id="comments"><p>${COMMENT}</p><p>${COMMENT}</p><p>${COMMENT}</p><p>${COMMENT}</p><p>${COMMENT}</p></div>
    </div>
    <div class="cookie-consent"><p>We use cookies to improve your experience. By continuing you agree to our use of cookies and our privacy policy.</p></div>
    <footer><p>Copyright Daily Town. All rights reserved. Terms and conditions apply to the use of this website.</p></footer>
    ${extra}</body></html>`);
}

describe('extract (article mode)', () => {
  it("keeps the headings between the sibling blocks it takes (a recipe's \"Method\" over its steps), not a heading of links", () => {
    const para = (n: number) => `<p>${SENTENCE.repeat(n)}</p>`;
    // Lists of links inside the recipe's box keep the box itself from being the pick: the steps are, and the rest joins them.
    const links = `<ul>${Array.from({ length: 14 }, (_, i) => `<li><a href="/r/${i}">Another recipe number ${i} with a long name</a></li>`).join('')}</ul>`;
    const page = doc(`<!doctype html><html lang="en"><head><title>Chestnut chicken</title></head><body><div class="recipe"><h1>Chestnut chicken</h1>
      <div class="intro">${para(3)}${para(2)}</div>
      <div class="ingredients">${links}</div>
      <h3 class="mo"><span>Method</span></h3>
      <div class="steps">${para(4)}${para(4)}${para(3)}${para(4)}</div>
      <h3><a href="/more">More recipes&gt;&gt;</a></h3>
      <div class="note">${para(2)}${para(3)}</div>
      <div class="tips-head"><h3>Tips</h3></div>
      <div class="tips">${para(3)}${para(2)}</div>${links}</div></body></html>`);
    const text = extract(page).text;
    expect(text).toContain('Method');
    expect(text).toContain('Tips');
    expect(text).not.toContain('More recipes');
  });

  it('finds the story and leaves out navigation, share bar, comments, cookie notice and footer', () => {
    const result = extract(newsPage(), { url: 'https://town.example/bridge' });
    expect(result.ok).toBe(true);
    expect(result.method).toBe('ttd');
    expect(result.text).toContain('The council voted on Tuesday');
    for (const furniture of ['Home', 'Share this story', 'I completely disagree', 'We use cookies', 'Copyright']) {
      expect(result.text).not.toContain(furniture);
    }
    expect(result.engineVersion).toBe(ENGINE_VERSION);
  });


  it('leaves out a reader poll inside the story, and keeps a page that is one big form', () => {
    const choice = (text: string) => `<tr><td><input type="radio" name="q1"></td><td>${text}</td></tr>`;
    const poll = `<form action="/poll"><h2>Survey</h2><h3>Should the old bridge be rebuilt?</h3><table>${
      ['Yes, it is part of the town', 'No, build a new one', 'Hard to say until the costs are known'].map(choice).join('')}</table><input type="submit" value="Vote"></form>`;
    const page = doc(`<html><body><div id="main"><div class="story"><p>${SENTENCE.repeat(3)}</p>${poll}<p>${SENTENCE.repeat(4)}</p></div></div></body></html>`);
    const result = extract(page);
    expect(result.text).toContain('The council voted');
    expect(result.text).not.toContain('Should the old bridge be rebuilt');
    expect(result.debug.some((entry) => entry.reason === 'a poll, quiz or filter form')).toBe(true);
    // An ASP.NET page wraps everything, a newsletter and a poll included, in one form: that form is no poll.
    const wrapped = doc(`<html><body><form action="/page.aspx"><div id="main"><p>${SENTENCE.repeat(6)}</p><p>${SENTENCE.repeat(5)}</p><p>${SENTENCE.repeat(4)}</p>` +
      `${['Sports', 'Weather', 'Business'].map((topic) => `<label><input type="checkbox"> ${topic}</label>`).join('')}</div></form></body></html>`);
    const whole = extract(wrapped);
    expect(whole.method).toBe('ttd');
    expect(whole.text).toContain('The council voted');
  });
  it("leaves out an <address> that is the author's byline or contact, and keeps a postal address", () => {
    // Harvard Health's article header: the byline is an <address> between the date and the body.
    const byline = '<address><span>By </span><a rel="author" href="/authors/ada">Ada Moreno</a>, Executive Editor, <em>Health Watch</em></address>';
    const page = doc(`<html><body><article><h1>Bridge to be rebuilt</h1>${byline}<p>${SENTENCE.repeat(4)}</p><p>${SENTENCE.repeat(3)}</p>` +
      '<address>Written by the desk</address><address>Last modified January 15, 1998</address></article></body></html>');
    const result = extract(page);
    expect(result.text).toContain('The council voted');
    expect(result.text).not.toContain('Ada Moreno');
    expect(result.text).not.toContain('Written by the desk');
    expect(result.text).not.toContain('Last modified');
    // A clinic's locations are its page's content.
    const clinic = doc(`<html><body><main><p>${SENTENCE.repeat(4)}</p><h2>Locations</h2><address>48 Wall St, Suite 1100, New York, NY 10005</address>` +
      `<address>15 N Oxford St, Brooklyn, NY 11205</address><p>${SENTENCE.repeat(3)}</p></main></body></html>`);
    expect(extract(clinic).text).toContain('48 Wall St, Suite 1100');
  });
  it('never drops the <h1> as the heading of a contents list under it', () => {
    const toc = '<ul><li><a href="#one">Introduction</a></li><li><a href="#two">Defining limiters</a></li><li><a href="#three">Attaching limiters</a></li><li><a href="#four">Cache</a></li></ul>';
    const page = doc(`<html><head><title>Docs home</title></head><body><section class="docs_main"><h1>Rate Limiting</h1>${toc}` +
      `<h2 id="one">Introduction</h2><p>${SENTENCE.repeat(4)}</p><h2 id="two">Defining limiters</h2><p>${SENTENCE.repeat(4)}</p></section></body></html>`);
    const result = extract(page);
    expect(result.text).toContain('Rate Limiting');
    expect(result.text).not.toContain('Attaching limiters');
  });
  it('returns the title as metadata, not in the text', () => {
    const result = extract(newsPage());
    expect(result.metadata.title).toBe('Bridge to be rebuilt');
    expect(result.text.startsWith('Bridge to be rebuilt')).toBe(false);
  });

  it("leaves out a headline set inline before a <br> at the top of the story (an old page's span.newstitle in a layout table), and keeps other such lines", () => {
    const story = `${SENTENCE.repeat(3)}<br /><br />${SENTENCE.repeat(3)}<br /><br />${SENTENCE.repeat(3)}`;
    const page = doc(`<html><head><title>CorpWatch : U.K.: Protesting Revolving Door of Arms Trade</title></head><body><table class="text"><tr><td>` +
      `<span class="newstitle">U.K.: Protesting Revolving Door of Arms Trade</span><br />by Jane Doe<br /><br />${story}</td></tr></table></body></html>`);
    const result = extract(page);
    expect(result.metadata.title).toBe('U.K.: Protesting Revolving Door of Arms Trade');
    expect(result.text).not.toContain('Protesting Revolving Door');
    expect(result.text).toContain('by Jane Doe');
    const other = doc(`<html><head><title>Bridge to be rebuilt</title></head><body><table><tr><td><span>Council notes</span><br />${story}</td></tr></table></body></html>`);
    expect(extract(other).text).toContain('Council notes');
  });

  it('records why things were left out', () => {
    const result = extract(newsPage());
    const reasons = result.debug.map((entry) => `${entry.element}: ${entry.reason}`).join('\n');
    expect(reasons).toMatch(/div#comments: class\/id says "comments"/);
    expect(result.debug.some((entry) => entry.step === 'choose')).toBe(true);
  });

  it('ignores statically hidden text and asks the page check when given', () => {
    const hiddenProse = 'Secret hidden paragraph that must never appear, even though it is long and punctuated. ';
    const page = newsPage(`<div style="display:none"><p>${hiddenProse.repeat(8)}</p></div><div aria-hidden="true"><p>${hiddenProse.repeat(8)}</p></div>`);
    expect(extract(page).text).not.toContain('Secret hidden');
    const longest = page.querySelectorAll('.story p')[2]!;
    const result = extract(page, { isHidden: (element) => element === longest });
    expect(result.text).toContain(SENTENCE.repeat(2).trim());
    expect(result.text).not.toContain(SENTENCE.repeat(4).trim());
  });

  it('keeps a wrapper whose class says "sidebar" when it holds the article', () => {
    const page = doc(`<html><body><div class="sidebar-wrapper"><div class="post"><p>${SENTENCE.repeat(4)}</p><p>${SENTENCE.repeat(3)}</p></div></div><div class="sidebar"><p>Short widget text here.</p></div></body></html>`);
    const result = extract(page);
    expect(result.ok).toBe(true);
    expect(result.text).toContain('The council voted');
  });

  it('keeps structure: headings, lists, code with newlines, tables, figures, math', () => {
    const page = doc(`<html><body><article>
      <p>${SENTENCE.repeat(3)}</p><h2>Details</h2><ul><li>first point</li><li>second point</li></ul>
      <pre><code class="language-js">const a = 1;\nconst b = 2;</code></pre>
      <table><tr><th>Year</th><th>Cost</th></tr><tr><td>2024</td><td>3m</td></tr></table>
      <figure><img src="/b.jpg" alt="bridge"><figcaption>The old bridge</figcaption></figure>
      <p>Energy: <math><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></math> and <script type="math/tex">a^2+b^2</script>.</p>
      <p>${SENTENCE.repeat(3)}</p></article></body></html>`);
    const { html, text } = extract(page, { url: 'https://e.com/' });
    expect(html).toMatch(/<h2>Details<\/h2>/);
    expect(html).toMatch(/<li>first point<\/li>/);
    expect(html).toContain('<code class="language-js">const a = 1;\nconst b = 2;</code>');
    expect(html).toMatch(/<th>Year<\/th>/);
    expect(html).toMatch(/<figcaption>The old bridge<\/figcaption>/);
    expect(html).toMatch(/<msup><mi>c<\/mi><mn>2<\/mn><\/msup>/);
    // MathJax 2's TeX leaves its <script> (a stored clip holds no script) for a span the Markdown rules read.
    expect(html).toMatch(/<span (?=[^>]*class="math inline")(?=[^>]*data-tex="a\^2\+b\^2")[^>]*><\/span>/);
    expect(html).not.toContain('<script');
    expect(text).toContain('const a = 1;\nconst b = 2;');
  });

  it('leaves out heading permalinks ("¶", "#") from the text, the copy and the title, and keeps a linked image', () => {
    const page = doc(`<html><head></head><body><article>
      <h1>functools — Higher-order functions<a class="headerlink" href="#module-functools" title="Link to this heading">¶</a></h1>
      <p>${SENTENCE.repeat(3)}</p><h2 id="strict">Strict assertion mode<a href="#strict">#</a></h2><p>${SENTENCE.repeat(3)}</p>
      <p><a class="permalink" href="/bridge-photo"><img src="/bridge.jpg" alt="The bridge"></a></p>
      <p>See <a href="#strict">section 2</a> and footnote <a href="#fn1">1</a>.</p></article></body></html>`);
    const { text, html, metadata } = extract(page);
    expect(metadata.title).toBe('functools — Higher-order functions');
    expect(text).toContain('Strict assertion mode\n');
    expect(text).not.toMatch(/[¶#]/);
    expect(html).not.toContain('headerlink');
    expect(text).toContain('See section 2 and footnote 1.');
    expect(html).toContain('bridge.jpg');
  });

  it('takes the headline line that opens the article for the title when the page names none (no <title>, no headings)', () => {
    const body = `<p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p>`;
    const page = (first: string) => doc(`<html><head></head><body><div class="nav"><a href="/">Home</a></div><div class="story">${first}${body}</div></body></html>`);
    const named = extract(page('<p><b>Council votes to rebuild the old bridge</b></p>'));
    expect(named.metadata.title).toBe('Council votes to rebuild the old bridge');
    expect(named.text.startsWith(SENTENCE.trim())).toBe(true);
    // Not a date, a lead-in, a link, or a sentence of the story.
    for (const first of ['<p>Sunday, December 24, 2006</p>', '<p><b>Background:</b></p>', '<p><a href="/talk">Discuss this article</a></p>', `<p>${SENTENCE}</p>`]) {
      expect(extract(page(first)).metadata.title).toBe('');
    }
  });

  it('takes the standfirst set under the headline in a header block beside the article body (The Washington Post)', () => {
    const body = `<div class="article-body"><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p></div>`;
    const page = (under: string) => doc(`<html><head><title>Cherry blossoms are on track to peak early again - The Post</title></head><body><main><article>
      <div data-qa="article-top"><a href="/weather/">Capital Weather Gang</a><h1>Cherry blossoms are on track to peak early again</h1>${under}</div>${body}</article></main></body></html>`);
    const deck = 'The Park Service predicts peak bloom around March 22, more than a week ahead of the historical average.';
    expect(extract(page(`<h2 data-qa="subheadline">${deck}</h2>`)).text.startsWith(`${deck}\n`)).toBe(true);
    // The Spruce names it a subheading, and it ends without a stop; the reviewer's bio after it is no standfirst.
    const spruce = 'This lemony mint relative thrives on neglect—just don\'t let it go to seed';
    const bio = '<div class="mntl-attribution"><p class="mntl-attribution__bio">Ken Marlowe is a horticulturist with more than 20 years of experience.</p></div>';
    expect(extract(page(`<h2 class="comp article-subheading">${spruce}</h2>${bio}`)).text.startsWith(`${spruce}\n`)).toBe(true);
    // A byline the page names so, in a clause of names and roles, is passed over to the standfirst after it.
    const byline = '<div class="blog-detail__byline"><p>Anneliese Korvald, Research Scientist, and Mateus Oyelaran, Software Engineer, Google Research</p></div>';
    expect(extract(page(`${byline}<div class="blog-detail__meta"><p>${deck}</p></div>`)).text.startsWith(`${deck}\n`)).toBe(true);
    // Not a box kept off the printed page (MediaWiki's tagline), a price, a byline with links, or a date line.
    for (const under of ['<div id="siteSub" class="noprint">From Wiktionary, the free dictionary, which anyone can edit.</div>', '<p class="price">$169.95 Original price was: $169.95. Now $101.97.</p>', `<div class="byline">By <a href="/ann">Ann Lee</a> and the weather team.</div>`, '<p>March 18, 2025 at 8:00 a.m. EDT</p>']) {
      expect(extract(page(under)).text.startsWith(SENTENCE.trim())).toBe(true);
    }
  });

  it("keeps a quote's attribution set in a <footer> inside the <blockquote>, and still leaves out the page's footer", () => {
    const html = `<html><head><title>Rooms - Harbor Hotel</title></head><body><main><article><h1>Rooms</h1><p>${SENTENCE.repeat(3)}</p>` +
      `<blockquote><p>The harbor view from the corner suite is worth every penny, and the staff remembered our names.</p><footer>— Mara Lindqvist, Oslo</footer></blockquote>` +
      `<p>${SENTENCE.repeat(3)}</p></article></main><footer><p>© 2026 Harbor Hotel. All rights reserved. Privacy policy and terms of use apply.</p></footer></body></html>`;
    const result = extract(doc(html));
    expect(result.text).toContain('— Mara Lindqvist, Oslo');
    expect(result.text).not.toContain('All rights reserved');
  });

  it("leaves out a related card whose label the walk left out by its name (Valnet's span.related-label)", () => {
    const card = '<div class="article-jumplink related-single"><div class="display-card article-card small"><span class="related-label">Related</span><div class="w-display-card-content">' +
      '<h5 class="display-card-title"><a href="/hogs">7 Hidden Storage Hogs on Your Windows PC</a></h5><p class="display-card-excerpt">If your drive keeps filling up, these are the places Windows hides the biggest files.</p></div></div></div>';
    const html = `<html><head><title>Clean up your drive - MakeUseOf</title></head><body><main><article><h1>Clean up your drive</h1><section id="article-body" class="article-body">` +
      `<p>${SENTENCE.repeat(3)}</p>${card}<p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p></section></article></main></body></html>`;
    const result = extract(doc(html));
    expect(result.text).not.toContain('Hidden Storage Hogs');
    expect(result.text).not.toContain('places Windows hides');
    expect(result.text.split('\n').length).toBe(3);
  });

  it("takes a Chinese subtitle of under 40 characters for the standfirst (中国军网's h2.subtitle), and no photographer's caption", () => {
    const zh = '新学期第一天，全省中小学开展安全教育主题活动，学生们在操场上认真听讲，老师们逐一讲解防火防溺水知识。';
    const body = `<div class="article-body"><p>${zh.repeat(3)}</p><p>${zh.repeat(3)}</p><p>${zh.repeat(2)}</p></div>`;
    const page = (under: string) => doc(`<html><head><title>零下30摄氏度，他们把课堂搬上雪线 - 中国军网</title></head><body><div class="container"><div class="article">
      <h1>零下30摄氏度，他们把课堂搬上雪线</h1>${under}<div class="info"><span>来源：解放军报</span></div></div>${body}</div></body></html>`);
    const subtitle = '——第X集团军某合成旅开展高寒山地冬季适应性训练见闻';
    expect(extract(page(`<h2 class="subtitle">${subtitle}</h2>`)).text.startsWith(`${subtitle}\n`)).toBe(true);
    expect(extract(page('<p class="subtitle">春节出游，三亚居人气榜前三。 本报记者 陈元才 摄</p>')).text.startsWith(zh.slice(0, 20))).toBe(true);
  });

  it("takes the standfirst under a headline set in a block its class names the title (财联社's div.detail-title-content), not under any block", () => {
    const zh = '新年伊始，固态电池赛道再度升温，多家锂电企业对外披露中试线投产、样品送测或装车测试的最新进展。';
    const brief = '多家锂电企业在年初密集宣布固态电池中试线投产或完成样品交付，硫化物路线成为主流选择，电解质成本和量产良率仍是两大障碍。';
    const page = (titleClass: string) => doc(`<html><head><title>固态电池中试线密集投产 产业化还有多远？</title></head><body><div class="detail-page"><div class="content-left">
      <div class="detail-header"><div class="${titleClass}"><span>固态电池中试线密集投产 产业化还有多远？</span></div><div class="detail-option"><span>2026-01-12 19:42</span><span>来源：财联社</span></div></div>
      <div class="detail-brief"><span>摘要：</span><span>${brief}</span></div>
      <div class="detail-content"><p>${zh.repeat(3)}</p><p>${zh.repeat(3)}</p><p>${zh.repeat(2)}</p></div></div></div></body></html>`);
    expect(extract(page('f-s-30 detail-title-content')).text).toContain(brief);
    expect(extract(page('f-s-30 detail-top')).text).not.toContain(brief);
  });

  it('takes the lead photo with its caption set between the headline and the body, and not a photo whose caption only credits it', () => {
    const body = `<div class="article-body"><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p></div>`;
    const page = (caption: string) => doc(`<html><head><title>Bridge to be rebuilt - The Post</title></head><body><main><article>
      <header><h1>Bridge to be rebuilt</h1><figure class="lead"><img src="https://example.com/bridge.jpg" alt=""><figcaption>${caption}</figcaption></figure></header>${body}</article></main></body></html>`);
    const lead = extract(page('The old bridge at dawn, a week before the vote.'));
    expect(lead.text.startsWith('The old bridge at dawn, a week before the vote.\n')).toBe(true);
    expect(lead.html).toContain('bridge.jpg');
    const credit = extract(page('Photo: Helen H. Richardson/MediaNews Group via Getty Images'));
    expect(credit.text).not.toContain('Getty Images');
    expect(credit.text.startsWith(SENTENCE.trim())).toBe(true);
    // Slate's caption is credit sentences only.
    const credits = extract(page('Photo illustration by Slate. Photos by Getty Images Plus.'));
    expect(credits.text).not.toContain('Photo illustration');
    expect(extract(page('Photos by the river show the bridge at dawn, before the vote.')).text).toContain('Photos by the river');
  });

  it("leaves out a caption that only credits its photo by its class names or an agency's name, and keeps a caption with its credit", () => {
    const figure = (caption: string) => `<figure><img src="https://example.com/p.jpg" alt=""><figcaption>${caption}</figcaption></figure>`;
    const body = (inner: string) => doc(`<html><head><title>Bridge to be rebuilt</title></head><body><article><p>${SENTENCE.repeat(3)}</p>${inner}<p>${SENTENCE.repeat(3)}</p></article></body></html>`);
    const credits = extract(body(figure('<p class="imageCredit">Foundry</p>') + figure('<span class="figure-article-caption-owner">The Spruce / Adaeze Lund</span>') + figure('<span class="_1h6N4">Getty Images</span>')));
    for (const credit of ['Foundry', 'Adaeze Lund', 'Getty Images']) expect(credits.text).not.toContain(credit);
    expect(credits.html).toContain('p.jpg');
    const captioned = extract(body(figure('<p>The old bridge at dawn, a week before the vote.</p><p class="imageCredit">Marcus Lind / Foundry</p>')));
    expect(captioned.text).toContain('The old bridge at dawn, a week before the vote.');
    expect(captioned.text).toContain('Marcus Lind / Foundry');
  });

  it('takes every slide of a lead gallery with its caption (The Seattle Times), not the figure after a gap', () => {
    const body = `<div class="article-body"><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p></div>`;
    const slide = (i: number) => `<figure class="photo-gallery__slide"><img src="https://example.com/s${i}.jpg" alt=""><figcaption>Slide ${i}: the bridge from the east bank at dawn.</figcaption></figure>`;
    const html = `<html><head><title>Bridge to be rebuilt - The Post</title></head><body><main><article><header><h1>Bridge to be rebuilt</h1>` +
      `<div class="photo-gallery"><div class="slides">${slide(1)}${slide(2)}${slide(3)}</div></div></header>${body}</article></main></body></html>`;
    const result = extract(doc(html));
    expect(result.text.startsWith('Slide 1: the bridge from the east bank at dawn.\nSlide 2: the bridge from the east bank at dawn.\nSlide 3:')).toBe(true);
    expect(result.html).toContain('s3.jpg');
  });

  it("takes every slide of a slider's lead gallery, each figure in a slide of its own (Swiper, 东方日报)", () => {
    const body = `<div class="article-body"><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p></div>`;
    const slide = (i: number) => `<div class="swiper-slide"><figure class="gallery-item"><img class="swiper-lazy" data-src="https://example.com/s${i}.jpg" alt=""><figcaption>Slide ${i}: the bridge from the east bank at dawn.</figcaption></figure></div>`;
    const html = `<html><head><title>Bridge to be rebuilt - The Post</title></head><body><main><article><header><h1>Bridge to be rebuilt</h1>` +
      `<div class="swiper"><div class="swiper-wrapper">${slide(1)}${slide(2)}${slide(3)}</div><div class="swiper-pagination"></div></div></header>${body}</article></main></body></html>`;
    const result = extract(doc(html));
    expect(result.text.startsWith('Slide 1: the bridge from the east bank at dawn.\nSlide 2: the bridge from the east bank at dawn.\nSlide 3:')).toBe(true);
    expect(result.html).toContain('s3.jpg');
  });

  it("takes the standfirst of a component header far above the body (Condé Nast's ContentHeaderDek inside its Accreditation box)", () => {
    let body = `<div class="body__inner-container"><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p></div>`;
    for (const name of ['BodyWrapper-kufPGa body', 'container--body-inner', 'container container--body', 'body__container article__body', 'GridItem-buujkM grid--item', 'GridWrapper-cAzTTK grid', 'ArticlePageChunks-dUYsvu']) body = `<div class="${name}">${body}</div>`;
    const deck = 'A film shot in 1974 and never released, rebuilt by a daughter from damaged reels and a shoebox of notes';
    const html = `<html><head><title>The Lost Western That Took 50 Years to Finish | Vanity Fair</title></head><body><article class="article main-content">
      <header class="ContentHeaderWrapper-bNJWRm"><h1 class="ContentHeaderHed-NCyCC">The Lost Western That Took 50 Years to Finish</h1>
      <div class="ContentHeaderAccreditation-kWsIYa"><div class="BaseWrap-sc-gjQpdd ContentHeaderDek-bIqFFZ">${deck}</div><p class="byline">By Ann Lee</p></div></header>
      <div class="ArticlePageChunksWrapper-izpxUZ">${body}</div></article></body></html>`;
    expect(extract(doc(html)).text.startsWith(`${deck}\n`)).toBe(true);
  });

  it('reads the opening post of a discussion whose every post sits in a box named as a comment (GitHub Discussions), and keeps an article\'s comments out', () => {
    const post = (id: string, text: string) => `<div id="${id}" class="timeline-comment-group discussion-timeline-item"><div class="timeline-comment"><div class="edit-comment-hide"><div class="comment-body markdown-body">${text}</div></div></div></div>`;
    const opening = `<p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(3)}</p><h2>Proposal</h2><p>${SENTENCE.repeat(2)}</p>`;
    const reply = '<p>Thanks, this would help our team a lot; we see the same ratio on our own event data.</p>'.repeat(3);
    const html = `<html><head><title>RFC: per-column compression · Discussion #2317</title></head><body><main><div id="discussion_bucket" class="discussion">
      <h1>RFC: per-column compression</h1><div class="flex"><span>New discussion</span> <span>Unanswered</span></div>
      <div class="discussion-timeline">${post('discussion-7182504', opening)}${[1, 2, 3].map((i) => `<div class="js-timeline-item">${post(`discussioncomment-${i}`, reply)}</div>`).join('')}</div>
      </div></main></body></html>`;
    const result = extract(doc(html));
    expect(result.text).toContain('Proposal');
    expect(result.text).toContain(SENTENCE.trim());
    expect(result.text).not.toContain('we see the same ratio');
    // An article with a comment section: the article is no thin pick, and its comments stay out.
    const article = `<html><head><title>Bridge</title></head><body><main><article><h1>Bridge</h1>${opening}</article>` +
      `<div class="comments">${[1, 2, 3].map((i) => `<div class="comment-item" id="c${i}">${reply}${reply}</div>`).join('')}</div></main></body></html>`;
    expect(extract(doc(article)).text).not.toContain('we see the same ratio');
  });

  it("takes no teaser of the story for its standfirst (a WordPress excerpt cut off with […] over the post), and keeps an abstract that is the page's own text", () => {
    const lead = 'One challenge I see when organizing anything is deciding what items should go together, and where they live.';
    const body = `<div class="entry-content"><p>${lead}</p>${`<p>${SENTENCE.repeat(3)}</p>`.repeat(5)}</div>`;
    const page = (under: string) => doc(`<html><head><title>Where To Store Office Supplies</title></head><body><main>
      <header><h1>Where To Store Office Supplies</h1>${under}</header>${body}</main></body></html>`);
    const teaser = extract(page(`<p class="excerpt">${lead} So I have put together a simple guide for grouping office items […]</p>`)).text;
    expect(teaser.startsWith(`${lead}\n`)).toBe(true);
    expect(teaser).not.toContain('simple guide');
    // A standfirst of its own words is still taken.
    const deck = 'Pens, paper and cables each want a home: a guide to grouping them, and to the spots that keep a desk clear.';
    expect(extract(page(`<p class="excerpt">${deck}</p>`)).text.startsWith(`${deck}\n${lead}`)).toBe(true);
  });

  it('takes a standfirst set further down the header, past the byline, date, tickers, a label and a photo, and no caption or byline for one', () => {
    const body = `<div class="content"><div class="rich-text"><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p></div></div>`;
    const page = (header: string) => doc(`<html><head><title>Yen carry trade fears return as rate bets rise</title></head><body><main>
      <h1 class="title">Yen carry trade fears return as rate bets rise</h1>${header}${body}</main></body></html>`);
    const summary = 'Bets on another rate rise this year have lifted the yen to a five-month high, though the trade looks less crowded than last August';
    const meta = '<div class="meta"><div class="author"><img src="/a.png" alt=""><span>Zhao Yu</span></div><time>2025-03-12 14:27</time><span>86k reads</span><div class="assets"><a href="/m/usdjpy">USD/JPY -0.62%</a></div></div>';
    const text = extract(page(`${meta}<div class="summary"><span class="label">Summary</span><p>${summary}</p></div><div class="cover"><img src="/c.jpg" alt=""></div>`)).text;
    expect(text.startsWith(`${summary}\n`)).toBe(true);
    expect(text).not.toContain('Summary\n');
    // A photo's caption set without <figure>, or a byline with its date, is passed over, not taken for one.
    const caption = '<div class="pic"><img src="/p.jpg" alt=""><p>Traders watch the yen at a bank in Tokyo on Wednesday, March 12.</p></div>';
    expect(extract(page(`${meta}${caption}`)).text.startsWith(SENTENCE.trim())).toBe(true);
    expect(extract(page('<p>By Juliet Guichon And Ian Mitchell, Calgary Herald January 17, 2012</p>')).text.startsWith(SENTENCE.trim())).toBe(true);
  });

  it('finds the headline over a standfirst past line breaks and empty boxes between the header blocks (Johnston Press pages)', () => {
    const first = 'The wreckage of flight BA038 has been safely moved to an engineering base after a slow journey across the airfield.';
    const page = doc(`<html><head><title>Stricken plane moved from runway - Evening Post</title></head><body><div id="viewarticle">
      <div id="ds-headline" class="headline"><h1>Stricken plane moved from runway</h1></div><br clear="all">
      <div id="ds-subheadline" class="subheadline"></div><br clear="all">
      <div class="viewarticlepanel"><div id="wctlAudioLinks"></div><div id="MainMultiImage"><div id="MainImageDiv"><img src="" alt=""></div>
      <div id="Navigation"><a href="javascript:PreviousBlock();">&laquo; Previous</a> <a href="javascript:NextBlock();">Next &raquo;</a></div></div></div>
      <div id="ds-keypoints" class="ds-keypoints"></div><div id="ds-firstpara" class="ds-firstpara">${first}</div>
      <div id="va-bodytext" class="va-bodytext">${SENTENCE.repeat(3)}<br><br>${SENTENCE.repeat(3)}<br><br>${SENTENCE.repeat(2)}</div></div></body></html>`);
    expect(extract(page).text.startsWith(`${first}\n`)).toBe(true);
  });

  it('counts no empty spacer between the headline and the body as a header block, however many there are', () => {
    const deck = "McDonald's is giving away millions of copies of children's books, as part of a campaign to improve literacy.";
    const page = doc(`<html><head><title>Books in Happy Meals</title></head><body><div class="cols">
      <h1>Books in Happy Meals</h1><div class="clearFloat">&#160;</div>
      <h4 class="byline">by <a href="/author/1">John Reynolds</a>, 11 January 2012</h4>
      <div><p class="bubble"></p><a href="#comment">Be the first to comment</a></div><p class="clearLeft"></p>
      <div class="summary"><p>${deck}</p></div>
      <div class="articleImage"><img src="/a.jpg" alt="A happy box"><div class="imageCaption">A happy box</div></div>
      <div id="articleBody"><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p></div></div></body></html>`);
    expect(extract(page).text.startsWith(`${deck}\n`)).toBe(true);
  });

  it("takes a summary set after a topic's icon for the standfirst, not for a caption (cnBeta), and still passes over a photo's caption", () => {
    const summary = 'Microsoft confirmed on Thursday that this month’s cumulative update hides the taskbar on some devices after sign-in.';
    const page = (icon: string) => doc(`<html><head><title>Windows update hides the taskbar on some devices</title></head><body><section class="article">
      <header class="title"><h1>Windows update hides the taskbar on some devices</h1><div class="meta"><span>2025-12-12 08:41</span></div></header>
      <div class="article-body"><div class="article-summary">${icon}<p><strong>${summary}</strong></p></div>
      <div class="article-content" id="artibody"><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p></div></div></section></body></html>`);
    expect(extract(page('<div class="topic"><a href="/topics/9.htm"><img src="/topics/microsoft.png" alt="Microsoft"></a></div>')).text.startsWith(`${summary}\n`)).toBe(true);
    expect(extract(page('<div class="pic"><img src="/photos/taskbar.jpg" alt=""></div>')).text.startsWith(SENTENCE.trim())).toBe(true);
  });

  it("keeps callouts named by their kind alone (devsite's <aside class=\"caution\">, Apple's class=\"note\"), and a declaration box before the overview", () => {
    const page = doc(`<html><head><title>AsyncStream</title></head><body><main><div class="documentation-topic"><h1>AsyncStream</h1>
      <section class="declaration"><h2>Declaration</h2><pre class="source"><code>@frozen struct AsyncStream&lt;Element&gt;</code></pre></section>
      <div class="primary-content"><h2>Overview</h2><p>${SENTENCE.repeat(3)}</p><aside class="note" aria-label="note"><p class="label">Note</p><p>The closure you pass runs synchronously, before the initializer returns.</p></aside>
      <p>${SENTENCE.repeat(3)}</p><aside class="caution"><strong>Caution:</strong> Never block the main thread while you wait for the stream.</aside><p>${SENTENCE.repeat(2)}</p></div>
      <aside class="tip"><p>Got a tip? Write to our newsroom.</p></aside></div></main></body></html>`);
    const { text } = extract(page);
    expect(text).toContain('@frozen struct AsyncStream<Element>');
    expect(text.indexOf('@frozen')).toBeLessThan(text.indexOf('Overview'));
    expect(text).toContain('runs synchronously, before the initializer returns');
    expect(text).toContain('Never block the main thread');
    expect(text).not.toContain('Got a tip?');
  });

  it("takes the other panels of a product's tab set with its description (WooCommerce), not the reviews panel with its form", () => {
    const description = 'A compact hand grinder with stainless steel conical burrs and a folding crank that nests inside an AeroPress. ';
    const page = (panels: string) => doc(`<html><head><title>Kestrel hand grinder</title></head><body><div class="product"><h1 class="product_title">Kestrel hand grinder</h1>
      <p class="price">$89.00</p><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li><a href="#tab-description">Description</a></li><li><a href="#tab-additional_information">Additional information</a></li><li><a href="#tab-reviews">Reviews (0)</a></li></ul>
      <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel wc-tab" id="tab-description" role="tabpanel"><h2>Description</h2><p>${description.repeat(3)}</p><p>${description.repeat(2)}</p></div>${panels}</div></div>
      <footer><p>Free shipping on orders over $50.</p></footer></body></html>`);
    const info = '<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel wc-tab" id="tab-additional_information" role="tabpanel"><h2>Additional information</h2><table class="shop_attributes"><tr><th>Weight</th><td>0.49 kg</td></tr><tr><th>Burr material</th><td>Hardened stainless steel</td></tr></table></div>';
    const reviews = '<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel wc-tab" id="tab-reviews" role="tabpanel"><div id="reviews"><h2>Reviews</h2><p>There are no reviews yet.</p></div><form><p>Be the first to review this grinder. Your email address will not be published.</p><textarea name="comment"></textarea></form></div>';
    const { text } = extract(page(info + reviews));
    expect(text).toContain('Hardened stainless steel');
    expect(text).not.toContain('There are no reviews yet');
    // Panels that are not a tab set's stay out: the same table in a plain box beside the description.
    const plain = extract(page(info.replace(' role="tabpanel"', '').replace('woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information', 'shop-specs'))).text;
    expect(plain).not.toContain('Hardened stainless steel');
    // Bootstrap's tab panes, named by class alone, with the description a box inside its pane (PrestaShop, OpenCart).
    const bootstrap = doc(`<html><head><title>Olive wood board</title></head><body><div class="product"><h1>Olive wood board</h1><div class="tab-content">
      <div class="tab-pane fade in active" id="description"><div class="product-description"><p>${description.repeat(3)}</p><p>${description.repeat(2)}</p></div></div>
      <div class="tab-pane fade" id="product-details"><section class="data-sheet"><h3>Data sheet</h3><dl><dt>Wood</dt><dd>Provençal olive, oiled</dd><dt>Size</dt><dd>40 x 25 cm</dd></dl></section></div>
      </div></div><footer><p>Free shipping on orders over $50.</p></footer></body></html>`);
    expect(extract(bootstrap).text).toContain('Provençal olive, oiled');
  });

  it("keeps a docs page's callouts set as <aside> in the text (Starlight's tip, an admonition), and still drops a sidebar <aside>", () => {
    const page = doc(`<html><body><main><article><h1>Cache invalidation</h1><p>${SENTENCE.repeat(3)}</p>
      <aside aria-label="Tip" class="starlight-aside starlight-aside--tip"><p class="starlight-aside__title" aria-hidden="true">Tip</p><div class="starlight-aside__content"><p>Durations accept ms, s, m, h and d suffixes.</p></div></aside>
      <p>${SENTENCE.repeat(3)}</p><aside class="admonition warning"><p>Never purge every route at once on a busy site.</p></aside><p>${SENTENCE.repeat(2)}</p>
      <aside class="related-sidebar"><p>Also read: how our cache works on the edge, and why it matters.</p></aside></article></main></body></html>`);
    const { text } = extract(page);
    expect(text).toContain('Durations accept ms, s, m, h and d suffixes.');
    expect(text).toContain('Never purge every route at once on a busy site.');
    expect(text).not.toContain('Also read');
  });

  it('keeps the footnotes docutils and Sphinx set as <aside>s after the text (the Flask and Python docs), and still drops a sidebar <aside>', () => {
    const page = doc(`<html><body><div class="body" role="main"><section id="quickstart"><h1>Quickstart</h1><p>${SENTENCE.repeat(3)}</p>
      <p>Templates can reach the <code>g</code> <a class="footnote-reference brackets" href="#id3" id="id2" role="doc-noteref"><span class="fn-bracket">[</span>1<span class="fn-bracket">]</span></a> object. ${SENTENCE.repeat(2)}</p>
      <aside class="footnote-list brackets"><aside class="footnote brackets" id="id3" role="doc-footnote"><span class="label"><span class="fn-bracket">[</span><a role="doc-backlink" href="#id2">1</a><span class="fn-bracket">]</span></span>
      <p>Unsure what that g object is? It is something in which you can store information for your own needs.</p></aside></aside>
      <p>${SENTENCE.repeat(2)}</p><aside class="sidebar"><p>Also read: how our cache works on the edge, and why it matters.</p></aside></section></div></body></html>`);
    const { text } = extract(page);
    expect(text).toContain('Unsure what that g object is?');
    expect(text).not.toContain('Also read');
  });

  it("keeps a photo or a table a news page sets in an <aside> in the story (ESPN's inline-photo), and drops a related box with a thumbnail or a quoted post", () => {
    const page = doc(`<html><body><article><h1>Rookie fans 14 in first shutout</h1><p>${SENTENCE.repeat(3)}</p>
      <aside class="inline inline-photo"><figure><img src="/p.jpg" alt=""><figcaption>Quintana struck out 14 on Sunday.</figcaption></figure></aside>
      <p>${SENTENCE.repeat(3)}</p><aside class="inline inline-table"><h2>Most strikeouts</h2><table><tr><td>Quintana</td><td>14</td></tr><tr><td>Rivera</td><td>11</td></tr></table></aside>
      <p>${SENTENCE.repeat(2)}</p><aside class="inline story-link"><figure><img src="/t.jpg" alt=""></figure><a href="/other">Mariners call up two pitchers from Tacoma for the series</a></aside>
      <aside class="quote" data-post="2"><blockquote>The rookie looked nervous early on, and then he settled in.</blockquote></aside></article></body></html>`);
    const { text } = extract(page);
    expect(text).toContain('Quintana struck out 14 on Sunday.');
    expect(text).toContain('Rivera');
    expect(text).not.toContain('call up two pitchers');
    expect(text).not.toContain('looked nervous early');
  });

  it("leaves out a permalink set right after its heading whatever it shows (Starlight's 'Section titled …' for screen readers)", () => {
    const page = doc(`<html><body><article><h1>Cache invalidation</h1><p>${SENTENCE.repeat(3)}</p>
      <div class="sl-heading-wrapper level-h2"><h2 id="time-based-expiry">Time-based expiry</h2><a class="sl-anchor-link" href="#time-based-expiry"><span aria-hidden="true" class="sl-anchor-icon"><svg></svg></span><span class="sr-only">Section titled “Time-based expiry”</span></a></div>
      <p>${SENTENCE.repeat(3)}</p><h2 id="next">Next steps</h2><p><a href="#next">Back to next steps</a> is kept: a paragraph's link, not a heading's.</p></article></body></html>`);
    const { text } = extract(page);
    expect(text).not.toContain('Section titled');
    expect(text).toContain('Time-based expiry\n');
    expect(text).toContain('Back to next steps');
  });

  it("keeps a code sample's comments that a highlighter named so (hljs-comment, Prism's token comment)", () => {
    const page = doc(`<html><body><article><p>${SENTENCE.repeat(3)}</p>
      <pre><code class="language-js">assert.deepEqual(a, b);\n<span class="hljs-comment">// AssertionError: Expected inputs to be strictly deep-equal</span>\n` +
      `<span class="token comment">/* the diff follows */</span></code></pre><p>${SENTENCE.repeat(3)}</p></article></body></html>`);
    const { text } = extract(page);
    expect(text).toContain('assert.deepEqual(a, b);\n// AssertionError: Expected inputs to be strictly deep-equal\n/* the diff follows */');
  });

  it("leaves a code block's line-number gutter out of the text (CSDN, Pygments, Prism), and keeps a layout column named gutter", () => {
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => `<li>${i + 1}</li>`).join('');
    const page = doc(`<html><body><article><p>${SENTENCE.repeat(3)}</p>
      <pre class="prettyprint"><code class="language-python">import asyncio\nCONCURRENCY = 20\nasync def main():\n    await run()</code><ul class="pre-numbering">${numbers(4)}</ul></pre>
      <table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre>1\n2</pre></div></td><td class="code"><pre>x = 1\ny = 2</pre></td></tr></table>
      <pre class="line-numbers"><code>let a = 1;\nlet b = 2;<span class="line-numbers-rows"><span></span><span></span></span></code></pre>
      <table class="snippet"><tr><td class="rownum"><pre>1\n2\n3</pre></td><td class="source"><pre>std::map&lt;char,int&gt; m;\nm['a'] = 10;\nm.erase('a');</pre></td></tr></table>
      <div class="gutter"><p>${SENTENCE.repeat(2)}</p></div></article></body></html>`);
    const { text, html } = extract(page);
    // cplusplus.com's example table: its rownum cell is the gutter.
    expect(text).toContain("std::map<char,int> m;\nm['a'] = 10;\nm.erase('a');");
    expect(text).toContain('import asyncio\nCONCURRENCY = 20\nasync def main():\n    await run()');
    expect(text).toContain('x = 1\ny = 2');
    expect(text).not.toMatch(/^\s*[1-4]\s*$/m);
    expect(html).not.toMatch(/pre-numbering|linenos|line-numbers-rows/);
    expect(text.split(SENTENCE.trim()).length - 1).toBe(5);
  });

  it("leaves a code block's chrome out of the text (MDN's language label and copy button, Juejin's 复制代码, Microsoft Learn's and Real Python's code headers)", () => {
    const page = doc(`<html><body><article><p>${SENTENCE.repeat(3)}</p>
      <div class="code-example"><div class="example-header"><span class="language-name">js</span><button>Copy to Clipboard</button></div><pre class="brush: js notranslate"><code>AbortSignal.any(iterable)</code></pre></div>
      <div class="codeHeader" id="code-try-0"><span class="language">Azure CLI</span><button type="button" aria-label="Copy code"><span>Copy</span></button></div><pre><code class="lang-azurecli">az containerapp show --name web</code></pre>
      <pre><code class="hljs language-css">.card { display: grid; }\n<span class="copy-code-btn">复制代码</span></code></pre>
      <div class="codeblock__header codeblock--yellow"><span class="mr-2 noselect" aria-label="Language">Language: Python</span> <span class="mr-2"><code>upload.py</code></span></div><pre><code>import httpx</code></pre>
      <p>${SENTENCE.repeat(2)}</p><div class="ad"><div data-ad-slot="article-inline-1"></div></div><p><a class="small text-muted" href="/account/join/">Remove ads</a></p></article></body></html>`);
    const { text } = extract(page);
    expect(text).toContain('import httpx');
    expect(text).not.toMatch(/Language: Python|upload\.py|Remove ads/);
    expect(text).toContain('AbortSignal.any(iterable)');
    expect(text).toContain('.card { display: grid; }');
    expect(text).toContain('az containerapp show --name web');
    expect(text).not.toMatch(/^js$|Copy to Clipboard|复制代码|Azure CLI/m);
  });

  it('ends the story where an old page\'s anchor names the comment section, though the thread set after it is longer (ctv.ca)', () => {
    const thread = Array.from({ length: 8 }, (_, i) => `<hr><p><b>Reader ${i}</b><br>${COMMENT}${COMMENT}</p>`).join('');
    const page = doc(`<html><body><div class="storyBody"><p>${SENTENCE.repeat(2)}</p><p>${SENTENCE.repeat(2)}</p><p>${SENTENCE}</p>
      <hr><p><a class="please" name="commentSection" href="/comments?slug=bridge">Please Add Comments</a></p>${thread}</div></body></html>`);
    const { text, html } = extract(page);
    expect(text).toContain('The council voted');
    expect(text).not.toContain('I completely disagree');
    expect(text).not.toContain('Please Add Comments');
    // The anchor itself survives in a copy that keeps the name (old pages' in-page links lead to it).
    const anchored = extract(doc(`<html><body><article><p><a name="fn1"></a>${SENTENCE.repeat(4)}</p></article></body></html>`));
    expect(anchored.html).toContain('name="fn1"');
    expect(html).not.toContain('commentSection');
  });

  it("reads a runnable example's code shipped in a <textarea> (pkg.go.dev) as a code block, and no other textarea", () => {
    const code = 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println(ring.New(4).Len())\n}';
    const page = doc(`<html><body><article><p>${SENTENCE.repeat(3)}</p><details class="Documentation-exampleDetails" open><summary>Example</summary>
      <textarea class="Documentation-exampleCode code" spellcheck="false">${code}</textarea><pre><span class="Documentation-exampleOutputLabel">Output:</span>4</pre></details>
      <p>${SENTENCE.repeat(2)}</p><form><textarea class="comment-box" name="c">Write a comment…\nsecond line</textarea></form></article></body></html>`);
    const { text, html } = extract(page);
    expect(text).toContain(code);
    expect(html).toContain('<pre><code>package main');
    expect(text).not.toContain('Write a comment');
    // SyntaxHighlighter's <textarea name="code" class="java"> (javaTpoint), with its brush as the code's language,
    // and its "Test it Now" button left out.
    const java = 'public class Hello {\n    public static void main(String[] args) {\n        System.out.println("hi");\n    }\n}';
    const tutorial = extract(doc(`<html><body><article><p>${SENTENCE.repeat(3)}</p><div class="codeblock"><textarea name="code" class="java">${java}</textarea></div>
      <span class="testit"><a href="/opr/test.jsp?filename=Hello">Test it Now</a></span><p>${SENTENCE.repeat(2)}</p></article></body></html>`));
    expect(tutorial.text).toContain(java);
    expect(tutorial.html).toContain('<pre><code class="language-java">public class Hello');
    expect(tutorial.text).not.toContain('Test it Now');
  });

  it("reads a Feishu code block (lines as divs, not <pre>) without its header, language label or line numbers", () => {
    const lines = ['# 安装常用工具', 'brew install git wget', 'brew install --cask iterm2'];
    const page = doc(`<html><body><article><p>${SENTENCE.repeat(3)}</p>
      <div class="code-block-zone-container zone-container text-editor"><div class="code-block-header"><div class="code-block-header-left"><span class="code-block-lang">Shell</span></div>
      <div class="code-block-header-right"><span class="code-block-wrap-btn">自动换行</span><span class="code-block-copy-btn">复制</span></div></div>
      <div class="code-block-content"><div class="code-block-line-numbers">${lines.map((_, i) => `<div class="code-block-line-number">${i + 1}</div>`).join('')}</div>
      <div class="code-block-lines">${lines.map((line, i) => `<div class="ace-line code-line">${i === 0 ? `<span class="token comment">${line}</span>` : line}</div>`).join('')}</div></div></div>
      <p>${SENTENCE.repeat(2)}</p></article></body></html>`);
    const { text } = extract(page);
    expect(text).toContain(lines.join('\n'));
    expect(text).not.toMatch(/Shell|自动换行|复制|^[1-3]$/m);
  });

  it('drops scripts, styles, forms, iframes and event attributes from the output', () => {
    const page = doc(`<html><body><article onclick="steal()"><p style="color:red" onmouseover="x()">${SENTENCE.repeat(4)}</p>
      <script>alert(1)</script><style>p{}</style><iframe src="https://ads.example/"></iframe>
      <form action="/s"><input name="q"><p>${SENTENCE.repeat(3)}</p></form></article></body></html>`);
    const { html, text } = extract(page);
    expect(html).not.toMatch(/<script|<style|<iframe|<form|<input|onclick|onmouseover|style=/);
    expect(text).toContain('The council voted');
  });

  it('returns the best result so far with a note when the time budget is spent', () => {
    const result = extract(newsPage(), { timeBudgetMs: -1 });
    expect(result.note).toMatch(/time budget/);
    expect(result.text).toContain('The council voted');
  });

  it('uses only its own engine when the Readability fallback is disabled', () => {
    const thin = doc('<html><body><div><p>Just one short line here.</p></div></body></html>');
    expect(extract(thin, { allowReadabilityFallback: false }).method).not.toBe('readability');
  });

  // Readability's answer, fuller than TTD's one line; the pages hold more words than that line (a footer TTD leaves
  // out), so Readability might find them. The big page has more elements than FALLBACK_ANY_TIME_MAX_ELEMENTS.
  const fuller = (page: Document) => {
    const content = page.createElement('div');
    content.innerHTML = `<p>${SENTENCE.repeat(12)}</p>`;
    return { content, words: 200 };
  };
  const thinFooter = `<footer><p>${SENTENCE.repeat(2)}</p></footer>`;
  const smallThinPage = () => doc(`<html><body><div><p>Just one short line here.</p></div>${thinFooter}</body></html>`);
  const bigThinPage = () => doc(`<html><body><div><p>Just one short line here.</p></div>${'<div><span></span></div>'.repeat(600)}${thinFooter}</body></html>`);

  it('takes the Readability fallback on a small page however long its own reading took (a stalled machine), and not on a big one', () => {
    // Every clock read is 300 ms after the one before: a stalled machine.
    let clock = 0;
    const slow = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 300));
    try {
      expect(extract(smallThinPage(), { readability: fuller, timeBudgetMs: 1e9 }).method).toBe('readability');
      expect(extract(bigThinPage(), { readability: fuller, timeBudgetMs: 1e9 }).method).not.toBe('readability');
    } finally {
      slow.mockRestore();
    }
    expect(extract(bigThinPage(), { readability: fuller }).method).toBe('readability');
  });

  it('takes the Readability fallback on a big page whose reading was slowed by a pause (a collection, a busy tab): the answer does not follow the load', () => {
    // The clock starts at 0 and every later read is 100 ms on: one pause of 100 ms, early in the reading.
    let reads = 0;
    const paused = vi.spyOn(performance, 'now').mockImplementation(() => (reads++ === 0 ? 0 : 100));
    try {
      expect(extract(bigThinPage(), { readability: fuller }).method).toBe('readability');
    } finally {
      paused.mockRestore();
    }
  });

  it('does not run Readability on a short page whose words TTD already holds (it could find no fuller answer)', () => {
    const readability = vi.fn(() => null);
    const short = doc('<html><body><div><p>Just one short line here.</p></div><script>var words = "script text is never read";</script></body></html>');
    expect(extract(short, { readability }).method).toBe('ttd');
    expect(readability).not.toHaveBeenCalled();
    // With twice TTD's words elsewhere on the page (a footer it leaves out), it is asked.
    const footer = doc(`<html><body><div><p>Just one short line here.</p></div><footer><p>${'Ten more words sit in the footer of this page today.'}</p></footer></body></html>`);
    extract(footer, { readability });
    expect(readability).toHaveBeenCalledTimes(1);
  });

  it('asks Readability about a short story (75-150 words) only when TTD was unsure of its pick', () => {
    const readability = vi.fn(() => null);
    const story = (subject: string, paragraphs: number) => Array.from({ length: paragraphs }, () => `<p>${SENTENCE.replace('council', subject)}</p>`).join('');
    const links = `<div id="nav"><ul>${'<li><a href="/x">A link to another story on this site</a></li>'.repeat(40)}</ul></div>`;
    const footer = `<footer><p>${SENTENCE.repeat(12)}</p></footer>`;
    // One story on the page: a sure pick of some 100 words is a short story found whole.
    const sure = extract(doc(`<html><body><div id="main"><div id="a">${story('council', 6)}</div></div>${links}${footer}</body></html>`), { readability });
    expect(sure.wordCount).toBeGreaterThanOrEqual(75);
    expect(sure.wordCount).toBeLessThan(150);
    expect(readability).not.toHaveBeenCalled();
    // A second block nearly as good elsewhere on the page: the pick is unsure, and Readability is asked.
    const unsure = extract(doc(`<html><body><div id="main"><div id="a">${story('council', 6)}</div></div>${links}<div id="side"><div id="b">${story('board', 5)}</div></div>${footer}</body></html>`), { readability });
    expect(unsure.wordCount).toBe(sure.wordCount);
    expect(readability).toHaveBeenCalledTimes(1);
  });

  it('does not take a Readability answer that only wraps its own short story in menus and headline lists', () => {
    const brief = '12月15日，北京市西城区嘉茂购物中心施工现场发生火灾。截至记者发稿时，大火已被扑灭。';
    const footer = '<footer><p>版权所有 北京市西城区新闻中心 未经授权禁止转载 地址：北京市西城区二龙路二十七号 邮编一零零零三二 联系电话请见网站首页 京公网安备案号见页面底部</p></footer>';
    const page = () => doc(`<html><body><div id="col"><div id="story"><p>${brief}</p><p>新华社记者摄</p></div></div>${footer}</body></html>`);
    // The wider box Readability might take: the story again, plus menus, a rating widget and headline links.
    const wider = (furniture: string) => (d: Document) => {
      const content = d.createElement('div');
      content.innerHTML = `<p>${brief}</p><p>新华社记者摄</p>${furniture}`;
      return { content, words: 400 };
    };
    const menus = '<p>民生 突发 社区 监督 时政</p><p>请您对该文章评分：</p><p>1 2 3 4 5</p>' +
      Array.from({ length: 12 }, (_, i) => `<p><a href="/n/${i}">嘉茂购物中心人气偶像签名售书第${i}场</a></p>`).join('');
    const kept = extract(page(), { readability: wider(menus) });
    expect(kept.method).toBe('ttd');
    expect(kept.text).not.toContain('请您对该文章评分');
    expect(kept.debug.some((entry) => entry.element === 'readability' && /not taken/.test(entry.reason))).toBe(true);
    // When what it adds is the rest of the story, it is taken.
    const rest = `<p>${'消防部门接到报警后迅速调派多辆消防车赶赴现场处置，现场未发现人员伤亡，起火原因正在进一步调查之中，相关部门已经介入。'.repeat(2)}</p>`.repeat(4);
    expect(extract(page(), { readability: wider(rest) }).method).toBe('readability');
  });

  it('does not take a Readability answer that is furniture the walk left out (a cookie notice), and takes one that is not', () => {
    const notice = 'We use cookies to improve your browsing experience, enhance site security and for marketing. Cookies let us remember your settings and measure how the site is used, and you may change your choice at any time in the settings. ';
    const page = () => doc(`<html><body><div id="product"><p>Roadcase for four lights</p></div><div role="dialog" aria-label="Cookie consent"><p>${notice}</p><p>${notice}</p></div><footer><p>${SENTENCE.repeat(3)}</p></footer></body></html>`);
    const answering = (html: string) => (d: Document) => {
      const content = d.createElement('div');
      content.innerHTML = html;
      return { content, words: 80 };
    };
    const refused = extract(page(), { readability: answering(`<p>${notice}</p><p>${notice}</p>`) });
    expect(refused.method).not.toBe('readability');
    expect(refused.text).not.toContain('We use cookies');
    expect(refused.debug.some((entry) => entry.element === 'readability' && /furniture/.test(entry.reason))).toBe(true);
    // The same answer with words of its own (not all held in the notice) is taken.
    expect(extract(page(), { readability: answering(`<p>${notice}</p><p>${SENTENCE.repeat(3)}</p>`) }).method).toBe('readability');
  });

  it('takes Readability\'s fuller answer when TTD found only a headline, even if that answer is a list', () => {
    const headline = 'House Report 107-116 - AGRICULTURE, RURAL DEVELOPMENT, AND RELATED AGENCIES APPROPRIATIONS BILL, 2002';
    const page = () => doc(`<html><body><center><strong>${headline}</strong></center><div id="toc"></div><footer><p>${SENTENCE.repeat(2)}</p></footer></body></html>`);
    // The report's table of contents: short title lines, no prose.
    const contents = (d: Document) => {
      const content = d.createElement('div');
      content.innerHTML = `<p>${headline}</p>` + ['INTRODUCTION', 'CONSTITUTIONAL AUTHORITY', 'TITLE I--AGRICULTURAL PROGRAMS', 'OFFICE OF THE SECRETARY',
        'COMMITTEE PROVISIONS', 'EXECUTIVE OPERATIONS', 'OFFICE OF THE CHIEF ECONOMIST', 'NATIONAL APPEALS DIVISION'].map((line) => `<p>${line}</p>`).join('');
      return { content, words: 60 };
    };
    const result = extract(page(), { readability: contents });
    expect(result.method).toBe('readability');
    expect(result.text).toContain('NATIONAL APPEALS DIVISION');
  });

  it('removes a headline repeated in the body as a plain line, not only as an h1 or h2', () => {
    const page = (headline: string) => doc(`<html><head><title>Bridge to be rebuilt</title></head><body><div id="main">
      <div class="date">30 December 2007</div>${headline}
      <p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p><p>${SENTENCE.repeat(4)}</p></div></body></html>`);
    for (const headline of ['<p><b>Bridge to be rebuilt</b></p>', '<h3>Bridge to be rebuilt</h3>', '<h1>Bridge to be rebuilt</h1>']) {
      const result = extract(page(headline));
      expect(result.metadata.title).toBe('Bridge to be rebuilt');
      expect(result.text).not.toContain('Bridge to be rebuilt');
      expect(result.text).toContain('30 December 2007');
    }
    // A first line that only shares a word or two with the title stays.
    expect(extract(page('<p><b>Bridge works begin in spring</b></p>')).text).toContain('Bridge works begin in spring');
  });

  it('reads furniture labels in Traditional characters as in Simplified: an inline 延伸閱讀 box goes, the story after it stays', () => {
    // 大公報's inline box: a bare <p> label over links, mid-story. The labels are written in Simplified in the
    // engine's patterns; a Hong Kong or Taiwan page writes them in Traditional.
    const para = (text: string) => `<p>${text.repeat(3)}</p>`;
    for (const [label, opening, closing] of [
      ['延伸阅读', '特区政府周二公布新一轮房屋政策，计划在五年内增加公营房屋供应。', '学界普遍欢迎这项安排，并希望配套措施能够同步到位。'],
      ['延伸閱讀', '特區政府周二公布新一輪房屋政策，計劃在五年內增加公營房屋供應。', '學界普遍歡迎這項安排，並希望配套措施能夠同步到位。'],
    ]) {
      const page = doc(`<html lang="zh"><head><title>房屋政策</title></head><body><div class="tkp_content">${para(opening!)}${para(opening!)}` +
        `<div class="tkp_relate_in"><p class="tkp_relate_tit">${label}</p><p><a href="/a">東北亞局勢再起波瀾 多國外長緊急通話</a></p>` +
        `<p><a href="/b">恒指收市升逾三百點 科指表現跑贏大市</a></p></div><h3>配套措施</h3>${para(closing!)}${para(closing!)}</div></body></html>`);
      const result = extract(page, { url: 'https://news.example/a/1.html' });
      expect(result.text, label).toContain(closing!.slice(0, 8));
      expect(result.text, label).not.toContain('恒指收市');
    }
  });

  it('takes a standfirst the page names so ("sub-headline", "dek") though it has no stop or clause, and not an unnamed line', () => {
    const deck = 'Measure would shorten academy training and let FAA pay retention bonuses at understaffed towers';
    const page = (attributes: string) => doc(`<html><head><title>Senate advances controller bill</title></head><body><article><header>` +
      `<h1>Senate advances controller bill</h1><h2 ${attributes}>${deck}</h2><div class="author-byline">By Megan Lyle</div></header>` +
      `<div class="article-content-wrap"><div class="article-content"><div class="article-body"><p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(3)}</p>` +
      `<p>${SENTENCE.repeat(2)}</p></div></div></div></article></body></html>`);
    expect(extract(page('class="sub-headline speakable"'), { url: 'https://news.example/a' }).text).toContain(deck);
    expect(extract(page('class="article_dek-sMVGM"'), { url: 'https://news.example/a' }).text).toContain(deck);
    // Reach's classic template names it "sub-title" (WalesOnline, the Liverpool Echo).
    expect(extract(page('class="sub-title"'), { url: 'https://news.example/a' }).text).toContain(deck);
    expect(extract(page('class="eyebrow"'), { url: 'https://news.example/a' }).text).not.toContain(deck);
  });

  it("finds the standfirst under a headline set with its date after a <br> (PHPCMS), or in an <h2> under a logo's <h1> (DedeCMS)", () => {
    const deck = '去年以来，我市将老旧小区加装电梯纳入民生实事项目，全年新开工128部、建成投用46部，今年力争再建成投用100部。';
    const story = '记者从市住建局获悉，去年我市将老旧小区加装电梯列入为民办实事项目，惠及居民1500余户，审批流程也大为简化。';
    const links = Array.from({ length: 12 }, (_, i) => `<li><a href="/n/${i}.html">市住建局召开第${i + 1}次加装电梯工作推进会议</a></li>`).join('');
    // A box of links beside the body keeps the pick on div.content, with the standfirst outside it.
    const body = `<div class="content"><p>${story.repeat(3)}</p><p>${story.repeat(3)}</p><p>${story.repeat(2)}</p></div><div class="box"><ul>${links}</ul></div>`;
    const title = '我市老旧小区加装电梯按下快进键 去年46部电梯投入使用';
    const phpcms = doc(`<html><head><title>${title}_临江新闻网</title></head><body><div id="Article"><h1>${title}<br>` +
      `<span>2026-01-12 09:45:18 来源：<a href="/">临江日报</a> 评论：<a href="#c">0</a></span></h1><div class="summary">${deck}</div>${body}</div></body></html>`);
    expect(extract(phpcms, { url: 'https://news.example/a/1.html' }).text).toContain(deck);
    const dedecms = doc(`<html><head><title>${title}_临江新闻网</title></head><body><div class="header"><h1><a href="/"><img src="/logo.png" alt="临江新闻网"></a></h1></div>` +
      `<div class="viewbox"><div class="title"><h2>${title}</h2></div><div class="info">2026-01-12 来源：临江日报</div><div class="intro">${deck}</div>${body}</div></body></html>`);
    expect(extract(dedecms, { url: 'https://news.example/a/2.html' }).text).toContain(deck);
  });

  it('returns ok:false with a note and never throws when there is no article', () => {
    const empty = extract(doc('<html><body><nav><a href="/">Home</a></nav></body></html>'));
    expect(empty.ok).toBe(false);
    expect(empty.note).toBe('no article found');
    const bare = extract(doc(''));
    expect(bare.ok).toBe(false);
  });

  it('finds content that linkedom leaves outside <body> (broken doctype)', () => {
    const page = doc(`<!DOCTYPE htm\n<div id="x"><p>${SENTENCE.repeat(4)}</p><p>${SENTENCE.repeat(2)}</p></div>`);
    expect(extract(page).text).toContain('The council voted');
  });
  it("reads an API reference's responses drawn as disclosure buttons, not the short labels of a page's buttons", () => {
    const response = (status: number, text: string) => `<button type="button" aria-expanded="false"><div><span>${status}</span><div><p>${text}</p></div></div></button>`;
    const page = doc(`<html><head><title>Create a bridge</title></head><body><article><h1>Create a bridge</h1>
      <p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p>
      <h2>Responses</h2><div>${response(201, 'Bridge created')}${response(402, 'Insufficient balance on the account')}</div>
      <div><button><p>Listen</p></button><button><p>4 replies</p></button></div><p>${SENTENCE.repeat(2)}</p></article></body></html>`);
    const result = extract(page);
    expect(result.text).toContain('Bridge created');
    expect(result.text).toContain('Insufficient balance on the account');
    expect(result.text).not.toMatch(/Listen|4 replies/);
    expect(result.html).not.toContain('<button');
  });
});

describe('extractFullPage', () => {
  it('keeps the whole body but not navigation, scripts or hidden parts', () => {
    const page = newsPage('<div hidden><p>invisible words</p></div><script>var tracking = 1;</script>');
    const result = extractFullPage(page);
    expect(result.method).toBe('fullpage');
    expect(result.text).toContain('The council voted');
    expect(result.text).toContain('I completely disagree');
    expect(result.text).not.toContain('Sport');
    expect(result.text).not.toContain('invisible words');
    expect(result.html).not.toContain('tracking');
  });
});

describe('extractFromRoot (selection)', () => {
  it('cleans the selected copy and reads metadata from the document', () => {
    const page = newsPage();
    const container = page.createElement('div');
    container.innerHTML = `<p onclick="x()">Selected <a href="/rel">words</a>.</p><script>bad()</script>`;
    const result = extractFromRoot(container, page, { url: 'https://town.example/a/' });
    expect(result.method).toBe('selection');
    expect(result.text).toBe('Selected words.');
    expect(result.html).toContain('href="https://town.example/rel"');
    expect(result.html).not.toContain('onclick');
    expect(result.metadata.title).toBe('Bridge to be rebuilt');
  });
});

describe('a page of several files', () => {
  it("keeps a gist's code file beside its README: boxes of one class, the pick in one and code in the other", () => {
    const row = (n: number, code: string) => `<tr><td class="blob-num" data-line-number="${n}"></td><td class="blob-code blob-code-inner">${code}</td></tr>`;
    const lines = Array.from({ length: 14 }, (_, i) => row(i + 1, `local value_${i} = tonumber(ARGV[${i + 1}]) or default_${i}`)).join('');
    const readme = `<p>${SENTENCE.repeat(3)}</p><p>${SENTENCE.repeat(2)}</p><p>${SENTENCE.repeat(3)}</p>`;
    const doc = parseHTML(`<!doctype html><html><head><title>Token bucket</title></head><body><div id="files">` +
      `<div id="file-readme-md" class="file"><div class="file-header"><strong>README.md</strong></div><div class="Box-body readme"><article class="markdown-body">${readme}</article></div></div>` +
      `<div id="file-bucket-lua" class="file"><div class="file-header"><strong>bucket.lua</strong></div><div class="Box-body blob-wrapper type-lua"><table class="highlight">${lines}</table></div></div>` +
      `</div></body></html>`).document as unknown as Document;
    const result = extract(doc);
    expect(result.text).toContain(SENTENCE.trim());
    expect(result.text).toContain('local value_13 = tonumber(ARGV[14]) or default_13');
    expect(result.html).toContain('language-lua');
  });
});
