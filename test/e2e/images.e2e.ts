// Images kept with a clip, in Chromium with the built extension: a page with five images (two ordinary, one lazy
// via data-src, one srcset, one 404) is clipped; the background stores four, reports the broken one; the library
// shows the stored copies; the zip export links every stored image to a file in assets/ with the right bytes.
//
// The host permission: Pith asks for it with permissions.request from the popup's Save click, which opens a
// browser dialog no test can answer. So this file loads a copy of the build whose manifest moves the optional
// host permissions into host_permissions (granted on install for an unpacked extension); the popup then finds
// the permission already held and does not ask. Everything else is the built extension as shipped.
import { strFromU8, unzipSync } from 'fflate';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../src/shared/clip';
import { CHROMIUM, clickToolbarButton, DIST, openPopupFor, readClips, requireBuiltExtension, serve, tabIdOf, waitFor, type Launched, type Site } from './harness';

/** The build with the image host permissions granted up front (see the note at the top). */
function grantedCopyOfBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pith-images-ext-'));
  cpSync(DIST, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  manifest.host_permissions = manifest.optional_host_permissions;
  delete manifest.optional_host_permissions;
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}

async function launchWith(extensionDir: string, profile: string): Promise<Launched> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
  const extensionId = new URL(worker.url()).host;
  return { context, worker, extensionId, extensionUrl: (path) => `chrome-extension://${extensionId}/${path.replace(/^\//, '')}`, close: () => context.close() };
}

/** Real image files drawn by the browser: a solid square of `color`, `size` pixels wide. */
async function drawImage(page: Page, type: 'image/png' | 'image/jpeg', color: string, size: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ type, color, size }) => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d')!;
      context.fillStyle = color;
      context.fillRect(0, 0, size, size);
      context.fillStyle = '#fff';
      context.fillRect(size / 4, size / 4, size / 2, size / 8);
      return canvas.toDataURL(type, 0.9);
    },
    { type, color, size },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const PLACEHOLDER_GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const paragraph = (topic: string) =>
  `<p>${topic} is where the harbour keeps its history: the stones were cut by hand in the winter of 1887, hauled on sledges across the frozen bay, and set without mortar so that the sea could move through them instead of against them. Every storm since has tested that choice and every storm has lost.</p>`;

const GALLERY = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The Harbour Wall in Five Pictures</title></head><body>
<header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header>
<main><article><h1>The Harbour Wall in Five Pictures</h1>
${paragraph('The north pier')}
<figure><img src="/img/ordinary.png" alt="North pier at dawn" width="64" height="64"><figcaption>The north pier at dawn.</figcaption></figure>
${paragraph('The lighthouse steps')}
<figure><img src="/img/ordinary.jpg" alt="Lighthouse steps" width="64" height="64"><figcaption>The lighthouse steps.</figcaption></figure>
${paragraph('The boat sheds')}
<figure><img src="${PLACEHOLDER_GIF}" data-src="/img/lazy.png" alt="Boat sheds" width="64" height="64"><figcaption>The boat sheds, loaded lazily.</figcaption></figure>
${paragraph('The old crane')}
<figure><img src="/img/small.png" srcset="/img/small.png 32w, /img/large.png 128w" sizes="64px" alt="Old crane" width="64" height="64"><figcaption>The old crane.</figcaption></figure>
${paragraph('The fish market')}
<figure><img src="/img/missing.png" alt="Fish market" width="64" height="64"><figcaption>The fish market (this picture is gone).</figcaption></figure>
${paragraph('The breakwater')}
</article></main><footer>© The Harbour Society</footer></body></html>`;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('images kept with a clip', () => {
  let launched: Launched;
  let site: Site;
  const pages: Record<string, string | { body: Buffer; type: string }> = { '/gallery.html': GALLERY };
  const images: Record<string, Buffer> = {};
  const extensionDir = (() => {
    requireBuiltExtension();
    return grantedCopyOfBuild();
  })();
  const profile = mkdtempSync(join(tmpdir(), 'pith-images-profile-'));
  let saved: Clip;

  beforeAll(async () => {
    launched = await launchWith(extensionDir, profile);
    const painter = await launched.context.newPage();
    images['/img/ordinary.png'] = await drawImage(painter, 'image/png', '#1d4ed8', 64);
    images['/img/ordinary.jpg'] = await drawImage(painter, 'image/jpeg', '#b91c1c', 64);
    images['/img/lazy.png'] = await drawImage(painter, 'image/png', '#15803d', 64);
    images['/img/small.png'] = await drawImage(painter, 'image/png', '#a16207', 32);
    images['/img/large.png'] = await drawImage(painter, 'image/png', '#a16207', 128);
    await painter.close();
    for (const [path, body] of Object.entries(images)) pages[path] = { body, type: path.endsWith('.jpg') ? 'image/jpeg' : 'image/png' };
    site = await serve(pages);
  });
  afterAll(async () => {
    await launched?.close();
    await site?.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(extensionDir, { recursive: true, force: true });
  });

  /** Opens the page, "clicks" the toolbar button (activeTab), and saves it from the popup; resolves on "Saved". */
  async function saveThroughPopup(url: string): Promise<void> {
    const page = await launched.context.newPage();
    await page.goto(url);
    let tabId: number | undefined;
    for (let attempt = 0; tabId === undefined && attempt < 4; attempt++) {
      await page.bringToFront();
      await clickToolbarButton(launched, url);
      tabId = await waitFor(() => tabIdOf(launched, url).catch(() => undefined), `the tab at ${url}`, 2_000).catch(() => undefined);
    }
    if (tabId === undefined) throw new Error('activeTab was never granted');
    const popup = await openPopupFor(launched, tabId);
    await popup.waitForSelector('#popup[data-rendered-ms]');
    await popup.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => popup.locator('#notice').innerText()).toContain('Saved');
  }

  it('saves the clip at once, then stores four images and reports the broken one', async () => {
    const url = site.url('/gallery.html');
    await saveThroughPopup(url);

    saved = await waitFor(async () => (await readClips(launched)).find((clip) => clip.url === url && clip.images !== undefined), 'the clip’s images to be stored', 30_000);
    const byUrl = new Map(saved.images!.map((image) => [image.url, image]));
    expect([...byUrl.keys()].sort()).toEqual(['/img/large.png', '/img/lazy.png', '/img/ordinary.jpg', '/img/ordinary.png'].map((path) => site.url(path)).sort());
    for (const [url, image] of byUrl) expect(image.hash).toBe(sha256(images[new URL(url).pathname]!));
    expect(byUrl.get(site.url('/img/ordinary.jpg'))!.type).toBe('image/jpeg');
    expect(saved.failedImages).toEqual([{ url: site.url('/img/missing.png'), reason: 'HTTP 404' }]);
  });

  it('shows the stored copies in the clip view and lists the broken image', async () => {
    const library = await launched.context.newPage();
    await library.goto(launched.extensionUrl(`src/library/index.html#clip=${encodeURIComponent(saved.id)}`));
    await library.waitForSelector('#viewer:not([hidden])');
    await expect.poll(() => library.locator('#viewer-article img[data-stored]').count(), { timeout: 10_000 }).toBe(4);
    const shown = await library.locator('#viewer-article img[data-stored]').evaluateAll((imgs) =>
      imgs.map((img) => ({ src: (img as HTMLImageElement).src, srcset: img.getAttribute('srcset'), loaded: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0 })),
    );
    for (const image of shown) {
      expect(image.src).toMatch(/^blob:chrome-extension:\/\//);
      expect(image.srcset).toBeNull();
    }
    await expect.poll(() => library.locator('#viewer-article img[data-stored]').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    expect(await library.locator('#viewer-failed-images').innerText()).toContain('Images not stored with this clip (1)');
    await library.locator('#viewer-failed-images summary').click();
    expect(await library.locator('#viewer-failed-images li').innerText()).toBe(`${site.url('/img/missing.png')} — HTTP 404`);
    await library.close();
  });

  it('exports a zip whose Markdown links resolve to the right bytes in assets/, and reports the broken image', async () => {
    const library = await launched.context.newPage();
    await library.goto(launched.extensionUrl('src/library/index.html'));
    await library.waitForSelector('#export-all:not([disabled])');
    const download = library.waitForEvent('download', { timeout: 30_000 });
    await library.locator('#export-all').click();
    const files = unzipSync(readFileSync(await (await download).path()));
    const markdownPath = Object.keys(files).find((name) => name.endsWith('.md') && name !== 'failed-images.md')!;
    const markdown = strFromU8(files[markdownPath]!);
    const links = [...markdown.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map((match) => ({ alt: match[1]!, target: match[2]! }));
    expect(links.map((link) => link.alt)).toEqual(['North pier at dawn', 'Lighthouse steps', 'Boat sheds', 'Old crane', 'Fish market']);
    const expectedFile: Record<string, string> = { 'North pier at dawn': '/img/ordinary.png', 'Lighthouse steps': '/img/ordinary.jpg', 'Boat sheds': '/img/lazy.png', 'Old crane': '/img/large.png' };
    for (const link of links.slice(0, 4)) {
      expect(link.target).toMatch(/^\.\.\/assets\/[0-9a-f]{64}\.(png|jpg)$/);
      const inZip = join(markdownPath, '..', link.target).replace(/\\/g, '/');
      expect(files[inZip], `${link.target} is in the zip`).toBeDefined();
      expect(Buffer.from(files[inZip]!).equals(images[expectedFile[link.alt]!]!)).toBe(true);
    }
    expect(links[4]!.target).toBe(site.url('/img/missing.png'));
    expect(strFromU8(files['failed-images.md']!)).toContain(`<${site.url('/img/missing.png')}> — HTTP 404`);
    await library.close();
  });
  it('deletes the clip and puts it back with Undo, stored images included', async () => {
    const library = await launched.context.newPage();
    await library.goto(launched.extensionUrl(`src/library/index.html#clip=${encodeURIComponent(saved.id)}`));
    await library.waitForSelector('#viewer:not([hidden])');
    await library.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => library.locator('#toast-text').innerText()).toContain('Deleted');
    expect((await readClips(launched)).some((clip) => clip.id === saved.id)).toBe(false);
    await library.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => library.locator('#toast-text').innerText()).toContain('Restored');
    expect((await readClips(launched)).find((clip) => clip.id === saved.id)?.images).toEqual(saved.images);
    await library.goto(launched.extensionUrl(`src/library/index.html#clip=${encodeURIComponent(saved.id)}`));
    await library.waitForSelector('#viewer:not([hidden])');
    await expect.poll(() => library.locator('#viewer-article img[data-stored]').count(), { timeout: 10_000 }).toBe(4);
    await expect.poll(() => library.locator('#viewer-article img[data-stored]').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await library.close();
  });

  it('acknowledges the save before a slow image has arrived, and stores the image afterwards', async () => {
    // A server of its own for this page: its one new image is served at once to <img> loads, but only after
    // IMAGE_DELAY_MS to the background's fetch, so "Saved" must show well before it arrives.
    const IMAGE_DELAY_MS = 8_000;
    let slowRequests = 0;
    const slowPage = GALLERY.replace('/img/ordinary.png', '/slow.png').replace('The Harbour Wall in Five Pictures', 'The Harbour Wall, Slowly');
    const slowServer: Server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      if (path === '/slow.html') return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(slowPage);
      const body = path === '/slow.png' ? images['/img/ordinary.png'] : images[path];
      if (!body) return void response.writeHead(404).end();
      // Only the background's fetch() is held back (Sec-Fetch-Dest "empty"); <img> loads in the page and in the
      // popup's preview ("image") are not, or the browser's cache lock would queue the fetch behind them.
      const fetched = path === '/slow.png' && request.headers['sec-fetch-dest'] === 'empty';
      if (fetched) slowRequests += 1;
      const delay = fetched ? IMAGE_DELAY_MS : 0;
      setTimeout(() => response.writeHead(200, { 'content-type': path.endsWith('.jpg') ? 'image/jpeg' : 'image/png' }).end(body), delay);
    });
    await new Promise<void>((done) => slowServer.listen(0, '127.0.0.1', done));
    try {
      const address = slowServer.address();
      if (!address || typeof address === 'string') throw new Error('slow server has no port');
      const url = `http://127.0.0.1:${address.port}/slow.html`;
      const started = Date.now();
      await saveThroughPopup(url);
      const [justSaved] = (await readClips(launched)).filter((clip) => clip.url === url);
      const elapsed = Date.now() - started;
      expect(justSaved, 'the clip is stored when "Saved" shows').toBeDefined();
      // The image cannot have arrived before IMAGE_DELAY_MS; past that (a very loaded machine) nothing is shown.
      if (elapsed < IMAGE_DELAY_MS) expect(justSaved!.images, `images still pending ${elapsed} ms after Save`).toBeUndefined();
      const done = await waitFor(async () => (await readClips(launched)).find((clip) => clip.url === url && clip.images !== undefined), 'the slow image to be stored', 30_000);
      expect(done.failedImages).toEqual([{ url: `http://127.0.0.1:${address.port}/img/missing.png`, reason: 'HTTP 404' }]);
      expect(done.images).toContainEqual({ url: `http://127.0.0.1:${address.port}/slow.png`, hash: sha256(images['/img/ordinary.png']!), type: 'image/png' });
      expect(slowRequests).toBe(1);
    } finally {
      slowServer.closeAllConnections();
      await new Promise<void>((done) => slowServer.close(() => done()));
    }
  });
});
