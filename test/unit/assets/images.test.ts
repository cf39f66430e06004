import { describe, expect, it } from 'vitest';
import {
  assetPath, collectImages, extensionFor, ImageFetchError, imageMapFor, sha256Hex, sniffImageType, type FetchedImage, type ImageFetcher,
} from '../../../src/shared/assets';
import { imageUrls } from '../../../src/shared/assets/find-images';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const ascii = (text: string) => new TextEncoder().encode(text);

/** A PNG of `size` bytes whose tail is `seed`, so different seeds hash differently. */
function png(size: number, seed = 0): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  bytes[size - 1] = seed;
  return bytes;
}

/** A fetcher over a table of URL → response (or error); records what was asked. */
function fakeFetcher(table: Record<string, FetchedImage | Error>): ImageFetcher & { asked: string[] } {
  const asked: string[] = [];
  const fetcher = async (url: string) => {
    asked.push(url);
    const entry = table[url];
    if (!entry) throw new ImageFetchError('HTTP 404');
    if (entry instanceof Error) throw entry;
    return entry;
  };
  return Object.assign(fetcher, { asked });
}

describe('image type sniffing', () => {
  it('tells the kept image types from their first bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(ascii('GIF89a\u0001\u0000'))).toBe('image/gif');
    expect(sniffImageType(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(ascii('\u0000\u0000\u0000\u001cftypavif\u0000'))).toBe('image/avif');
    expect(sniffImageType(ascii('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('image/svg+xml');
    expect(sniffImageType(ascii('<?xml version="1.0"?>\n<svg></svg>'))).toBe('image/svg+xml');
  });

  it('refuses HTML error pages, text and empty bodies', () => {
    expect(sniffImageType(ascii('<!doctype html><title>404</title>'))).toBeNull();
    expect(sniffImageType(ascii('<?xml version="1.0"?><rss></rss>'))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });

  it('names files by type, with a neutral extension for unknown types', () => {
    expect(extensionFor('image/jpeg')).toBe('jpg');
    expect(extensionFor('image/PNG; charset=binary')).toBe('png');
    expect(extensionFor('image/svg+xml')).toBe('svg');
    expect(extensionFor('application/x-thing')).toBe('bin');
  });
});

describe('content hashes', () => {
  it('is the SHA-256 hex of the bytes', async () => {
    expect(await sha256Hex(ascii('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('collecting a clip’s images', () => {
  const big = 1024 * 1024;

  it('stores bytes shared by two addresses once and maps both to it', async () => {
    const same = png(100, 7);
    const fetcher = fakeFetcher({ 'https://a.example/1.png': { contentType: 'image/png', bytes: same }, 'https://b.example/copy.png': { contentType: 'image/png', bytes: same } });
    const result = await collectImages(['https://a.example/1.png', 'https://b.example/copy.png'], fetcher, { clipBytes: big });
    expect(result.assets).toHaveLength(1);
    expect(result.images.map((image) => image.hash)).toEqual([result.assets[0]!.hash, result.assets[0]!.hash]);
    expect(result.failed).toEqual([]);
  });

  it('fails images past the clip cap in document order, but still keeps later ones that fit and repeats of kept ones', async () => {
    const fetcher = fakeFetcher({
      'https://x.example/a.png': { contentType: 'image/png', bytes: png(600, 1) },
      'https://x.example/b.png': { contentType: 'image/png', bytes: png(600, 2) },
      'https://x.example/c.png': { contentType: 'image/png', bytes: png(300, 3) },
      'https://x.example/a-again.png': { contentType: 'image/png', bytes: png(600, 1) },
    });
    const urls = ['https://x.example/a.png', 'https://x.example/b.png', 'https://x.example/c.png', 'https://x.example/a-again.png'];
    const result = await collectImages(urls, fetcher, { clipBytes: 1000 });
    expect(result.images.map((image) => image.url)).toEqual(['https://x.example/a.png', 'https://x.example/c.png', 'https://x.example/a-again.png']);
    expect(result.failed).toEqual([{ url: 'https://x.example/b.png', reason: expect.stringContaining('image limit') }]);
    expect(result.assets.reduce((sum, asset) => sum + asset.bytes.byteLength, 0)).toBe(900);
  });

  it('refuses an image over the per-image cap and asks the fetcher to stop there', async () => {
    let askedMax = 0;
    const fetcher: ImageFetcher = async (_url, maxBytes) => {
      askedMax = maxBytes;
      return { contentType: 'image/png', bytes: png(2000) };
    };
    const result = await collectImages(['https://x.example/huge.png'], fetcher, { clipBytes: big, imageBytes: 1000 });
    expect(askedMax).toBe(1000);
    expect(result.assets).toEqual([]);
    expect(result.failed[0]!.reason).toMatch(/larger than/);
  });

  it('fetches no more than the count cap and says why the rest were left', async () => {
    const urls = Array.from({ length: 5 }, (_, i) => `https://x.example/${i}.png`);
    const fetcher = fakeFetcher(Object.fromEntries(urls.map((url, i) => [url, { contentType: 'image/png', bytes: png(50, i) }])));
    const result = await collectImages(urls, fetcher, { clipBytes: big, count: 3 });
    expect(fetcher.asked).toEqual(urls.slice(0, 3));
    expect(result.images).toHaveLength(3);
    expect(result.failed.map((failure) => failure.url)).toEqual(urls.slice(3));
    expect(result.failed[0]!.reason).toMatch(/more than 3 images/);
  });

  it('checks the declared type and the bytes, and skips addresses that are not web or inline images', async () => {
    const fetcher = fakeFetcher({
      'https://x.example/page.png': { contentType: 'text/html', bytes: png(50) },
      'https://x.example/lying.jpg': { contentType: 'image/jpeg', bytes: ascii('<html>expired</html>') as Uint8Array<ArrayBuffer> },
      'https://x.example/generic': { contentType: 'application/octet-stream', bytes: JPEG as Uint8Array<ArrayBuffer> },
      'https://x.example/slow.png': new ImageFetchError('timed out after 15 s'),
    });
    const urls = ['https://x.example/page.png', 'https://x.example/lying.jpg', 'https://x.example/generic', 'https://x.example/slow.png', 'blob:https://x.example/1', 'https://x.example/404.png'];
    const result = await collectImages(urls, fetcher, { clipBytes: big });
    expect(result.images).toEqual([{ url: 'https://x.example/generic', hash: expect.stringMatching(/^[0-9a-f]{64}$/), type: 'image/jpeg' }]);
    expect(Object.fromEntries(result.failed.map((failure) => [failure.url, failure.reason]))).toEqual({
      'blob:https://x.example/1': 'not a web or inline image address',
      'https://x.example/page.png': 'not an image (text/html)',
      'https://x.example/lying.jpg': 'not an image we can keep (image/jpeg)',
      'https://x.example/slow.png': 'timed out after 15 s',
      'https://x.example/404.png': 'HTTP 404',
    });
    expect(fetcher.asked).not.toContain('blob:https://x.example/1');
  });
});

describe('image addresses and the export map', () => {
  it('finds each image once, by the URL the Markdown export uses (largest srcset candidate, absolute)', () => {
    const html = '<p><img src="/a.png"><img src="small.jpg" srcset="small.jpg 300w, big.jpg 1200w"><img src="data:image/png;base64,iVBORw0KGgo="><img src="/a.png"></p>';
    expect(imageUrls(html, 'https://site.example/post/1')).toEqual(['https://site.example/a.png', 'https://site.example/post/big.jpg', 'data:image/png;base64,iVBORw0KGgo=']);
    expect(imageUrls('<p>no images</p>', 'https://site.example/')).toEqual([]);
  });

  it('maps stored images to ../assets/<hash>.<ext> and leaves the unavailable ones remote', () => {
    const images = [
      { url: 'https://x.example/a.png', hash: 'aa', type: 'image/png' },
      { url: 'https://x.example/b.jpg', hash: 'bb', type: 'image/jpeg' },
    ];
    expect(assetPath(images[1]!)).toBe('assets/bb.jpg');
    const map = imageMapFor(images, (hash) => hash !== 'bb');
    expect([...map]).toEqual([['https://x.example/a.png', '../assets/aa.png']]);
    expect(imageMapFor(undefined).size).toBe(0);
  });
});
