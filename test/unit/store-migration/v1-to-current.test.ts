// A library written by the first release opens in the current build without losing or changing a byte.
// The v1 schema below is a frozen copy of what release 0.1.0 created (src/shared/store `migrate`, step
// `oldVersion < 1`, commit d1cb6be) — deliberately not imported, so a later edit of the live step cannot make
// this test agree with itself.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageKey, type Clip } from '../../../src/shared/clip';
import { ClipStore, DB_NAME, DB_VERSION } from '../../../src/shared/store';
import { clipNumber } from '../faults/clip-fixtures';

const realFactory = globalThis.indexedDB;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  globalThis.indexedDB = realFactory;
});

/** Release 0.1.0's schema, verbatim. */
function createV1Schema(db: IDBDatabase): void {
  const clips = db.createObjectStore('clips', { keyPath: 'id' });
  clips.createIndex('created', 'created');
  clips.createIndex('pageKey', 'pageKey');
  clips.createIndex('notebook', 'notebook');
  clips.createIndex('tags', 'tags', { multiEntry: true });
  db.createObjectStore('meta');
  db.createObjectStore('assets', { keyPath: 'hash' });
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((done, fail) => {
    req.onsuccess = () => done(req.result);
    req.onerror = () => fail(req.error);
  });
}

/** Writes a v1 database the way release 0.1.0 did: each clip stored with its pageKey beside it. */
async function writeV1Library(clips: Clip[], meta: Record<string, unknown>, assets: Array<{ hash: string; type: string; bytes: ArrayBuffer; clipIds: string[] }>): Promise<void> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => createV1Schema(open.result);
  const db = await request(open);
  const tx = db.transaction(['clips', 'meta', 'assets'], 'readwrite');
  for (const clip of clips) tx.objectStore('clips').put({ ...clip, pageKey: pageKey(clip.url) });
  for (const [key, value] of Object.entries(meta)) tx.objectStore('meta').put(value, key);
  for (const asset of assets) tx.objectStore('assets').put(asset);
  await new Promise<void>((done, fail) => {
    tx.oncomplete = () => done();
    tx.onerror = () => fail(tx.error);
  });
  db.close();
}

async function rawRecords(storeName: string): Promise<unknown[]> {
  const db = await request(indexedDB.open(DB_NAME));
  const records = await request(db.transaction(storeName).objectStore(storeName).getAll());
  db.close();
  return records;
}

describe('schema migration from v1', () => {
  it('opens a v1 library with the current ClipStore and every clip, meta record and asset reads back identically', async () => {
    const clips = Array.from({ length: 60 }, (_, i) => clipNumber(i + 1));
    clips[7] = { ...clips[7]!, debug: [{ step: 'choose', element: 'article', reason: 'highest score' }], failedImages: ['https://example.com/a.png'] };
    clips[8] = { ...clips[8]!, mode: 'bookmark', html: '', text: '', wordCount: 0 };
    const meta = { settings: { version: 1, theme: 'dark' }, 'search-index': { docs: 60 } };
    const bytes = new Uint8Array([137, 80, 78, 71, 0, 255]).buffer;
    const assets = [{ hash: 'abc123', type: 'image/png', bytes, clipIds: [clips[0]!.id] }];
    await writeV1Library(clips, meta, assets);
    const before = await rawRecords('clips');

    const store = await ClipStore.open();
    for (const clip of clips) expect(await store.get(clip.id)).toEqual(clip);
    expect(await store.count()).toBe(clips.length);
    expect(await store.all()).toEqual([...clips].sort((a, b) => b.created - a.created));
    expect((await store.list({ limit: 5 })).map((clip) => clip.id)).toEqual(clips.slice(-5).reverse().map((clip) => clip.id));
    expect(await store.findByUrl(clips[3]!.url)).toEqual([clips[3]]);
    expect(await store.notebooks()).toEqual(['Inbox', 'Reading']);
    expect(await store.tags()).toContain('t1');
    expect(await store.getMeta('settings')).toEqual(meta.settings);
    expect(await store.getMeta('search-index')).toEqual(meta['search-index']);
    store.close();

    // The stored records themselves (not only what ClipStore shows) are unchanged by the upgrade.
    expect(await rawRecords('clips')).toEqual(before);
    const [asset] = (await rawRecords('assets')) as typeof assets;
    expect(asset?.clipIds).toEqual(assets[0]!.clipIds);
    expect(new Uint8Array(asset!.bytes)).toEqual(new Uint8Array(bytes));
    const db = await request(indexedDB.open(DB_NAME));
    expect(db.version).toBe(DB_VERSION);
    for (const index of ['created', 'pageKey', 'notebook', 'tags']) expect(db.transaction('clips').objectStore('clips').indexNames.contains(index)).toBe(true);
    db.close();
  });

  it('writes after the upgrade keep working and old clips can be edited and deleted', async () => {
    const clips = [clipNumber(1), clipNumber(2)];
    await writeV1Library(clips, {}, []);
    const store = await ClipStore.open();
    const edited = await store.update(clips[0]!.id, { title: 'Edited' }, 1_800_000_000_000);
    expect(edited).toEqual({ ...clips[0], title: 'Edited', updated: 1_800_000_000_000 });
    expect(await store.remove(clips[1]!.id)).toEqual(clips[1]);
    expect(await store.count()).toBe(1);
    store.close();
  });
});
