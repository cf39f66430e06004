import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssetBytes, ClipImage } from '../../../src/shared/assets';
import type { ClipDraft } from '../../../src/shared/clip';
import { ClipStore } from '../../../src/shared/store';

let opened: ClipStore[] = [];
let counter = 0;
async function freshStore(): Promise<ClipStore> {
  counter += 1;
  const store = await ClipStore.open(`pith-assets-test-${counter}`);
  opened.push(store);
  return store;
}
afterEach(() => {
  for (const store of opened) store.close();
  opened = [];
});

function draft(url: string): ClipDraft {
  return {
    url, canonicalUrl: null, title: url, byline: null, site: null, published: null, lang: 'en', excerpt: null, leadImage: null,
    html: '<p><img src="https://img.example/a.png"></p>', text: '', mode: 'article', notebook: 'Inbox', tags: [], engineVersion: 'test', confidence: 1, wordCount: 0,
  };
}

function asset(hash: string, size = 8): AssetBytes {
  return { hash, type: 'image/png', bytes: new Uint8Array(size).fill(hash.charCodeAt(0)).buffer };
}
const image = (url: string, hash: string): ClipImage => ({ url, hash, type: 'image/png' });

describe('assets in the store', () => {
  it('stores shared bytes once, keeps them while any clip uses them, deletes them with the last', async () => {
    const store = await freshStore();
    const first = await store.add(draft('https://a.example/1'));
    const second = await store.add(draft('https://a.example/2'));
    expect(await store.attachImages(first.id, [image('https://img.example/a.png', 'h1'), image('https://img.example/b.png', 'h2')], [asset('h1'), asset('h2')], [])).toBe(true);
    expect(await store.attachImages(second.id, [image('https://other.example/a-copy.png', 'h1')], [asset('h1')], [{ url: 'https://img.example/x.png', reason: 'HTTP 404' }])).toBe(true);

    expect(await store.assetCount()).toBe(2);
    expect((await store.getAsset('h1'))?.clipIds).toEqual([first.id, second.id]);
    expect(new Uint8Array((await store.getAsset('h1'))!.bytes)[0]).toBe('h'.charCodeAt(0));
    expect((await store.get(second.id))?.failedImages).toEqual([{ url: 'https://img.example/x.png', reason: 'HTTP 404' }]);

    await store.remove(first.id);
    expect(await store.getAsset('h2')).toBeUndefined();
    expect((await store.getAsset('h1'))?.clipIds).toEqual([second.id]);

    await store.remove(second.id);
    expect(await store.assetCount()).toBe(0);
  });

  it('stores nothing for a clip deleted before its images arrived', async () => {
    const store = await freshStore();
    const clip = await store.add(draft('https://a.example/gone'));
    await store.remove(clip.id);
    expect(await store.attachImages(clip.id, [image('https://img.example/a.png', 'h1')], [asset('h1')], [])).toBe(false);
    expect(await store.assetCount()).toBe(0);
  });

  it('releases the images a re-saved clip no longer uses, without touching its updated time', async () => {
    const store = await freshStore();
    const clip = await store.add(draft('https://a.example/resaved'), 1_000);
    await store.attachImages(clip.id, [image('https://img.example/old.png', 'old'), image('https://img.example/kept.png', 'kept')], [asset('old'), asset('kept')], []);
    await store.attachImages(clip.id, [image('https://img.example/kept.png', 'kept'), image('https://img.example/new.png', 'new')], [asset('kept'), asset('new')], []);
    expect(await store.getAsset('old')).toBeUndefined();
    expect((await store.getAsset('kept'))?.clipIds).toEqual([clip.id]);
    expect((await store.get(clip.id))?.images?.map((entry) => entry.hash)).toEqual(['kept', 'new']);
    expect((await store.get(clip.id))?.updated).toBe(1_000);
  });

  it('undo of a delete brings the clip back with its images: bytes only it held are stored again, shared ones regain it', async () => {
    const store = await freshStore();
    const clip = await store.add(draft('https://a.example/undo'));
    const other = await store.add(draft('https://a.example/other'));
    await store.attachImages(clip.id, [image('https://img.example/own.png', 'own'), image('https://img.example/shared.png', 'shared')], [asset('own'), asset('shared')], []);
    await store.attachImages(other.id, [image('https://img.example/shared.png', 'shared')], [asset('shared')], []);

    const removed = await store.removeForUndo(clip.id);
    expect(removed?.clip.id).toBe(clip.id);
    expect(removed?.released.map((entry) => entry.hash)).toEqual(['own']);
    expect(await store.getAsset('own')).toBeUndefined();
    expect((await store.getAsset('shared'))?.clipIds).toEqual([other.id]);

    await store.restore(removed!);
    expect((await store.get(clip.id))?.images?.map((entry) => entry.hash)).toEqual(['own', 'shared']);
    expect((await store.getAsset('own'))?.clipIds).toEqual([clip.id]);
    expect(new Uint8Array((await store.getAsset('own'))!.bytes)[0]).toBe('o'.charCodeAt(0));
    expect((await store.getAsset('shared'))?.clipIds).toEqual([other.id, clip.id]);

    // Deleting it again after the undo releases exactly what it holds.
    await store.remove(clip.id);
    expect(await store.getAsset('own')).toBeUndefined();
    expect((await store.getAsset('shared'))?.clipIds).toEqual([other.id]);
  });

  it('restoring the same deleted clip twice keeps one asset with one user', async () => {
    const store = await freshStore();
    const clip = await store.add(draft('https://a.example/undo-twice'));
    await store.attachImages(clip.id, [image('https://img.example/own.png', 'own')], [asset('own')], []);
    const removed = await store.removeForUndo(clip.id);
    await store.restore(removed!);
    await store.restore(removed!);
    expect((await store.getAsset('own'))?.clipIds).toEqual([clip.id]);
    expect(await store.assetCount()).toBe(1);
  });
});
