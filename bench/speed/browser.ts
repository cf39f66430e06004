// bench:speed --browser: the same measurement inside headless Chromium (PITH_CHROMIUM as for the e2e tests), where
// the extension runs, instead of under linkedom. Each page is parsed afresh by the page's DOMParser for each system,
// and the clock runs only around extraction (browser-entry.ts). The page is served cross-origin isolated from
// 127.0.0.1, so performance.now() is precise to 5 µs instead of 100 µs. Peak memory is the page's JS heap (CDP
// Runtime.getHeapUsage after every page); above HEAP_COLLECT_BYTES it is collected between pages, off the clock, as
// under linkedom.
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, requireChromium } from '../../test/e2e/harness';
import type { BrowserSystem } from './browser-entry';

const ENTRY = fileURLToPath(new URL('./browser-entry.ts', import.meta.url));

export interface BrowserTiming {
  /** Extraction time per system, in page order. */
  ms: Record<BrowserSystem, number[]>;
  /** Characters of article HTML each system gave, in page order (0: none, or it threw). */
  chars: Record<BrowserSystem, number[]>;
  peakHeapBytes: number;
  collections: number;
}

async function bundle(): Promise<string> {
  const result = await build({ entryPoints: [ENTRY], bundle: true, format: 'iife', platform: 'browser', target: 'es2022', write: false, logLevel: 'warning' });
  return result.outputFiles[0]!.text;
}

function serve(script: string): Promise<Server> {
  const server = createServer((request, response) => {
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    response.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
    if (request.url === '/speed.js') {
      response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      response.end(script);
      return;
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end('<!doctype html><html><head><script src="/speed.js"></script></head><body></body></html>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Runs `systems` on every page in Chromium, in that order per page, after `warmUp` pages run untimed.
 * `pages` yields each page's HTML and address.
 */
export async function timeInBrowser(
  pages: ReadonlyArray<{ html: () => string; url: string | undefined }>,
  systems: readonly BrowserSystem[],
  warmUp: number,
  heapCollectBytes: number,
): Promise<BrowserTiming> {
  requireChromium();
  const server = await serve(await bundle());
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    if (!(await page.evaluate(() => globalThis.crossOriginIsolated))) throw new Error('the speed page is not cross-origin isolated: timings would be coarsened to 100 µs');
    const cdp = await page.context().newCDPSession(page);
    const extractOnce = (html: string, url: string | undefined, system: BrowserSystem) =>
      page.evaluate(({ html, url, system }) => (globalThis as unknown as { pithSpeed: { run(h: string, u: string | null, s: string): [number, number] } }).pithSpeed.run(html, url, system), { html, url: url ?? null, system });
    for (const { html, url } of pages.slice(0, warmUp)) {
      const text = html();
      for (const system of systems) await extractOnce(text, url, system);
    }
    const perSystem = () => Object.fromEntries(systems.map((system) => [system, [] as number[]])) as Record<BrowserSystem, number[]>;
    const ms = perSystem();
    const chars = perSystem();
    let peakHeapBytes = 0;
    let collections = 0;
    for (const { html, url } of pages) {
      const text = html();
      for (const system of systems) {
        const [time, length] = await extractOnce(text, url, system);
        ms[system].push(time);
        chars[system].push(length);
      }
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      peakHeapBytes = Math.max(peakHeapBytes, usedSize);
      if (usedSize > heapCollectBytes) {
        await cdp.send('HeapProfiler.collectGarbage');
        collections++;
      }
    }
    return { ms, chars, peakHeapBytes, collections };
  } finally {
    await browser.close();
    server.close();
  }
}
