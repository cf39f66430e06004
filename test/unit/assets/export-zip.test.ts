import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sha256Hex, type AssetBytes } from '../../../src/shared/assets';
import type { Clip } from '../../../src/shared/clip';
import { clipMarkdown } from '../../../src/shared/export/markdown';
import { FAILED_IMAGES_FILE, MarkdownZip } from '../../../src/shared/export/zip';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function clip(id: string, html: string, extra: Partial<Clip> = {}): Clip {
  return {
    id, url: `https://site.example/${id}`, canonicalUrl: null, title: `Clip ${id}`, byline: null, site: null, published: null, lang: 'en', excerpt: null,
    leadImage: null, html, text: '', mode: 'article', notebook: 'Inbox', tags: [], created: Date.UTC(2026, 0, 1), updated: Date.UTC(2026, 0, 1),
    engineVersion: 'test', confidence: 1, wordCount: 0, ...extra,
  };
}

describe('Markdown zip with images', () => {
  it('writes each stored image once under assets/ and links it relatively; missing and failed images stay remote and are listed', async () => {
    const hash = await sha256Hex(PNG);
    const asset: AssetBytes = { hash, type: 'image/png', bytes: PNG.slice().buffer };
    const images = [{ url: 'https://img.example/a.png', hash, type: 'image/png' }];
    const first = clip('one', '<p>Text</p><p><img src="https://img.example/a.png" alt="A"><img src="https://img.example/404.png" alt="B"></p>', {
      images, failedImages: [{ url: 'https://img.example/404.png', reason: 'HTTP 404' }],
    });
    const second = clip('two', '<p><img src="https://img.example/a.png" alt="A"><img src="https://img.example/lost.png" alt="L"></p>', {
      images: [...images, { url: 'https://img.example/lost.png', hash: 'f'.repeat(64), type: 'image/png' }],
    });
    const zip = new MarkdownZip(clipMarkdown);
    const firstPath = zip.add(first, [asset]);
    zip.add(second, [asset]);
    const files = unzipSync(zip.bytes());

    expect(Object.keys(files).filter((name) => name.startsWith('assets/'))).toEqual([`assets/${hash}.png`]);
    expect([...files[`assets/${hash}.png`]!]).toEqual([...PNG]);
    const markdown = new TextDecoder().decode(files[firstPath]);
    expect(markdown).toContain(`![A](../assets/${hash}.png)`);
    expect(markdown).toContain('![B](https://img.example/404.png)');
    const failed = new TextDecoder().decode(files[FAILED_IMAGES_FILE]);
    expect(failed).toContain('<https://img.example/404.png> — HTTP 404');
    expect(failed).toContain('<https://img.example/lost.png> — the stored copy is missing');
  });

  it('keeps original URLs when a clip is converted on its own (Copy / Download Markdown)', () => {
    const one = clip('solo', '<p><img src="https://img.example/a.png" alt="A"></p>', { images: [{ url: 'https://img.example/a.png', hash: 'a'.repeat(64), type: 'image/png' }] });
    expect(clipMarkdown(one)).toContain('![A](https://img.example/a.png)');
  });
});
