import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/shared/clip';
import { ClipStore } from '../../../src/shared/store';
import { openIndex, rebuildIndex, saveSnapshot } from '../../../src/shared/search/sync';

let opened: ClipStore[] = [];
let counter = 0;
async function freshStore(): Promise<ClipStore> {
  counter += 1;
  const store = await ClipStore.open(`pith-test-${counter}`);
  opened.push(store);
  return store;
}
afterEach(() => {
  for (const store of opened) store.close();
  opened = [];
});

function makeClip(id: string, created: number, title: string, text = ''): Clip {
  return {
    id, url: `https://example.com/${id}`, canonicalUrl: null, title, byline: null, site: 'example.com', published: null, lang: 'en',
    excerpt: null, leadImage: null, html: `<p>${text}</p>`, text, mode: 'article', notebook: 'Inbox', tags: [], created, updated: created,
    engineVersion: 'test', confidence: 1, wordCount: 1,
  };
}

describe('ClipStore additions for the library', () => {
  it('reads the newest clips in the order a newest-first cursor gives, also when creation times tie at the cut', async () => {
    const store = await freshStore();
    const clips = [makeClip('a', 100, 'A'), makeClip('b', 300, 'B'), makeClip('c', 200, 'C'), makeClip('d', 200, 'D'), makeClip('e', 200, 'E'), makeClip('f', 50, 'F')];
    await store.putMany(clips);
    const byCursor = (await store.list({ limit: 100 })).map((clip) => clip.id);
    for (const limit of [1, 2, 3, 4, 6, 10]) {
      expect((await store.newest(limit)).map((clip) => clip.id)).toEqual(byCursor.slice(0, limit));
    }
    expect(await (await freshStore()).newest(5)).toEqual([]);
  });

  it('reads many clips by id in one go, in the order asked, with gaps for missing ones; tells which images are stored', async () => {
    const store = await freshStore();
    await store.putMany([makeClip('a', 1, 'A'), makeClip('b', 2, 'B')]);
    expect((await store.getMany(['b', 'gone', 'a'])).map((clip) => clip?.id)).toEqual(['b', undefined, 'a']);
    await store.attachImages('a', [{ url: 'https://img.example/x.png', hash: 'x'.repeat(64), type: 'image/png' }], [{ hash: 'x'.repeat(64), type: 'image/png', bytes: new Uint8Array([1, 2]).buffer }], []);
    expect([...(await store.storedAssetHashes(['x'.repeat(64), 'y'.repeat(64), 'x'.repeat(64)]))]).toEqual(['x'.repeat(64)]);
  });

  it('visits every clip newest first in batches, even when many share a timestamp', async () => {
    const store = await freshStore();
    for (let i = 0; i < 7; i += 1) await store.put(makeClip(`same-${i}`, 1000, `t${i}`));
    for (let i = 0; i < 5; i += 1) await store.put(makeClip(`later-${i}`, 2000 + i, `u${i}`));
    const seen: string[] = [];
    const batches: number[] = [];
    await store.each((clips) => {
      batches.push(clips.length);
      seen.push(...clips.map((clip) => clip.id));
    }, 3);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect(seen.slice(0, 5)).toEqual(['later-4', 'later-3', 'later-2', 'later-1', 'later-0']);
    expect(Math.max(...batches)).toBeLessThanOrEqual(3);
  });

  it('puts many clips in one transaction: all or none', async () => {
    const store = await freshStore();
    await store.putMany([makeClip('p1', 1, 'One'), makeClip('p2', 2, 'Two')]);
    expect((await store.ids()).sort()).toEqual(['p1', 'p2']);
    // A clip IndexedDB cannot store (a function is not cloneable) fails the whole batch.
    const broken = { ...makeClip('p4', 4, 'Four'), html: (() => '') as unknown as string };
    await expect(store.putMany([makeClip('p3', 3, 'Three'), broken])).rejects.toThrow();
    expect((await store.ids()).sort()).toEqual(['p1', 'p2']);
  });

  it('lists ids and clips changed after a time', async () => {
    const store = await freshStore();
    await store.put(makeClip('a', 100, 'A'));
    await store.put(makeClip('b', 200, 'B'));
    await store.update('a', { title: 'A2' }, 300);
    expect((await store.ids()).sort()).toEqual(['a', 'b']);
    expect((await store.changedSince(200)).map((clip) => clip.id)).toEqual(['a']);
  });
});

describe('search snapshot', () => {
  it('reloads from the snapshot and applies additions, edits, deletions and old-stamped imports', async () => {
    const store = await freshStore();
    await store.put(makeClip('keep', 100, 'Sourdough basics'));
    await store.put(makeClip('edit', 200, 'Old title'));
    await store.put(makeClip('gone', 300, 'Temporary note'));
    const first = await openIndex(store);
    expect(first.origin).toBe('rebuild');
    await saveSnapshot(store, first);

    await store.update('edit', { title: 'Kimchi fermentation' }, 1_000);
    await store.remove('gone');
    await store.put(makeClip('new', 2_000, 'Fresh pasta'));
    await store.put(makeClip('imported', 50, 'Imported espresso guide'));

    const second = await openIndex(store);
    expect(second.origin).toBe('snapshot');
    expect(second.applied).toBe(4);
    expect([...second.summaries.keys()].sort()).toEqual(['edit', 'imported', 'keep', 'new']);
    expect(second.search.search('kimchi').map((hit) => hit.id)).toEqual(['edit']);
    expect(second.search.search('temporary')).toEqual([]);
    expect(second.search.search('espresso').map((hit) => hit.id)).toEqual(['imported']);
    const rebuilt = await rebuildIndex(store);
    for (const query of ['sourdough', 'kimchi', 'pasta', 'old']) {
      expect(second.search.search(query).map((hit) => hit.id)).toEqual(rebuilt.search.search(query).map((hit) => hit.id));
    }
  });

  it('rebuilds when the snapshot is from another version', async () => {
    const store = await freshStore();
    await store.put(makeClip('one', 1, 'Only clip'));
    await store.setMeta('search-snapshot', { version: 0, stamp: 1, index: '{}', summaries: [] });
    expect((await openIndex(store)).origin).toBe('rebuild');
  });
});
