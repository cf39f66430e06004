import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';

const SENTENCE = 'The council voted on Tuesday to rebuild the old bridge, a decision that ends years of debate. ';

function doc(body: string): Document {
  return parseHTML(`<!doctype html><html><head><title>Bridge to be rebuilt</title></head><body>${body}</body></html>`)
    .document as unknown as Document;
}

const story = (paragraphs: number) => Array.from({ length: paragraphs }, (_, i) => `<p>${SENTENCE.repeat(2)} Paragraph ${i}.</p>`).join('');
const links = (label: string, count: number) =>
  `<div class="box"><b>${label}</b><ul>${Array.from({ length: count }, (_, i) => `<li><a href="/s/${i}">${label} headline number ${i}</a></li>`).join('')}</ul></div>`;

describe('link lists inside the article', () => {
  it('leaves out a headline list that sits inside the story column, not only at its end', () => {
    const result = extract(doc(`<div id="column">${story(3)}${links('Top news', 6)}${story(3)}</div>`));
    expect(result.text).toContain('Paragraph 2.');
    expect(result.text).toContain('Paragraph 0.');
    expect(result.text).not.toContain('Top news headline number');
    expect(result.debug.some((entry) => entry.step === 'prune' && /list of links/.test(entry.reason))).toBe(true);
  });

  it('keeps a list of links the sentence before it introduces, and still leaves out a labelled one', () => {
    const functions = ['deepEqual', 'equal', 'notDeepEqual', 'notEqual'].map((name) => `<li><a href="#assert_${name}">assert.${name}()</a></li>`).join('');
    const result = extract(doc(`<div id="column">${story(3)}<p>Legacy assertion mode uses the == operator in:</p><ul>${functions}</ul>` +
      `${story(2)}<p>Related:</p><ul>${functions.replace(/assert\./g, 'related.')}</ul>${story(2)}</div>`));
    expect(result.text).toContain('assert.notDeepEqual()');
    expect(result.text).not.toContain('related.notDeepEqual()');
  });

  it("leaves out a box for the reader's own words (ask a question, submit a tip), not a code editor's text area nor a comment form's cut", () => {
    const ask = '<div class="qa_ask"><span>Ask a Question</span><textarea placeholder="200 characters left"></textarea><p>Include your email address to get a message when this question is answered.</p><button>Submit</button></div>';
    const tip = '<div class="addTipElement"><p>Submit a Tip</p><p>All tip submissions are carefully reviewed before being published</p><textarea></textarea><button>Submit</button></div>';
    const editor = '<div class="example"><p>Try the example:</p><textarea class="code" data-lang="js">const total = [1, 2, 3].reduce((a, b) => a + b, 0);\nconsole.log(total);</textarea></div>';
    const result = extract(doc(`<div id="column">${story(3)}${ask}${story(2)}${tip}${editor}${story(2)}</div>`));
    expect(result.text).toContain('Paragraph 1.');
    expect(result.text).not.toContain('Ask a Question');
    expect(result.text).not.toContain('Include your email address');
    expect(result.text).not.toContain('All tip submissions');
    expect(result.text).toContain('reduce((a, b) => a + b, 0)');
    expect(result.debug.filter((entry) => /reader's own words/.test(entry.reason))).toHaveLength(2);
  });

  it('keeps links that are a sentence\'s words', () => {
    const linked = `<p>The <a href="/a">council</a> and the <a href="/b">mayor</a> met the <a href="/c">engineers</a> on Tuesday.</p>`;
    const result = extract(doc(`<div id="column">${story(4)}${linked}</div>`));
    expect(result.text).toContain('met the engineers on Tuesday');
  });

  it('keeps every link of a page that is a list of links (a directory or listing)', () => {
    const result = extract(doc(`<div id="list"><p>${SENTENCE}</p>${links('Directory', 12)}${links('More', 12)}<p>${SENTENCE}</p></div>`));
    expect(result.text).toContain('Directory headline number 11');
    expect(result.text).toContain('More headline number 3');
    expect(result.debug.some((entry) => /list of links/.test(entry.reason))).toBe(false);
  });

  it('leaves out headline lists that outweigh a short story in its column, and keeps the story', () => {
    const column = `<div id="story">${story(4)}<div class="tabs">${links('Latest News', 10)}${links('Most Viewed', 10)}${links('Most Emailed', 10)}</div></div>`;
    const result = extract(doc(column));
    expect(result.text).toContain('Paragraph 2.');
    expect(result.text).not.toContain('Most Viewed headline number');
    expect(result.text).not.toContain('Latest News headline number 9');
  });

  const teasers = (count: number) =>
    `<div class="lineup"><h3>More headlines</h3><dl>${Array.from({ length: count }, (_, i) =>
      `<dt><a href="/t/${i}">Ferry service resumes on route number ${i}</a></dt><dd>The operator said sailings would return to the normal timetable by the weekend, after repairs.</dd>`).join('')}</dl></div>`;

  it('leaves out a list of headline teasers (a linked headline and a summary, repeated) that looks like prose', () => {
    const result = extract(doc(`<div id="column">${story(4)}${teasers(5)}</div>`));
    expect(result.text).toContain('Paragraph 3.');
    expect(result.text).not.toContain('Ferry service resumes');
    expect(result.text).not.toContain('normal timetable');
    expect(result.debug.some((entry) => entry.step === 'prune' && /headline teasers/.test(entry.reason))).toBe(true);
  });

  it("leaves out a carousel of post cards (a slide around each card, a thumbnail before its headline) with its header box", () => {
    const card = (i: number) => `<div class="swiper-slide"><div class="article-item"><figure class="article-item__img"><a href="/blogs/news/${i}"><picture><img src="/t${i}.jpg" alt=""></picture></a></figure>` +
      `<h3 class="article-item__title"><a href="/blogs/news/${i}">Desk organization guide number ${i}: cables, shelves and lamps</a></h3>` +
      `<div class="article-item__excerpt">Your workspace does not have to look like a server room. Here is how to tame the wires for good.</div><div class="article-item__date">Mar ${i}, 2026</div></div></div>`;
    const page = `<main id="main"><section class="shopify-section article"><h1>Bridge to be rebuilt</h1>${story(6)}</section>` +
      `<section class="shopify-section rich-text-cta"><header class="rich-text-cta__header"><h2>Built to Last a Lifetime.</h2></header><div class="rich-text-cta__text"><p>Here at our workshop we make desks designed to bring calm and focus.</p></div></section>` +
      `<section class="shopify-section blog-carousel"><div class="wrapper"><div class="carousel__header"><h2 class="carousel__title">Blog.</h2><button aria-label="Previous"></button></div>` +
      `<div><div class="swiper"><div class="swiper-wrapper">${[1, 2, 3, 4].map(card).join('')}</div></div></div></div></section></main>`;
    const result = extract(doc(page));
    expect(result.text).toContain('Paragraph 5.');
    expect(result.text).not.toContain('Desk organization guide');
    expect(result.text).not.toContain('server room');
    expect(result.text).not.toMatch(/^Blog\.$/m);
  });

  it('leaves out one or two links to other stories under a "Read more:" label between the paragraphs, and keeps a sentence with links', () => {
    const readMore = (n: number) => `<div class="sc-5ym0an-0"><p><strong>Read more:</strong></p><ul>${Array.from({ length: n }, (_, i) => `<li><a href="/s/${i}">Coastal erosion story number ${i} on the east coast</a></li>`).join('')}</ul></div>`;
    const linked = '<div class="note">See the <a href="/plan">council plan</a> and the <a href="/map">flood map</a> for where the new homes will be built.</div>';
    const result = extract(doc(`<div id="column">${story(2)}${readMore(2)}${story(2)}${readMore(1)}${linked}${story(2)}</div>`));
    expect(result.text).not.toContain('Coastal erosion story');
    expect(result.text).not.toContain('Read more:');
    expect(result.text).toContain('for where the new homes will be built');
    expect(result.text).toContain('Paragraph 1.');
    // The label as a heading of its own, without a colon (聯合新聞網's "延伸閱讀").
    const udn = `<div class="story-list__news"><div class="story-list__text"><h3>延伸閱讀</h3><a href="/s/1">北部春雨偏少 水利署：啟動人工增雨作業</a><a href="/s/2">竹科用水吃緊？業者：已備妥水車與再生水</a></div></div>`;
    const other = `<div class="facts"><h3>Key facts</h3><a href="/s/3">Reservoir levels by month</a></div>`;
    const second = extract(doc(`<div id="column">${story(2)}${udn}${story(2)}${other}${story(2)}</div>`));
    expect(second.text).not.toContain('延伸閱讀');
    expect(second.text).not.toContain('北部春雨偏少');
    expect(second.text).toContain('Reservoir levels by month');
    // ... or as a span before the links (The Times of India's, NDTV's), with no space between label and link.
    const toi = `<div class="_3HsIi alsoread"><span class="_2XmqO">ALSO READ</span><a href="/s/4">Metro line to get trains every 8 minutes from February</a></div>`;
    const ndtv = `<div class="rltd-stry"><span class="rltd-stry_ttl">Also Read</span><ul><li><a href="/s/5">Dense fog delays over 100 flights at the airport</a></li><li><a href="/s/6">Orange alert as minimum temperature drops</a></li></ul></div>`;
    const third = extract(doc(`<div id="column">${story(2)}${toi}${story(2)}${ndtv}${story(2)}</div>`));
    expect(third.text).not.toContain('ALSO READ');
    expect(third.text).not.toContain('Metro line to get trains');
    expect(third.text).not.toContain('Dense fog delays');
    expect(third.text).toContain('Paragraph 1.');
  });

  it('keeps cards whose "headline" holds several links, and lists of fewer than three teasers', () => {
    const cards = `<div class="picks">${Array.from({ length: 4 }, (_, i) =>
      `<div class="card"><div class="top"><a href="/p/${i}">Camera model number ${i}</a> <a href="/buy/${i}">$74.99</a></div><div class="features">Resolution: 5MP, night vision to 100 feet, audio and person detection.</div></div>`).join('')}</div>`;
    const result = extract(doc(`<div id="column">${story(2)}${teasers(2)}${cards}${story(2)}</div>`));
    expect(result.text).toContain('Camera model number 3');
    expect(result.text).toContain('Ferry service resumes on route number 1');
    expect(result.debug.some((entry) => /headline teasers/.test(entry.reason))).toBe(false);
  });
});
