// The browser shows an action popup only after the popup page's load event, and images in the page delay that
// event. A preview's images come from the clipped site, which may be slow: they must not hold the popup back.
// Here the article's one image is served only when the test says so. The real popup (opened by the toolbar
// "click") must paint its preview while that image is still pending, then ask for the image, and show it once
// it arrives. Before media-hold.ts the popup stayed unpainted until the image came.
import { createServer, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PopupProbe, clickUntilPopup, launch, waitFor, type Launched } from './harness';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// The page itself loads at once: its image is lazy (a placeholder src, the real one in data-src), and the
// engine puts the real source into the clip, so only the popup's preview asks for /held.png.
const ARTICLE = `<!doctype html><html lang="en"><head><title>The harbour at dawn - Example</title></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a></nav>
<article><h1>The harbour at dawn</h1>
<p>The first boats leave the harbour before the sun is up, and by the time the light reaches the water the quay is already loud with engines, gulls and the calls of the men loading ice into the holds.</p>
<figure><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" data-src="/held.png" width="400" height="300" alt="Boats leaving the harbour"><figcaption>Boats leaving at dawn.</figcaption></figure>
<p>Most of the catch is sold before noon. What is left goes to the smokehouse at the end of the pier, where it hangs for two days over oak chips before it is packed and sent inland by the afternoon train.</p>
<p>In winter the boats stay in for weeks at a time, and the harbour is quiet enough to hear the ropes creak against the bollards all night long.</p>
</article><footer>© Example</footer></body></html>`;

describe('popup: a slow image does not hold the preview back', () => {
  let launched: Launched;
  let origin = '';
  const held: ServerResponse[] = [];
  let imageAsked = 0;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === '/article.html') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    else if (path === '/held.png') {
      imageAsked++;
      held.push(response);
    } else response.writeHead(404).end();
  });
  const release = () => {
    for (const response of held.splice(0)) response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  };

  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('server has no port');
    origin = `http://127.0.0.1:${address.port}`;
    launched = await launch();
  });
  afterAll(async () => {
    release();
    await launched?.close();
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('paints the preview while the image is pending, then loads the image', async () => {
    const url = `${origin}/article.html`;
    const page = await launched.context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // The toolbar "click": grants activeTab and opens the real popup.
    const probe = new PopupProbe(await launched.context.browser()!.newBrowserCDPSession());
    const popup = await clickUntilPopup(launched, page, url, probe, { waitForLoad: true });
    const readPopup = async (expression: string) => probe.evaluate(popup.targetId, expression);

    // Painted (a frame was drawn with the preview in it) while /held.png is still held: it is released below.
    await waitFor(async () => Boolean(await readPopup(`document.getElementById('popup')?.dataset.paintedMs ?? ''`)), 'the painted preview', 15_000);
    expect(await readPopup(`document.getElementById('preview').textContent`)).toContain('The first boats leave the harbour before the sun is up');
    const imageState = `(() => { const img = document.querySelector('#preview img'); return img ? JSON.stringify({ src: img.getAttribute('src'), loaded: img.complete && img.naturalWidth > 0 }) : ''; })()`;

    // The page has loaded, so the image has its source back and has been asked for; it is not loaded yet.
    await waitFor(() => Promise.resolve(imageAsked > 0), 'the popup to ask for the image');
    expect(JSON.parse(String(await readPopup(imageState)))).toEqual({ src: `${origin}/held.png`, loaded: false });

    release();
    await waitFor(async () => (JSON.parse(String(await readPopup(imageState))) as { loaded: boolean }).loaded, 'the image in the preview');
    await probe.close(popup.targetId);
  });
});
