// Benchmark: time from the real popup opening to its rendered preview, over dev-set pages served locally.
// The popup stamps `data-rendered-ms` (performance.now() at first render, i.e. since its navigation started);
// we read it from the real popup that the toolbar click opens, so injection, the worker round trip, the
// extraction on the live page and the render are all inside the figure. Prints median and p90; asserts no time.
// Run alone: npx vitest run --config vitest.e2e.config.ts test/e2e/popup-bench.e2e.ts (PITH_DATASETS overrides
// where the datasets are read from).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickToolbarButton, DATASETS, datasetPage, launch, serve, waitFor, type Launched, type Site } from './harness';

/** Pages per dataset: 20 in all, Chinese and English news plus the WCXB mix of page types. */
const SAMPLE: Record<string, number> = process.env.PITH_BENCH_QUICK ? { daniel_waddle: 3, wcxb_dev: 2 } : { daniel_waddle: 10, l3s_gn1: 4, wcxb_dev: 6 };
const TARGET_MEDIAN_MS = 150;

interface TargetInfo {
  targetId: string;
  url: string;
}

/** Every n-th page id of a dataset (ids sorted), so the sample spreads over sites and never changes. */
function samplePages(dataset: string, count: number): string[] {
  const meta = JSON.parse(readFileSync(join(DATASETS, dataset, 'meta.json'), 'utf8')) as { pages: Array<{ id: string }> };
  const ids = meta.pages.map((page) => page.id).sort();
  const step = ids.length / count;
  return Array.from({ length: count }, (_, i) => ids[Math.floor(i * step)]!);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Evaluates in a target Playwright does not expose (the real popup), over the browser's CDP session. */
class PopupProbe {
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
    return targetInfos.find((info) => info.url.includes('/src/popup/index.html') && !info.url.includes('?tab='));
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

describe('popup benchmark: open → rendered preview', () => {
  let launched: Launched;
  let site: Site;
  const pages: Array<{ path: string; dataset: string; id: string }> = [];

  beforeAll(async () => {
    const served: Record<string, string> = {};
    for (const [dataset, count] of Object.entries(SAMPLE)) {
      for (const id of samplePages(dataset, count)) {
        const path = `/${dataset}/${encodeURIComponent(id)}.html`;
        served[path] = datasetPage(dataset, id);
        pages.push({ path, dataset, id });
      }
    }
    site = await serve(served);
    launched = await launch();
    // Hermetic: dataset pages point at their original sites; nothing leaves 127.0.0.1.
    await launched.context.route('**/*', (route) => (route.request().url().startsWith(site.origin) ? route.continue() : route.abort()));
  });
  afterAll(async () => {
    await launched?.close();
    await site?.close();
  });

  it(`renders a preview for each of ${Object.values(SAMPLE).reduce((a, b) => a + b, 0)} dev-set pages and prints median and p90`, async () => {
    const cdp = await launched.context.browser()!.newBrowserCDPSession();
    const probe = new PopupProbe(cdp);
    const times: number[] = [];
    for (const { path } of pages) {
      const page = await launched.context.newPage();
      const url = site.url(path);
      await page.goto(url, { waitUntil: 'load' });
      await page.bringToFront();
      await clickToolbarButton(launched, url);
      const popup = await waitFor(() => probe.popupTarget(), `the popup on ${path}`);
      const rendered = await waitFor(async () => {
        const value = await probe.evaluate(popup.targetId, `document.getElementById('popup')?.dataset.renderedMs ?? ''`);
        return typeof value === 'string' && value ? Number(value) : undefined;
      }, `the rendered preview on ${path}`, 30_000);
      const shown = await probe.evaluate(popup.targetId, `(document.getElementById('preview')?.textContent ?? '').trim().length + document.getElementById('notice').textContent.length`);
      expect(shown, `something shown for ${path}`).toBeGreaterThan(0);
      times.push(rendered);
      if (process.env.PITH_BENCH_DETAIL) {
        const marks = await probe.evaluate(popup.targetId, `JSON.stringify(performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime), m.detail]))`);
        console.log(`${path.slice(0, 60)} rendered ${rendered} ms; marks ${String(marks)}`);
      }
      await probe.close(popup.targetId);
      await page.close();
    }
    await cdp.detach();
    const sorted = [...times].sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    console.log(
      `popup-bench: open → rendered preview over ${times.length} dev-set pages: median ${median.toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms, ` +
        `min ${sorted[0]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (target median < ${TARGET_MEDIAN_MS} ms: ${median < TARGET_MEDIAN_MS ? 'met' : 'not met'})`,
    );
    expect(times).toHaveLength(pages.length);
  });
});
