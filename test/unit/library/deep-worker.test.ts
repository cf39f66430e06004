// The deep-pass worker, run in Node on a fake IndexedDB behind the page's DeepSearch: it reads the clips itself,
// answers for the latest pass only, and a new query sent while a pass runs replaces it (no result of the old
// query reaches the page).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeepReply, DeepRequest, DeepStop } from '../../../src/library/deep-messages';
import { DeepSearch, type DeepWorker } from '../../../src/library/deep-search';
import { ClipStore } from '../../../src/shared/store';
import { makeClip } from '../export/fixtures';

const pageSide = new EventTarget();
const workerScope = Object.assign(new EventTarget(), {
  postMessage: (reply: DeepReply) => pageSide.dispatchEvent(new MessageEvent('message', { data: reply })),
});
/** Everything the worker said, to check what it sent for retired passes too. */
const replies: DeepReply[] = [];

/** Stands in for `new Worker(...)`: messages go to the worker module's scope, replies come back. */
const standIn: DeepWorker = {
  postMessage: (message: DeepRequest | DeepStop) => {
    setTimeout(() => workerScope.dispatchEvent(new MessageEvent('message', { data: message })), 0);
  },
  addEventListener: (type: 'message' | 'error', listener: (event: never) => void) => {
    if (type === 'message') pageSide.addEventListener('message', listener as unknown as EventListener);
  },
  terminate: () => {},
};

const filler = 'Ordinary words about ordinary days in an ordinary town. '.repeat(100);
const ids = Array.from({ length: 120 }, (_, i) => `w${String(i).padStart(3, '0')}`);

beforeAll(async () => {
  vi.stubGlobal('self', workerScope);
  pageSide.addEventListener('message', (event) => replies.push((event as MessageEvent<DeepReply>).data));
  await import('../../../src/library/deep-worker');
  const store = await ClipStore.open();
  await store.putMany(ids.map((id, i) => makeClip(id, { created: 1_000 - i, text: `${filler}${i % 3 === 0 ? 'aardvark' : 'badger'} ${i % 2 === 0 ? 'marmot' : ''}` })));
  store.close();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('deep-pass worker', () => {
  it('reads the store itself and reports the latest pass only', async () => {
    const store = await ClipStore.open();
    const deep = new DeepSearch(store, () => standIn);
    const oldFound: string[] = [];
    deep.start({ query: 'badger', ids, limit: 1_000 }, { found: (found) => oldFound.push(...found.map((f) => f.id)), done: () => oldFound.push('DONE'), failed: () => {} });
    const found: string[] = [];
    let scanned = -1;
    await new Promise<void>((resolve, reject) => {
      // The second query arrives while the worker is reading the first's clips.
      setTimeout(() => {
        deep.start({ query: 'aardvark marmot', ids, limit: 1_000 }, { found: (matches) => found.push(...matches.map((f) => f.id)), done: (count) => ((scanned = count), resolve()), failed: (message) => reject(new Error(message)) });
      }, 0);
    });
    // The page had retired the first pass before the worker could answer it: nothing of it reached the listener.
    expect(oldFound).toEqual([]);
    expect(found).toEqual(ids.filter((_, i) => i % 6 === 0));
    expect(scanned).toBe(ids.length);
    // The worker stopped the first pass: it never said it was done.
    expect(replies.some((reply) => reply.pass === 1 && 'done' in reply)).toBe(false);
    store.close();
  });
});
