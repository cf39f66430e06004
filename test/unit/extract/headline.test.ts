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

  it('takes nothing when the line before the article is plain text, links, a masthead date or a site name', () => {
    for (const before of [
      '<div>Thai court clears way for Thaksin allies</div>',
      '<div class="headline"><a href="/prev">« Previous story</a> | <a href="/">Main</a></div>',
      '<h3>WirelessWeek - January 14, 2008</h3>',
      '<h2>THE PRESS-ENTERPRISE</h2>',
    ]) {
      expect(extract(doc(`${nav}${before}<div class="story">${STORY}</div>`)).metadata.title).toBe('');
    }
  });
});
