// The second step of a save: the background reads the stored clip, fetches its images through the fetcher and
// records them on it (over fake IndexedDB and a stand-in fetcher).
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { ImageFetcher } from '../../../src/shared/assets';
import type { ClipDraft } from '../../../src/shared/clip';

vi.mock('webextension-polyfill', () => ({ default: { permissions: { contains: async () => true } } }));
const { keepClipImages } = await import('../../../src/background/images');
const { store } = await import('../../../src/background/clipper');

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
const INLINE = 'data:image/png;base64,iVBORw0KGgoJCQ==';

function draft(html: string): ClipDraft {
  return {
    url: 'https://news.example/story', canonicalUrl: null, title: 'Story', byline: null, site: null, published: null, lang: 'en', excerpt: null, leadImage: null,
    html, text: 'Story', mode: 'article', notebook: 'Inbox', tags: [], engineVersion: 'test', confidence: 1, wordCount: 1,
  };
}

const fetcher: ImageFetcher = async (url) => {
  if (url.endsWith('/photo.png')) return { contentType: 'image/png', bytes: PNG.slice() };
  if (url.startsWith('data:')) return { contentType: 'image/png', bytes: PNG.slice() };
  throw new Error('unreachable');
};

describe('keeping a saved clip’s images', () => {
  it('stores the images of the clip (relative URLs made absolute, same bytes once) and lists the failures', async () => {
    const clips = await store();
    const clip = await clips.add(draft(`<p><img src="/photo.png"><img src="${INLINE}"><img src="https://cdn.example/x.png"></p>`));
    await keepClipImages(clip.id, { keepImages: true, imageCapMb: 20 }, fetcher);
    const saved = (await clips.get(clip.id))!;
    expect(saved.images?.map((image) => image.url)).toEqual(['https://news.example/photo.png', INLINE]);
    expect(new Set(saved.images?.map((image) => image.hash)).size).toBe(1);
    expect(saved.failedImages).toEqual([{ url: 'https://cdn.example/x.png', reason: 'could not be fetched (unreachable)' }]);
    expect((await clips.getAsset(saved.images![0]!.hash))?.clipIds).toEqual([clip.id]);
  });

  it('does nothing when images are not kept, or for a clip without images', async () => {
    const clips = await store();
    const off = await clips.add(draft('<p><img src="/photo.png"></p>'));
    await keepClipImages(off.id, { keepImages: false, imageCapMb: 20 }, fetcher);
    expect((await clips.get(off.id))?.images).toBeUndefined();
    const plain = await clips.add(draft('<p>Words only.</p>'));
    await keepClipImages(plain.id, { keepImages: true, imageCapMb: 20 }, fetcher);
    expect(await clips.get(plain.id)).toEqual(plain);
  });
});
