// The XSS corpus in the real extension: every vector, inside realistic article text on a 127.0.0.1 page, goes
// through extract → store → render (toolbar click, popup preview, background save, library list and clip view).
// No extension page may run a payload: `window.__pwned` stays unset in each, the local server never receives a
// /pwned beacon from an extension page, and extension pages request nothing outside their own origin and the
// article's. Also: the extension pages' CSP stops inline script that DevTools injects.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../src/shared/clip';
import { scriptCapableConstructs } from '../unit/security/script-capable';
import { launch, openPopupFor, readClips, ROOT, type Launched, grantActiveTab } from './harness';

interface Vector {
  id: string;
  category: string;
  html: string;
}
const corpus = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/xss/vectors.json'), 'utf8')) as { placeholder: string; vectors: Vector[] };

/** Vectors per page: enough pages to keep the run short, few enough that one bad page is easy to read. */
const VECTORS_PER_PAGE = 40;

/** A local server that records every request it gets (path and query), for the beacon check. */
interface RecordingSite {
  origin: string;
  requests: string[];
  pages: Map<string, string>;
  close(): Promise<void>;
}

async function recordingSite(): Promise<RecordingSite> {
  const pages = new Map<string, string>();
  const requests: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    const page = pages.get(new URL(url, 'http://127.0.0.1').pathname);
    if (page === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    // The pages hold meta refreshes, forms and top-navigation tricks that would take the tab away before it is
    // clipped. A CSP sandbox stops those (automatic features, navigation) but lets the page run its own script.
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': 'sandbox allow-scripts allow-same-origin' }).end(page);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    pages,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * The payload as a quote-free expression (it must work unquoted in attributes and inside URLs): set the trap
 * and send a beacon naming the vector and the scheme of the document it ran in — `http:` when the test page
 * runs its own markup (expected), `chrome-extension:` if an extension page ever did (the failure we look for).
 */
function payloadFor(origin: string, id: string): string {
  const beacon = `${origin}/pwned?${id}&from=`;
  const codes = [...beacon].map((char) => char.charCodeAt(0)).join(',');
  return `top.__pwned=1,fetch(String.fromCharCode(${codes})+location.protocol)`;
}

/**
 * Vectors that swallow or re-parent what follows them (unclosed raw-text elements, <select>, which Chromium's
 * customizable-select parser keeps open where jsdom closes it) go last on their page, so they cannot hide the
 * vectors after them from the reader.
 */
function swallowsWhatFollows(html: string): boolean {
  const doc = new JSDOM(`<!doctype html><body><article><p>A</p>${html}<p id="after">B</p></article></body>`).window.document;
  return doc.getElementById('after')?.parentElement?.localName !== 'article' || /<select/i.test(html);
}

function batches(vectors: Vector[]): Vector[][] {
  const swallowers = vectors.filter((vector) => swallowsWhatFollows(vector.html));
  const others = vectors.filter((vector) => !swallowers.includes(vector));
  const pageCount = Math.max(Math.ceil(vectors.length / VECTORS_PER_PAGE), swallowers.length);
  const pages: Vector[][] = Array.from({ length: pageCount }, () => []);
  others.forEach((vector, index) => pages[index % pageCount]!.push(vector));
  swallowers.forEach((vector, index) => pages[index]!.push(vector));
  return pages;
}

const marker = (vector: Vector) => `Field note ${vector.id} follows.`;

function articlePage(index: number, vectors: Vector[], origin: string): string {
  const sections = vectors
    .map(
      (vector) =>
        `<section><p>${marker(vector)} The paragraph below quotes a sample of markup that a hostile site could put in an ordinary article, between sentences a reader would want to keep.</p>\n` +
        `${vector.html.split(corpus.placeholder).join(payloadFor(origin, vector.id))}\n` +
        `<p>After the sample the article goes on with more plain prose about reading, saving and exporting pages, so that the engine sees real text around it.</p></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Field notes on hostile markup, part ${index + 1}</title></head>
<body><header><nav><a href="/">Home</a> · <a href="/about">About</a> · <a href="/archive">Archive</a></nav></header>
<main><article><h1>Field notes on hostile markup, part ${index + 1}</h1>
<p>These notes collect markup that tries to run script in whatever later shows the page. A clipper keeps the article and must drop everything that could act on its own; the rest of this page is the collection, one sample per section.</p>
${sections}
</article></main><footer><p>© 2026 Field notes · <a href="/contact">Contact</a></p></footer></body></html>`;
}

/** Every request an extension page (or the worker) makes, by URL. */
function recordExtensionRequests(launched: Launched): string[] {
  const seen: string[] = [];
  launched.context.on('request', (request) => {
    let source = '';
    try {
      source = request.frame().url();
    } catch {
      source = request.serviceWorker()?.url() ?? '';
    }
    if (source.startsWith('chrome-extension://')) seen.push(request.url());
  });
  return seen;
}

async function pwnedIn(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(150);
}

describe('XSS corpus through extract → store → render in Chromium', () => {
  let launched: Launched;
  let site: RecordingSite;
  let extensionRequests: string[];
  const pages = batches(corpus.vectors);
  const saved: Clip[] = [];

  beforeAll(async () => {
    site = await recordingSite();
    pages.forEach((vectors, index) => site.pages.set(`/notes-${index + 1}.html`, articlePage(index, vectors, site.origin)));
    site.pages.set('/control.html', '<!doctype html><title>Control</title><p>control</p>');
    launched = await launch();
    extensionRequests = recordExtensionRequests(launched);
    // Nothing leaves the machine, and a meta refresh to another host (which no CSP or sandbox stops) must not take
    // the tab away before it is clipped: a 204 answer cancels a navigation and keeps the page. Requests are
    // recorded above before this handler sees them.
    await launched.context.route(
      (url) => /^https?:$/.test(url.protocol) && url.origin !== site.origin,
      (route) => (route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.abort()),
    );
  });
  afterAll(async () => {
    await launched?.close();
    await site?.close();
  });

  it(`covers all ${corpus.vectors.length} vectors on ${pages.length} article pages`, () => {
    expect(corpus.vectors.length).toBeGreaterThanOrEqual(200);
    expect(pages.flat().map((vector) => vector.id).sort()).toEqual(corpus.vectors.map((vector) => vector.id).sort());
  });

  it('clips every page (toolbar click, popup preview, background save) and no payload runs in the popup', async () => {
    for (const [index, vectors] of pages.entries()) {
      const url = `${site.origin}/notes-${index + 1}.html`;
      const tab = await launched.context.newPage();
      await tab.goto(url);
      const tabId = await grantActiveTab(launched, tab, url, { waitForLoad: true });
      const popup = await openPopupFor(launched, tabId);
      await popup.waitForFunction((text) => document.body.innerText.includes(text), marker(vectors[0]!), { timeout: 20_000 });
      const outcome = await popup.evaluate(
        (request) => chrome.runtime.sendMessage({ pith: 'save', payload: request }),
        { tabId, mode: 'article', title: '', notebook: 'Security', tags: ['xss'] },
      );
      expect(outcome, `save of page ${index + 1}`).toMatchObject({ ok: true });
      saved.push((outcome as { clip: Clip }).clip);
      await settle(popup);
      expect(await pwnedIn(popup), `popup for page ${index + 1}`).toBeUndefined();
      await popup.close();
      await tab.close();
    }
  });

  it('stores every vector’s surroundings and nothing script-capable', async () => {
    const clips = await readClips(launched);
    expect(clips).toHaveLength(pages.length);
    const text = clips.map((clip) => clip.text).join('\n');
    const missing = corpus.vectors.filter((vector) => !text.includes(marker(vector))).map((vector) => vector.id);
    expect(missing, 'vectors whose section never reached the stored clip').toEqual([]);
    for (const clip of clips) {
      const body = new JSDOM(`<!doctype html><body>${clip.html}</body>`).window.document.body;
      expect(scriptCapableConstructs(body), clip.title).toEqual([]);
    }
  });

  it('renders the library list and every clip view without running a payload', async () => {
    const library = await launched.context.newPage();
    await library.goto(launched.extensionUrl('src/library/index.html'));
    await settle(library);
    expect(await pwnedIn(library)).toBeUndefined();
    // Each clip view through the library's own route (#clip=<id>), waiting until the clip's article is shown.
    for (const [index, clip] of saved.entries()) {
      await library.evaluate((hash) => {
        location.hash = hash;
      }, `#clip=${encodeURIComponent(clip.id)}`);
      const lastOnPage = pages[index]![pages[index]!.length - 1]!;
      await library.waitForFunction((text) => document.body.innerText.includes(text), marker(lastOnPage), { timeout: 20_000 });
      await library.waitForTimeout(150);
      expect(await pwnedIn(library), clip.title).toBeUndefined();
    }
    await library.close();
  });

  it('no beacon came from an extension page, and extension pages reached no other origin', async () => {
    const beacons = site.requests.filter((path) => path.startsWith('/pwned'));
    const fromExtension = beacons.filter((path) => path.includes('from=chrome-extension'));
    expect(fromExtension).toEqual([]);
    // The payloads are live: the test pages themselves (ordinary http: documents) run many of them.
    expect(beacons.filter((path) => path.includes('from=http')).length).toBeGreaterThan(10);
    // A <base href> in the page re-targets its relative URLs, for the page as for the clip (context-07 points it
    // at base-target.example): images there are the article's. Every other host is a leak.
    const allowed = [site.origin, 'https://base-target.example'];
    const elsewhere = extensionRequests.filter((url) => /^(https?|wss?|ftp):/i.test(url) && !allowed.includes(new URL(url).origin));
    expect(elsewhere).toEqual([]);
    expect(extensionRequests.filter((url) => url.includes('/pwned'))).toEqual([]);
  });

  it('the extension pages’ CSP blocks inline script injected through DevTools (and the same injection runs in a web page)', async () => {
    const inject = () =>
      new Promise<{ ran: boolean; handlerRan: boolean; violations: string[] }>((done) => {
        const violations: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true;';
        document.head.append(script);
        const image = document.createElement('img');
        image.setAttribute('onerror', 'window.__handlerRan = true');
        image.src = 'data:,not-an-image';
        document.body.append(image);
        setTimeout(() => {
          const win = window as unknown as { __inlineRan?: boolean; __handlerRan?: boolean };
          done({ ran: win.__inlineRan === true, handlerRan: win.__handlerRan === true, violations });
        }, 300);
      });
    for (const path of ['src/library/index.html', 'src/popup/index.html']) {
      const page = await launched.context.newPage();
      await page.goto(launched.extensionUrl(path));
      const outcome = await page.evaluate(inject);
      expect(outcome.ran, path).toBe(false);
      expect(outcome.handlerRan, path).toBe(false);
      expect(outcome.violations.some((directive) => directive.startsWith('script-src')), path).toBe(true);
      await page.close();
    }
    const control = await launched.context.newPage();
    await control.goto(`${site.origin}/control.html`);
    const outcome = await control.evaluate(inject);
    expect(outcome.ran).toBe(true);
    expect(outcome.handlerRan).toBe(true);
    await control.close();
  });
});
