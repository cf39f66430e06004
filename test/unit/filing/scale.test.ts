// What filing costs on a library of 1,000 clips (fake-indexeddb in Node, so slower than Chromium's IndexedDB):
// the first rebuild, a restart that reads the snapshot and catches up one change, and one suggestion.
// Timings are printed, not asserted; the test checks that the numbers are for a correct result.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/shared/clip';
import { FilingService, SNAPSHOT_KEY } from '../../../src/shared/filing';
import { digestOf } from '../../../src/shared/filing/digest';
import { ClipStore } from '../../../src/shared/store';
import { articleDraft, articleHtml, articleText, COOKING, DATABASES, FILM, GOSSIP, type Article } from './articles';

const CLIPS = 1_000;
const SHELVES: Array<[string, string, Article[]]> = [
  ['Cooking', 'recipe', COOKING.slice(0, 3)],
  ['Databases', 'sql', DATABASES.slice(0, 3)],
  ['Films', 'review', FILM],
  ['Gossip', 'celebrity', GOSSIP.slice(0, 3)],
];

/** Clip i: an article of its shelf with a line of its own, so no two clips have the same words. */
function clipNumber(i: number): Clip {
  const [notebook, tagName, articles] = SHELVES[i % SHELVES.length]!;
  const article = articles[Math.floor(i / SHELVES.length) % articles.length]!;
  const own = `<p>Reader note ${i}: saved for later, see item${i} and folder${i % 37}.</p>`;
  const draft = articleDraft(article, notebook, [tagName, `batch${i % 5}`]);
  return { ...draft, id: `clip-${i}`, url: `${draft.url}/${i}`, excerpt: null, html: draft.html + own, wordCount: 120, created: 1_000 + i, updated: 1_000 + i };
}

const ms = (since: number) => (performance.now() - since).toFixed(0);

describe('filing at 1,000 clips', () => {
  it('rebuilds, reloads, catches up and suggests', { timeout: 120_000 }, async () => {
    const store = await ClipStore.open('pith-filing-scale');
    await store.putMany(Array.from({ length: CLIPS }, (_, i) => clipNumber(i)));

    let started = performance.now();
    const report = await new FilingService(store).sync();
    const rebuildMs = ms(started);
    expect(report).toMatchObject({ rebuilt: true, added: CLIPS });

    const snapshotChars = JSON.stringify(await store.getMeta(SNAPSHOT_KEY)).length;
    const clips = await store.all();
    started = performance.now();
    for (const clip of clips) digestOf(clip);
    const digestMs = ms(started);

    await store.update('clip-0', { notebook: 'Databases' });
    started = performance.now();
    const woken = new FilingService(store);
    const caughtUp = await woken.sync();
    const reloadMs = ms(started);
    expect(caughtUp).toEqual({ rebuilt: false, added: 0, changed: 1, removed: 0 });

    const page = { title: COOKING[3]!.title, html: articleHtml(COOKING[3]!), text: articleText(COOKING[3]!), lang: 'en' };
    const cold = await new FilingService(store).advise(page, []);
    const advice = await woken.advise(page, []);
    expect(advice.suggestion.notebook).toMatchObject({ name: 'Cooking', preselect: true });
    expect(advice.suggestion.tags[0]?.name).toBe('recipe');
    // Without the warm-up in sync(), the first suggestion after a load ranks every class's words itself.
    const again = await woken.advise({ ...page, title: 'Mushroom risotto, again' }, []);
    console.log(
      `filing @${CLIPS} clips (fake-indexeddb): rebuild ${rebuildMs} ms (of which segmenting the clips ${digestMs} ms); ` +
        `snapshot ${(snapshotChars / 1e6).toFixed(2)} M chars as JSON; restart = read snapshot + sync 1 change ${reloadMs} ms; ` +
        `advice on a cold service: sync ${cold.timing.syncMs.toFixed(1)} ms + suggest ${cold.timing.suggestMs.toFixed(1)} ms; ` +
        `after sync(): sync ${advice.timing.syncMs.toFixed(1)} ms + suggest ${advice.timing.suggestMs.toFixed(1)} ms; ` +
        `next: sync ${again.timing.syncMs.toFixed(1)} ms + suggest ${again.timing.suggestMs.toFixed(1)} ms`,
    );
  });
});
