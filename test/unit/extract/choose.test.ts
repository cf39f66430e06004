import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';

const PROSE = 'Every morning I open the same apps and tabs, so I wrote a script that does it for me before coffee. ';
const CODE = Array.from({ length: 300 }, (_, i) => `    "service_${i}": run_command(["open", "-a", "App${i}"], shell=False),`).join('\n');

function doc(body: string): Document {
  return parseHTML(`<!doctype html><html><head><title>Automating my morning</title></head><body>${body}</body></html>`)
    .document as unknown as Document;
}

describe('choosing the article node', () => {
  it('takes the article around a long code block, not the code block alone', () => {
    // A <pre> has much text and almost no tags, so its density outscored the article holding it (WCXB dev-0382).
    // The article's own markup (paragraph wrappers, inline spans, empty ad slots) lowers its text density.
    const para = `<div class="block"><div class="inner"><p><span>${PROSE}</span><span>${PROSE}</span></p></div><div class="ad-slot"><div></div><div></div></div></div>`;
    const article = `<article>${para.repeat(6)}<pre>${CODE}</pre>${para}</article>`;
    const result = extract(doc(`<nav><a href="/">Home</a></nav>${article}<footer>Contact us</footer>`));
    expect(result.text).toContain('Every morning I open the same apps');
    expect(result.text).toContain('"service_299": run_command');
    expect(result.html).toContain('<pre>');
  });

  it('still takes a page that is one preformatted text', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Line ${i} of a plain text document, as a browser shows a .txt file.`).join('\n');
    const result = extract(doc(`<pre>${text}</pre>`));
    expect(result.text).toContain('Line 0 of a plain text document');
    expect(result.text).toContain('Line 39 of a plain text document');
  });

  const STORY_LINE = 'Walker scored twice in the final five minutes as the Rocket beat the Eagles 4-3 before 3,502 fans. ';
  const NOTICE =
    '<td class="fine"><p>The Daily Courier, a division of Harbour Media Inc.</p><p>1601 Lower Water Street, P.O. Box 8330, Halifax, Nova Scotia.</p>' +
    '<p>Contents of this website are copyright &copy; The Daily Courier, all rights reserved. No part of it may be reproduced, stored or sent in any form without written permission of the publisher.</p>' +
    '<p>The Daily Courier covers Halifax, the hub of Atlantic Canada, with news, sports, business and entertainment for readers across the region every day of the year.</p>' +
    '<p>Letters to the editor, news tips and corrections go to the newsroom at the address above; delivery and subscription questions go to the circulation desk, open weekdays from eight to five.</p></td>';
  const nav = Array.from({ length: 80 }, (_, i) => `<div><a href="/s${i}">Section number ${i}</a></div>`).join('');

  it('passes over a short legal notice at the foot of the page that outscores the story above it', () => {
    // Old table-laid pages: the footer cell is dense unlinked prose (L3S-GN1 b8702037, DAnIEL cbbn.net).
    const story = `<td class="story"><font size=3><b>Rocket down Eagles</b></font><br><font>${STORY_LINE}</font><font>${STORY_LINE}</font><br><br><font>${STORY_LINE}</font><br><br><span><font>${STORY_LINE}</font></span><br><br><i>Photo: staff</i> <a href="/s">Sports</a> <a href="/n">News</a></td>`;
    const page = `<table><tr><td class="nav">${nav}</td>${story}</tr><tr><td colspan="2"><table><tr>${NOTICE}</tr></table></td></tr></table>`;
    const result = extract(doc(page), { allowReadabilityFallback: false });
    expect(result.text).toContain('Walker scored twice');
    expect(result.text).not.toContain('written permission');
  });

  it('keeps a story that carries its own copyright line over prose that follows it', () => {
    const aside = `<div class="more"><p>${'The arena will host the provincial finals next spring, with tickets on sale from March at the box office. '.repeat(3)}</p><p>${'Parking is free after six on game nights. '.repeat(3)}</p></div>`;
    const story = `<div class="story"><p>${STORY_LINE.repeat(3)}</p><p>${STORY_LINE.repeat(2)}</p><p>&copy; 2008 The Canadian Press. All rights reserved.</p></div>`;
    const result = extract(doc(`<table><tr><td>${nav}</td><td>${story}</td></tr><tr><td colspan="2">${aside}</td></tr></table>`), { allowReadabilityFallback: false });
    expect(result.text).toContain('Walker scored twice');
    expect(result.text).toContain('All rights reserved');
  });
});
