// A hostile backup file imported through the library's own file picker: every XSS vector in the clips' HTML and
// in every text field the library shows (title, site, byline, excerpt, notebook, tags). The library list and each
// clip view must run no payload and request nothing outside the extension — imported HTML was never sanitized by
// our reader, so this is the renderer's defence alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../src/shared/clip';
import { launch, readClips, ROOT, waitFor, type Launched } from './harness';

interface Vector {
  id: string;
  html: string;
}
const corpus = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/xss/vectors.json'), 'utf8')) as { placeholder: string; vectors: Vector[] };
const CLIPS = 8;
/** Nothing listens here: the request itself, seen by the browser, is the evidence. */
const BEACON = 'http://127.0.0.1:9/pwned';

function payload(id: string): string {
  const codes = [...`${BEACON}?${id}&from=`].map((char) => char.charCodeAt(0)).join(',');
  return `top.__pwned=1,fetch(String.fromCharCode(${codes})+location.protocol)`;
}
const armed = (vector: Vector) => vector.html.split(corpus.placeholder).join(payload(vector.id));
/** The first sentence of clip `index`'s HTML: ahead of every vector, so no unclosed element can swallow it. */
const opening = (index: number) => `Sample ${corpus.vectors[index]!.id}.`;

function hostileBackup(): string {
  const clips: Clip[] = Array.from({ length: CLIPS }, (_, index) => {
    const share = corpus.vectors.filter((_, i) => i % CLIPS === index);
    const field = (offset: number) => armed(share[offset % share.length]!).slice(0, 1_900);
    return {
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      url: `https://hostile.example/post/${index}`,
      canonicalUrl: null,
      title: `Imported ${index} ${field(0)}`,
      byline: field(1),
      site: field(2),
      published: '2026-01-01T00:00:00.000Z',
      lang: 'en',
      excerpt: field(3),
      leadImage: null,
      html: share.map((vector) => `<p>Sample ${vector.id}.</p>${armed(vector)}`).join('\n'),
      text: `Imported clip ${index} text.`,
      mode: 'article',
      notebook: `Notebook ${field(4)}`.slice(0, 200),
      tags: [field(5).slice(0, 100), '<b onmouseover=top.__pwned=1>tag</b>'],
      created: 1_700_000_000_000 + index * 1000,
      updated: 1_700_000_000_000 + index * 1000,
      engineVersion: 'test',
      confidence: 1,
      wordCount: 10,
    };
  });
  return JSON.stringify({ format: 'pith-backup', version: 1, exported: '2026-12-01T00:00:00.000Z', clips });
}

describe('a hostile backup imported into the library', () => {
  let launched: Launched;
  const requests: string[] = [];

  beforeAll(async () => {
    launched = await launch();
    launched.context.on('request', (request) => {
      if (/^(https?|wss?|ftp):/i.test(request.url())) requests.push(request.url());
    });
    // Nothing leaves the machine; a blocked request is still recorded above.
    await launched.context.route(/^(https?|wss?|ftp):/i, (route) => route.abort());
  });
  afterAll(async () => {
    await launched?.close();
  });

  it('imports through the file picker, then the list and every clip view run nothing and fetch nothing', async () => {
    const library = await launched.context.newPage();
    await library.goto(launched.extensionUrl('src/library/index.html'));
    await library.setInputFiles('#import-file', { name: 'pith-backup.json', mimeType: 'application/json', buffer: Buffer.from(hostileBackup()) });
    await waitFor(async () => (await readClips(launched)).length === CLIPS, 'the import to finish', 60_000);
    await library.reload();
    await library.waitForFunction((count) => document.body.innerText.split('Imported ').length > count, CLIPS, { timeout: 20_000 });
    await library.waitForTimeout(300);
    expect(await library.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    for (let index = 0; index < CLIPS; index++) {
      await library.evaluate((hash) => {
        location.hash = hash;
      }, `#clip=00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`);
      await library.waitForFunction((text) => document.body.innerText.includes(text), opening(index), { timeout: 20_000 });
      await library.waitForTimeout(150);
      expect(await library.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), `clip ${index}`).toBeUndefined();
    }
    // Text fields show as text: the hostile title is on screen literally, not as markup.
    expect(await library.evaluate(() => document.body.innerText)).toContain('<');
    await library.close();
    expect(requests.filter((url) => url.startsWith(BEACON))).toEqual([]);
    expect(requests).toEqual([]);
  });
});
