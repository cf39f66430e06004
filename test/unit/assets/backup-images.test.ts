// What the JSON backup keeps of a clip's images: the failure list (old address-only entries too), never the
// stored-image list (a backup carries no image bytes, so an imported clip uses its remote URLs).
import { describe, expect, it } from 'vitest';
import { validateClip } from '../../../src/shared/export/backup';

const clip = {
  id: 'c1', url: 'https://news.example/story', canonicalUrl: null, title: 'Story', byline: null, site: null, published: null, lang: 'en', excerpt: null, leadImage: null,
  html: '<p><img src="https://img.example/a.png"></p>', text: 'Story', mode: 'article', notebook: 'Inbox', tags: [], created: 1, updated: 1, engineVersion: 'test',
  confidence: 1, wordCount: 1,
};

describe('images in a backup', () => {
  it('keeps failed images with their reasons and old plain addresses, drops stored-image records and stray keys', () => {
    const outcome = validateClip({
      ...clip,
      images: [{ url: 'https://img.example/a.png', hash: 'a'.repeat(64), type: 'image/png' }],
      failedImages: [{ url: 'https://img.example/404.png', reason: 'HTTP 404', extra: 'x' }, 'https://img.example/old.png'],
    });
    expect('clip' in outcome).toBe(true);
    if (!('clip' in outcome)) return;
    expect(outcome.clip.images).toBeUndefined();
    expect(outcome.clip.failedImages).toEqual([{ url: 'https://img.example/404.png', reason: 'HTTP 404' }, 'https://img.example/old.png']);
  });

  it('refuses a failure entry that is neither an address nor {url, reason}', () => {
    expect(validateClip({ ...clip, failedImages: [{ url: 'https://img.example/a.png' }] })).toEqual({ reason: 'failedImages is not a list of addresses' });
    expect(validateClip({ ...clip, failedImages: [42] })).toEqual({ reason: 'failedImages is not a list of addresses' });
  });
});
