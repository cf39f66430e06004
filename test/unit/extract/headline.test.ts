import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';

function doc(body: string): Document {
  // No <title>, no og:title, no <h1>: an old page saved without its head, as many L3S-GN1 pages are.
  return parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;
}

const STORY = '<p>Former Williams driver Alex Wurz has joined Honda as their test and reserve driver for the coming season, the team said on Thursday.</p>'.repeat(6);
const nav = '<table><tr><td><a href="/">Home</a> | <a href="/f1">Formula One</a> | <a href="/rally">Rally</a></td></tr></table>';

describe('a title from the headline before the article, on a page that names none', () => {
  it("takes the headline cell over the story's cell, past its dateline", () => {
    const result = extract(doc(`${nav}<table class="story-table"><tr><td class="story-title">Wurz joins Honda as test driver</td></tr>` +
      `<tr><td>Thursday, 10 January, 2008, 09:14</td></tr><tr><td class="story">${STORY}</td></tr></table>`));
    expect(result.metadata.title).toBe('Wurz joins Honda as test driver');
    expect(result.debug.some((entry) => /headline before the article/.test(entry.reason))).toBe(true);
  });

  it('takes a heading or a bold line, and a NewsML <headline>', () => {
    expect(extract(doc(`${nav}<h3><font>Reports: Taiwan opposition surges to big lead</font></h3><div class="story">${STORY}</div>`)).metadata.title)
      .toBe('Reports: Taiwan opposition surges to big lead');
    expect(extract(doc(`${nav}<div><b>Thai court clears way for Thaksin allies</b></div><div class="story">${STORY}</div>`)).metadata.title)
      .toBe('Thai court clears way for Thaksin allies');
    expect(extract(doc(`${nav}<newscomponent><newslines><headline>New York City's carriage horses may disappear</headline></newslines><div class="story">${STORY}</div></newscomponent>`)).metadata.title)
      .toBe("New York City's carriage horses may disappear");
  });

  it('looks past a byline run into a dateline and a bar of links between the headline and the article', () => {
    const result = extract(doc(`${nav}<h2>Anand draws with Aronian, Negi posts third win</h2><div class="postinfo">By Agencies on Friday, January 18, 2008Filed Under: Sports</div>` +
      `<div class="tools"><a href="/talk">4 TalkBacks</a> <a href="/share">Share</a> <a href="/digg">Digg</a> <a href="/print">Print</a></div><div class="entry">${STORY}</div>`));
    expect(result.metadata.title).toBe('Anand draws with Aronian, Negi posts third win');
  });

  it("takes a headline in plain type when it shares a key word with the story (BBC's <div class=\"sh\">), and not one that opens in lower case", () => {
    expect(extract(doc(`${nav}<div class="mxb"><div class="sh">Honda signs Wurz as test driver</div></div><div class="story">${STORY}</div>`)).metadata.title)
      .toBe('Honda signs Wurz as test driver');
    expect(extract(doc(`${nav}<div>with our Honda feed</div><div class="story">${STORY}</div>`)).metadata.title).toBe('');
  });

  it("looks past a count and a photo's credit between the headline and the article", () => {
    expect(extract(doc(`${nav}<h4>Wurz joins Honda as test driver</h4><ul><li><a href="/up">Recommend</a></li><li>1</li></ul><p>© AP</p><div class="story">${STORY}</div>`)).metadata.title)
      .toBe('Wurz joins Honda as test driver');
  });

  it('takes nothing when the line before the article is plain text, links, a masthead date or a site name', () => {
    for (const before of [
      '<div>Thai court clears way for Thaksin allies</div>',
      '<div class="headline"><a href="/prev">« Previous story</a> | <a href="/">Main</a></div>',
      '<h3>WirelessWeek - January 14, 2008</h3>',
      '<h2>THE PRESS-ENTERPRISE</h2>',
      '<h3>Sponsored by: Countrywide Home Loans</h3>',
      '<h3>News from the Caribbean for</h3>',
    ]) {
      expect(extract(doc(`${nav}${before}<div class="story">${STORY}</div>`)).metadata.title).toBe('');
    }
  });
});

describe("a headline for a page whose <title> names only the site", () => {
  const page = (title: string, before: string) => parseHTML(`<!doctype html><html><head><title>${title}</title></head><body>${nav}${before}<div class="story">${STORY}</div></body></html>`).document as unknown as Document;

  it("takes the headline when the <title> shares no word with the article's opening", () => {
    const result = extract(page('SuperSoccer | Football news, fixtures, results', '<div class="headline">Wurz joins Honda as test driver</div>'));
    expect(result.metadata.title).toBe('Wurz joins Honda as test driver');
    expect(result.debug.some((entry) => /title names the site/.test(entry.reason))).toBe(true);
  });

  it("keeps a <title> the page sets as its <h1>, and not a logo's <h1> linking home", () => {
    const withH1 = (h1: string) => parseHTML(`<!doctype html><html><head><title>SuperSoccer | Football news, fixtures, results</title></head><body>${h1}${nav}<div class="headline">Wurz joins Honda as test driver</div><div class="story">${STORY}</div></body></html>`).document as unknown as Document;
    expect(extract(withH1('<h1>Football news, fixtures, results</h1>')).metadata.title).toBe('Football news, fixtures, results');
    expect(extract(withH1('<h1><a href="/">Football news, fixtures, results</a></h1>')).metadata.title).toBe('Wurz joins Honda as test driver');
  });

  it("takes a headline in plain type that the story's opening retells, and not an address or a label line", () => {
    expect(extract(page('Sports Sports section front', '<div>Wurz joins Honda as test driver</div>')).metadata.title).toBe('Wurz joins Honda as test driver');
    expect(extract(page('Sports Sports section front', '<div>23 Honda Road Newton Swansea Tel 01792-360673</div>')).metadata.title).toBe('Sports Sports section front');
    expect(extract(page('Sports Sports section front', '<div>Word Count: 676</div>')).metadata.title).toBe('Sports Sports section front');
  });

  it('keeps a <title> that shares a word with the article, and one with no headline to give way to', () => {
    expect(extract(page('Honda signs Wurz - SuperSoccer', '<div class="headline">Wurz joins Honda as test driver</div>')).metadata.title).toBe('Honda signs Wurz');
    // The site's own title, as the page's metadata reads it (its name stripped), stays.
    const siteTitle = extract(page('SuperSoccer | Football news, fixtures, results', '')).metadata.title;
    expect(siteTitle).toBe('Football news, fixtures, results');
    expect(extract(page('SuperSoccer | Football news, fixtures, results', '<div class="headline">By Agencies - January 10, 2008</div>')).metadata.title).toBe(siteTitle);
    // A headline sharing no word with the article either is no surer than the <title>.
    expect(extract(page('SuperSoccer | Football news, fixtures, results', '<h2>Rally championship calendar announced</h2>')).metadata.title).toBe(siteTitle);
  });
});

describe("a headline for an article whose og:title is the site's own name", () => {
  const page = (siteName: string, before: string) => parseHTML(`<!doctype html><html><head><meta property="og:site_name" content="${siteName}"><meta property="og:title" content="Honda Racing News"></head><body>${nav}<table><tr><td>${before}</td></tr></table><div class="story">${STORY}</div></body></html>`).document as unknown as Document;

  it('takes the plain headline before the article, as on a page with no title', () => {
    expect(extract(page('Honda Racing News', 'Wurz joins Honda as test driver')).metadata.title).toBe('Wurz joins Honda as test driver');
    // Another site's name: the og:title is the page's own and stays.
    expect(extract(page('SuperSoccer', 'Wurz joins Honda as test driver')).metadata.title).toBe('Honda Racing News');
  });
});

describe('the headline search on a hostile page', () => {
  it('survives markup nested deeper than the call stack goes before the article', () => {
    const depth = 20000;
    const nested = `${'<div>'.repeat(depth)}<b>Deep headline over the story</b>${'</div>'.repeat(depth)}`;
    const result = extract(doc(`${nested}<div class="story">${STORY}</div>`));
    expect(result.ok).toBe(true);
    expect(result.text).toContain('Alex Wurz has joined Honda');
  });
});

describe('a headline the article opens with, past its dateline', () => {
  it('takes an <h2> after a dateline and a line of links as the title, and leaves the body without it', () => {
    const result = extract(doc(`${nav}<div class="story"><p>October 10, 2004</p><p><a href="/prev">[Date Prev]</a> <a href="/next">[Date Next]</a></p>` +
      `<h2>New software gives kids hands-free computer control</h2>${STORY}</div>`));
    expect(result.metadata.title).toBe('New software gives kids hands-free computer control');
    expect(result.text).not.toContain('New software gives kids');
  });

  it('takes no plain line after a byline: it is more of the byline', () => {
    const result = extract(doc(`${nav}<div class="story"><p>By DOUG FERGUSON</p><p>AP Golf Writer</p>${STORY}</div>`));
    expect(result.metadata.title).toBe('');
    expect(result.text).toContain('AP Golf Writer');
  });
});

describe('a bold run the article opens with, before its first block', () => {
  it("takes an old page's large bold headline over the story's paragraphs, in place of the site's <title>", () => {
    const page = parseHTML(`<!doctype html><html><head><title>The Daily Update Service</title></head><body>${nav}` +
      `<font style="margin-left:2pt"><font class="storyhead" size="4"><b>Wurz joins Honda as test driver</b></font>\n${STORY.replace(/<p>/g, '<p style="margin-left:2pt">')}</font></body></html>`).document as unknown as Document;
    const result = extract(page);
    expect(result.metadata.title).toBe('Wurz joins Honda as test driver');
    expect(result.text).not.toContain('Wurz joins Honda as test driver');
  });

  it('takes no run in plain type, nor one that runs on into the text', () => {
    const plain = parseHTML(`<!doctype html><html><body>${nav}<div><span>Wurz joins Honda as test driver</span>${STORY}</div></body></html>`).document as unknown as Document;
    expect(extract(plain).metadata.title).toBe('');
    const runOn = parseHTML(`<!doctype html><html><body>${nav}<div><b>Wurz joins Honda</b> as test driver, the team said.${STORY}</div></body></html>`).document as unknown as Document;
    expect(extract(runOn).metadata.title).toBe('');
  });
});

describe("the article's headline as the title, when the <title> is it and the site's part", () => {
  const titled = (title: string, body: string) =>
    parseHTML(`<!doctype html><html><head><title>${title}</title></head><body>${nav}${body}</body></html>`).document as unknown as Document;

  it('takes the heading the article opens with for a <title> that adds the site before or after it, and leaves the body without it', () => {
    const prefixed = extract(titled(`Stereophile: Matsushita's "Sound Window"`, `<div class="story"><h1>Matsushita's "Sound Window"</h1>${STORY}</div>`));
    expect(prefixed.metadata.title).toBe(`Matsushita's "Sound Window"`);
    expect(prefixed.text).not.toContain('Sound Window"\n');
    // The site's part after the headline, its hyphen set without a space before it, and the headline an <h3> past a dateline.
    const suffixed = extract(titled('Biotech Products Rigorously Regulated, U.S. Official Says- U.S. Department Of State',
      `<div class="story"><p>Thu, January 10, 2008</p><h3>Biotech Products Rigorously Regulated, U.S. Official Says</h3>${STORY}</div>`));
    expect(suffixed.metadata.title).toBe('Biotech Products Rigorously Regulated, U.S. Official Says');
    expect(suffixed.text).toContain('Thu, January 10, 2008');
    expect(suffixed.text).not.toContain('Official Says');
  });

  it("keeps a subtitle after a colon, and a heading that is not a whole part of the <title>", () => {
    const subtitled = extract(titled('How to Run a Content Audit: A Step-by-Step Guide', `<div class="story"><h2>How to Run a Content Audit</h2>${STORY}</div>`));
    expect(subtitled.metadata.title).toBe('How to Run a Content Audit: A Step-by-Step Guide');
    // "Wurz joins Honda" opens the <title> but ends mid-phrase: no separator follows it.
    const partial = extract(titled('Wurz joins Honda as test driver', `<div class="story"><h2>Wurz joins Honda</h2>${STORY}</div>`));
    expect(partial.metadata.title).toBe('Wurz joins Honda as test driver');
  });
});
