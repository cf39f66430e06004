// The deep pass on a fake IndexedDB: which clips it scans (filters, ranked hits left out), which it returns
// (bodies longer than the indexed lead holding every term), its limit, and that a retired pass never reports.
// Run here on the page-thread path (Node has no module workers); deep-worker.test.ts runs the worker.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeepFound } from '../../../src/library/deep-messages';
import { DeepSearch, type DeepListener, type DeepWorker } from '../../../src/library/deep-search';
import { deepCandidates, NO_FILTERS } from '../../../src/library/filter';
import type { Clip } from '../../../src/shared/clip';
import { summarise } from '../../../src/shared/search/sync';
import { ClipStore } from '../../../src/shared/store';
import { makeClip } from '../export/fixtures';

const filler = 'The weather was mild and the market was quiet that week. '.repeat(100);
const hanFiller = '城市的早晨很安静，街道上只有几个行人。'.repeat(200);

const clips: Clip[] = [
  makeClip('deep-en', { text: `${filler}Then the zeppelin landed.`, created: 5, notebook: 'Travel' }),
  makeClip('deep-zh', { text: `${hanFiller}最后提到了飞艇码头。`, created: 4, lang: 'zh-CN', notebook: '旅行' }),
  makeClip('short-en', { text: 'A zeppelin, briefly.', created: 3 }),
  makeClip('deep-both', { text: `${filler}zeppelin and 飞艇码头 together.`, created: 2, tags: ['air'] }),
  makeClip('deep-none', { text: `${filler}Nothing to see.`, created: 1 }),
];

let store: ClipStore;
beforeAll(async () => {
  store = await ClipStore.open('deep-search-test');
  await store.putMany(clips);
});

interface Outcome {
  found: DeepFound[];
  done: number | null;
  failed: string | null;
}

function recorder(): { outcome: Outcome; listener: DeepListener; finished: Promise<void> } {
  const outcome: Outcome = { found: [], done: null, failed: null };
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const listener: DeepListener = {
    found: (found) => outcome.found.push(...found),
    done: (scanned) => {
      outcome.done = scanned;
      finish();
    },
    failed: (message) => {
      outcome.failed = message;
      finish();
    },
  };
  return { outcome, listener, finished };
}

const allIds = clips.map((clip) => clip.id);
const noWorker = () => null;

describe('deep pass candidates', () => {
  const ordered = clips.map(summarise);
  it('are the filtered clips newest first, without the ranked hits', () => {
    expect(deepCandidates(ordered, [], NO_FILTERS)).toEqual(allIds);
    expect(deepCandidates(ordered, [{ id: 'deep-en', score: 1, terms: [] }], NO_FILTERS)).toEqual(allIds.slice(1));
    expect(deepCandidates(ordered, [], { ...NO_FILTERS, notebook: 'Travel' })).toEqual(['deep-en']);
    expect(deepCandidates(ordered, [], { ...NO_FILTERS, lang: 'zh' })).toEqual(['deep-zh']);
    expect(deepCandidates(ordered, [], { ...NO_FILTERS, tag: 'air' })).toEqual(['deep-both']);
  });
});

describe('deep pass', () => {
  it('returns long clips holding every term past their lead, with a snippet around the match', async () => {
    const deep = new DeepSearch(store, noWorker);
    const { outcome, listener, finished } = recorder();
    deep.start({ query: 'Zeppelin', ids: [...allIds, 'deleted-meanwhile'], limit: 100 }, listener);
    await finished;
    // short-en holds the word too, but the index holds its whole body: the ranked search answers for it.
    expect(outcome.found.map((found) => found.id)).toEqual(['deep-en', 'deep-both']);
    expect(outcome.found[0]!.snippet).toMatch(/^….*Then the zeppelin landed\.$/);
    expect(outcome.done).toBe(allIds.length + 1);
  });

  it('combines terms with AND, Chinese as substrings', async () => {
    const deep = new DeepSearch(store, noWorker);
    const chinese = recorder();
    deep.start({ query: '飞艇码头', ids: allIds, limit: 100 }, chinese.listener);
    await chinese.finished;
    expect(chinese.outcome.found.map((found) => found.id)).toEqual(['deep-zh', 'deep-both']);
    expect(chinese.outcome.found[0]!.snippet).toContain('飞艇码头');
    const both = recorder();
    deep.start({ query: 'zeppelin 飞艇', ids: allIds, limit: 100 }, both.listener);
    await both.finished;
    expect(both.outcome.found.map((found) => found.id)).toEqual(['deep-both']);
  });

  it('stops at its limit', async () => {
    const deep = new DeepSearch(store, noWorker);
    const { outcome, listener, finished } = recorder();
    deep.start({ query: 'zeppelin', ids: allIds, limit: 1 }, listener);
    await finished;
    expect(outcome.found.map((found) => found.id)).toEqual(['deep-en']);
    expect(outcome.done).toBeLessThan(allIds.length);
  });

  it('never reports a pass that a new query or a stop retired', async () => {
    const deep = new DeepSearch(store, noWorker);
    const old = recorder();
    const stopped = recorder();
    const latest = recorder();
    deep.start({ query: 'zeppelin', ids: allIds, limit: 100 }, old.listener);
    deep.start({ query: 'weather', ids: allIds, limit: 100 }, stopped.listener);
    deep.stop();
    deep.start({ query: '飞艇', ids: allIds, limit: 100 }, latest.listener);
    await latest.finished;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(old.outcome).toEqual({ found: [], done: null, failed: null });
    expect(stopped.outcome).toEqual({ found: [], done: null, failed: null });
    expect(latest.outcome.found.map((found) => found.id)).toEqual(['deep-zh', 'deep-both']);
  });

  it('moves the pass to the page when the worker script does not load', async () => {
    const listeners: Array<(event: ErrorEvent) => void> = [];
    const posted: unknown[] = [];
    let terminated = false;
    const brokenWorker: DeepWorker = {
      postMessage: (message) => posted.push(message),
      addEventListener: (type: 'message' | 'error', listener: (event: never) => void) => {
        if (type === 'error') listeners.push(listener as (event: ErrorEvent) => void);
      },
      terminate: () => {
        terminated = true;
      },
    };
    const deep = new DeepSearch(store, () => brokenWorker);
    const { outcome, listener, finished } = recorder();
    deep.start({ query: 'zeppelin', ids: allIds, limit: 100 }, listener);
    expect(posted).toHaveLength(1);
    for (const fail of listeners) fail(Object.assign(new Event('error', { cancelable: true }), { message: 'module script failed' }) as ErrorEvent);
    await finished;
    expect(terminated).toBe(true);
    expect(outcome.found.map((found) => found.id)).toEqual(['deep-en', 'deep-both']);
  });
});
