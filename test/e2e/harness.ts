// Shared machinery for the end-to-end tier: Debian's Chromium with the built extension loaded, a local HTTP
// server for test pages, the DevTools-protocol "click" on the toolbar button, and Xvfb for real shortcuts.
import { chromium, type BrowserContext, type CDPSession, type Page, type Worker } from 'playwright-core';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clip } from '../../src/shared/clip';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The built Chrome extension; PITH_DIST points at a copy (so one engineer's rebuild can't change a running test). */
export const DIST = process.env.PITH_DIST ? resolve(process.env.PITH_DIST) : join(ROOT, 'dist');
export const CHROMIUM = process.env.PITH_CHROMIUM ?? '/usr/bin/chromium';
export const DATASETS = resolve(process.env.PITH_DATASETS ?? join(ROOT, '../shared/datasets'));

export function requireChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with "apt-get update && apt-get install -y chromium" (or set PITH_CHROMIUM).`);
  }
}

export function requireBuiltExtension(): void {
  requireChromium();
  if (!existsSync(join(DIST, 'manifest.json'))) throw new Error('dist/ is missing: run "npm run build" first.');
}

export interface Site {
  origin: string;
  url(path: string): string;
  close(): Promise<void>;
}

/** Serves `pages` (path → HTML or bytes) on 127.0.0.1; everything else is 404. Never reaches the internet. */
export async function serve(pages: Record<string, string | { body: string | Buffer; type: string }>): Promise<Site> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const page = pages[path];
    if (page === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const { body, type } = typeof page === 'string' ? { body: page, type: 'text/html; charset=utf-8' } : page;
    response.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    url: (path) => origin + path,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export function datasetPage(dataset: string, id: string): string {
  const path = join(DATASETS, dataset, 'pages', `${id}.html`);
  if (!existsSync(path)) throw new Error(`dataset page ${path} is missing: set PITH_DATASETS to the datasets folder (../shared/datasets).`);
  return readFileSync(path, 'utf8');
}

let xvfb: ChildProcess | undefined;

/** Real keyboard shortcuts only reach browser accelerators in a headful browser: give it an X server. */
export async function ensureDisplay(): Promise<string> {
  if (process.env.DISPLAY) return process.env.DISPLAY;
  if (!existsSync('/usr/bin/Xvfb')) throw new Error('Xvfb is missing: install it with "apt-get install -y xvfb xdotool".');
  const display = ':99';
  if (!xvfb) {
    xvfb = spawn('/usr/bin/Xvfb', [display, '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], { stdio: 'ignore', detached: false });
    await new Promise((done) => setTimeout(done, 600));
  }
  return display;
}

export function stopDisplay(): void {
  xvfb?.kill();
  xvfb = undefined;
}

export interface Launched {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  extensionUrl(path: string): string;
  close(): Promise<void>;
}

export interface LaunchOptions {
  headful?: boolean;
  lang?: string;
  colorScheme?: 'light' | 'dark';
  /** Reuse a profile (e.g. to see what survives a restart). */
  userDataDir?: string;
}

export async function launch(options: LaunchOptions = {}): Promise<Launched> {
  requireBuiltExtension();
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'pith-e2e-'));
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  if (options.headful) env.DISPLAY = await ensureDisplay();
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    `--disable-extensions-except=${DIST}`,
    `--load-extension=${DIST}`,
  ];
  if (!options.headful) args.unshift('--headless=new');
  if (options.lang) args.push(`--lang=${options.lang}`);
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: !options.headful,
    args,
    env,
    colorScheme: options.colorScheme ?? 'light',
    ...(options.lang ? { locale: options.lang } : {}),
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    extensionUrl: (path) => `chrome-extension://${extensionId}/${path.replace(/^\//, '')}`,
    close: async () => {
      await context.close();
      if (!options.userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The live service worker (a new one after the old one was stopped). */
export async function currentWorker(launched: Launched): Promise<Worker> {
  const live = launched.context.serviceWorkers().find((worker) => worker.url().includes(launched.extensionId));
  return live ?? (await launched.context.waitForEvent('serviceworker', { timeout: 30_000 }));
}

/**
 * "Clicks" Pith's toolbar button for the tab showing `pageUrl`, as a user gesture: grants activeTab and opens
 * the real popup. Returns the popup's DevTools target id.
 */
export async function clickToolbarButton(launched: Launched, pageUrl: string): Promise<void> {
  const browser = launched.context.browser();
  if (!browser) throw new Error('no browser behind the persistent context');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] } as never)) as {
    targetInfos: Array<{ targetId: string; url: string }>;
  };
  const tab = targetInfos.find((info) => info.url === pageUrl);
  if (!tab) throw new Error(`no tab target for ${pageUrl} among ${targetInfos.map((info) => info.url).join(', ')}`);
  // activeTab is granted only for the tab in front (a fresh profile opens the welcome tab over ours).
  await cdp.send('Target.activateTarget', { targetId: tab.targetId });
  await cdp.send('Extensions.triggerAction' as never, { id: launched.extensionId, targetId: tab.targetId } as never);
  await cdp.detach();
}

/**
 * Clicks the toolbar button on `page`'s tab until the extension is granted it. activeTab goes to the active tab
 * only, and on a fresh profile the welcome tab opens and takes the front at a moment of its own choosing: bring
 * the page forward and click again until the grant shows. With `waitForLoad`, also wait until the tab has
 * loaded (the clip flow refuses a tab that is still loading, as a reader would wait). Returns the tab id.
 */
export async function grantActiveTab(launched: Launched, page: Page, url: string, options: { waitForLoad?: boolean } = {}): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    await page.bringToFront();
    await clickToolbarButton(launched, url);
    try {
      const tabId = await waitFor(() => tabIdOf(launched, url).catch(() => undefined), `the tab at ${url}`, 2_000);
      if (options.waitForLoad) {
        await waitFor(async () => (await currentWorker(launched)).evaluate(async (id) => (await chrome.tabs.get(id)).status === 'complete', tabId), 'the tab to finish loading');
      }
      return tabId;
    } catch (error) {
      if (attempt >= 5) throw new Error(`activeTab was never granted on ${url}: ${error instanceof Error ? error.message : String(error)}`);
      await page.waitForTimeout(300);
    }
  }
}

/**
 * Clicks the toolbar button on `page`'s tab until the real action popup is open, and returns it. In about one
 * run in two of popup-images (at b8ffff7 too) the click granted activeTab but no popup target ever showed, the
 * fresh profile's welcome tab being the only other newcomer: most likely it took the focus, which closes a popup.
 * Clicking again opened it every time (8 of 8 runs).
 */
export async function clickUntilPopup(launched: Launched, page: Page, url: string, probe: PopupProbe, options: { waitForLoad?: boolean } = {}): Promise<TargetInfo> {
  for (let attempt = 1; ; attempt++) {
    await grantActiveTab(launched, page, url, options);
    try {
      return await waitFor(() => probe.popupTarget(), 'the popup', 5_000);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Opens `url` in a new tab, clicks the toolbar button on it and returns the popup UI once its preview has rendered. */
export async function openRenderedPopup(launched: Launched, url: string): Promise<Page> {
  const page = await launched.context.newPage();
  await page.goto(url);
  const tabId = await grantActiveTab(launched, page, url, { waitForLoad: true });
  const popup = await openPopupFor(launched, tabId);
  await popup.waitForSelector('#popup[data-rendered-ms]');
  return popup;
}

/** Files the clip in the popup: picks `notebook` (creating it when new) and adds each tag. Does not save. */
export async function fileInPopup(popup: Page, notebook: string, tags: string[]): Promise<void> {
  const options = await popup.locator('#notebook option').allInnerTexts();
  if (options.includes(notebook)) await popup.selectOption('#notebook', { label: notebook });
  else {
    await popup.selectOption('#notebook', { label: 'New notebook…' });
    await popup.fill('#new-notebook', notebook);
  }
  for (const tag of tags) {
    await popup.fill('#tags', tag);
    await popup.press('#tags', 'Enter');
  }
}

/** The tab id the extension knows a page by. */
export async function tabIdOf(launched: Launched, pageUrl: string): Promise<number> {
  const worker = await currentWorker(launched);
  const id = await worker.evaluate(async (url) => {
    const tabs = await chrome.tabs.query({});
    return tabs.find((tab) => tab.url === url)?.id ?? -1;
  }, pageUrl);
  if (id < 0) throw new Error(`the extension sees no tab at ${pageUrl}`);
  return id;
}

/** Opens the popup page in an ordinary tab, pointed at the tab to clip (same code as the real popup). */
export async function openPopupFor(launched: Launched, tabId: number): Promise<Page> {
  const page = await launched.context.newPage();
  await page.goto(launched.extensionUrl(`src/popup/index.html?tab=${tabId}`));
  return page;
}

/** Reads every stored clip straight from IndexedDB, through an extension page. */
export async function readClips(launched: Launched): Promise<Clip[]> {
  const page = await launched.context.newPage();
  try {
    await page.goto(launched.extensionUrl('src/library/index.html'));
    return await page.evaluate(
      () =>
        new Promise<Clip[]>((done, fail) => {
          const request = indexedDB.open('pith');
          request.onerror = () => fail(request.error);
          request.onsuccess = () => {
            const db = request.result;
            if (!db.objectStoreNames.contains('clips')) return done([]);
            const all = db.transaction('clips').objectStore('clips').getAll();
            all.onsuccess = () => done(all.result as Clip[]);
            all.onerror = () => fail(all.error);
          };
        }),
    );
  } finally {
    await page.close();
  }
}

export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** A DevTools target, as Target.getTargets lists it. */
export interface TargetInfo {
  targetId: string;
  url: string;
}

/** Evaluates in a target Playwright does not expose (the real popup), over the browser's CDP session. */
export class PopupProbe {
  private nextId = 1;
  private readonly pending = new Map<number, (value: unknown) => void>();

  constructor(private readonly cdp: CDPSession) {
    cdp.on('Target.receivedMessageFromTarget' as never, ((event: { message: string }) => {
      const message = JSON.parse(event.message) as { id?: number; result?: { result?: { value?: unknown } } };
      if (message.id !== undefined) this.pending.get(message.id)?.(message.result?.result?.value);
    }) as never);
  }

  async popupTarget(): Promise<TargetInfo | undefined> {
    const { targetInfos } = (await this.cdp.send('Target.getTargets')) as { targetInfos: Array<TargetInfo & { type: string }> };
    // The worker sets the popup as `src/popup/index.html?tab=<id>`; callers open no popup page in a tab.
    return targetInfos.find((info) => info.url.includes('/src/popup/index.html'));
  }

  async evaluate(targetId: string, expression: string): Promise<unknown> {
    const { sessionId } = (await this.cdp.send('Target.attachToTarget', { targetId, flatten: false })) as { sessionId: string };
    const id = this.nextId++;
    const answer = new Promise((resolve) => this.pending.set(id, resolve));
    const message = JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression, returnByValue: true } });
    await this.cdp.send('Target.sendMessageToTarget' as never, { sessionId, message } as never);
    const value = await answer;
    await this.cdp.send('Target.detachFromTarget', { sessionId });
    return value;
  }

  async close(targetId: string): Promise<void> {
    await this.cdp.send('Target.closeTarget', { targetId });
  }
}
