// Benchmark: time from the toolbar click to the popup's rendered preview, over dev-set pages served locally.
// Clocks start just before the DevTools "click" (Extensions.triggerAction) and when the popup page starts
// loading (its performance time origin, turned into wall-clock time with performance.timeOrigin), and stop at
// the first frame the popup paints with the preview body in it (`data-painted-ms`). The click figure holds
// everything: the worker starting the reading at the click (the manifest names no popup, see
// background/clip-flow.ts), injection, the extraction on the live page, the browser creating the popup (~270 ms
// in headless and Xvfb Chromium 156 here, the same for an empty popup), loading the popup page, the round trip
// for the preview and the render. The target (median < 150 ms) is from popup open: the popup's own load, its
// request, whatever of the reading is still running by then (the `received` stage), and the render. Both are
// printed, with the median per stage; asserts no time.
// Run alone: npx vitest run --config vitest.e2e.config.ts test/e2e/popup-bench.e2e.ts (PITH_DATASETS overrides
// where the datasets are read from; PITH_BENCH_DETAIL=1 prints each page's stages, PITH_BENCH_QUICK=1 runs 5
// pages, PITH_BENCH_HEADFUL=1 runs Chromium with a window under Xvfb). On a machine shared with other work the
// figures move with its load by ±100 ms: quote them with `uptime`, and compare two builds page by page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS, PopupProbe, type TargetInfo, datasetPage, launch, serve, waitFor, type Launched, type Site } from './harness';

/** Pages per dataset: 20 in all, Chinese and English news plus the WCXB mix of page types. */
const SAMPLE: Record<string, number> = process.env.PITH_BENCH_QUICK ? { daniel_waddle: 3, wcxb_dev: 2 } : { daniel_waddle: 10, l3s_gn1: 4, wcxb_dev: 6 };
const TARGET_MEDIAN_MS = 150;
/** How long the popup is left alone after it appears, before the benchmark first looks into it. */
const UNTOUCHED_MS = 1_500;

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

/** What the popup itself knows about its timeline, read once the preview is painted. */
interface PopupFacts {
  timeOrigin: number;
  marks: Array<[string, number]>;
  extractMs: number | null;
  /** The popup document's parse end (navigation timing's domInteractive): its own HTML, before its scripts run. */
  parsedMs: number | null;
  /** The popup's HTML has been read (navigation timing's responseEnd): all before is the browser's. */
  arrivedMs: number | null;
}

const POPUP_FACTS = `JSON.stringify({
  timeOrigin: performance.timeOrigin,
  marks: performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]),
  extractMs: performance.getEntriesByName('pith-preview-received')[0]?.detail?.extractMs ?? null,
  parsedMs: performance.getEntriesByType('navigation')[0]?.domInteractive ?? null,
  arrivedMs: performance.getEntriesByType('navigation')[0]?.responseEnd ?? null,
})`;

/** Milliseconds after the click at which each stage was reached. */
interface PageTiming {
  /** The popup's navigation started (its performance time origin). */
  popupOpened: number;
  /** The popup's HTML has arrived from the browser. */
  arrived: number | null;
  /** The popup's HTML is parsed (its module scripts run after this). */
  parsed: number | null;
  script: number | null;
  /** The preview was asked for: by the classic script at the top of the popup's <head> (early.ts), else by main.ts. */
  requested: number | null;
  /** The worker's answer to early.ts arrived (null when early.ts did not ask). */
  arrival: number | null;
  /** The popup's module took the worker's answer; `received` is after it sanitized it. */
  answered: number | null;
  received: number | null;
  rendered: number | null;
  painted: number;
  /** The engine's own time on the live page, inside received − requested. */
  extract: number | null;
}

const STAGES = ['popupOpened', 'arrived', 'requested', 'parsed', 'script', 'arrival', 'answered', 'received', 'extract', 'rendered', 'painted'] as const;

function pageTiming(facts: PopupFacts, clickedAt: number, paintedMs: number): PageTiming {
  const sinceClick = (popupMs: number) => facts.timeOrigin + popupMs - clickedAt;
  const mark = (name: string) => {
    const found = facts.marks.find(([markName]) => markName === name);
    return found ? sinceClick(found[1]) : null;
  };
  return {
    popupOpened: sinceClick(0),
    arrived: facts.arrivedMs === null ? null : sinceClick(facts.arrivedMs),
    parsed: facts.parsedMs === null ? null : sinceClick(facts.parsedMs),
    script: mark('pith-popup-script'),
    requested: mark('pith-early-requested') ?? mark('pith-preview-requested'),
    arrival: mark('pith-early-answered'),
    answered: mark('pith-preview-answered'),
    received: mark('pith-preview-received'),
    rendered: mark('pith-preview-rendered'),
    painted: sinceClick(paintedMs),
    extract: facts.extractMs,
  };
}

function medianOf(timings: PageTiming[], stage: (typeof STAGES)[number]): string {
  const values = timings.map((timing) => timing[stage]).filter((value): value is number => value !== null).sort((a, b) => a - b);
  return values.length ? percentile(values, 50).toFixed(0) : '–';
}

function describeTiming(timing: PageTiming): string {
  return STAGES.map((stage) => `${stage} ${timing[stage] === null ? '–' : timing[stage]!.toFixed(0)}`).join(', ');
}

/**
 * The toolbar click, as in the harness's clickToolbarButton, but stamped: the wall-clock time just before the
 * browser is told to trigger the action, after the tab lookups that a real click does not need.
 */
async function clickAndStamp(cdp: CDPSession, extensionId: string, pageUrl: string): Promise<number> {
  const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] } as never)) as { targetInfos: TargetInfo[] };
  const tab = targetInfos.find((info) => info.url === pageUrl);
  if (!tab) throw new Error(`no tab target for ${pageUrl}`);
  await cdp.send('Target.activateTarget', { targetId: tab.targetId });
  const clickedAt = Date.now();
  await cdp.send('Extensions.triggerAction' as never, { id: extensionId, targetId: tab.targetId } as never);
  return clickedAt;
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
    launched = await launch({ headful: Boolean(process.env.PITH_BENCH_HEADFUL) });
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
    const timings: PageTiming[] = [];
    for (const { path } of pages) {
      const page = await launched.context.newPage();
      const url = site.url(path);
      await page.goto(url, { waitUntil: 'load' });
      await page.bringToFront();
      const clickedAt = await clickAndStamp(cdp, launched.extensionId, url);
      const popup = await waitFor(() => probe.popupTarget(), `the popup on ${path}`);
      // Attaching DevTools to the popup while it loads slows it down (~two cores here): leave it alone until it
      // is surely done. Nothing is lost by waiting, since every stage is read from the popup's own clock.
      await new Promise((done) => setTimeout(done, UNTOUCHED_MS));
      const painted = await waitFor(async () => {
        const value = await probe.evaluate(popup.targetId, `document.getElementById('popup')?.dataset.paintedMs ?? ''`);
        return typeof value === 'string' && value ? Number(value) : undefined;
      }, `the rendered preview on ${path}`, 30_000);
      // The article body itself, not a notice: a page that failed to read must not pass for a fast one.
      const shown = await probe.evaluate(popup.targetId, `(document.getElementById('preview')?.textContent ?? '').trim().length`);
      expect(shown, `the preview body of ${path}`).toBeGreaterThan(0);
      const facts = JSON.parse(String(await probe.evaluate(popup.targetId, POPUP_FACTS))) as PopupFacts;
      const timing = pageTiming(facts, clickedAt, painted);
      timings.push(timing);
      if (process.env.PITH_BENCH_DETAIL) console.log(`${path.slice(0, 60)} ${describeTiming(timing)}`);
      await probe.close(popup.targetId);
      await page.close();
    }
    await cdp.detach();
    const fromClick = timings.map((timing) => timing.painted).sort((a, b) => a - b);
    const fromOpen = timings.map((timing) => timing.painted - timing.popupOpened).sort((a, b) => a - b);
    const median = percentile(fromOpen, 50);
    console.log(
      `popup-bench: popup open → preview painted over ${timings.length} dev-set pages: median ${median.toFixed(0)} ms, p90 ${percentile(fromOpen, 90).toFixed(0)} ms, ` +
        `min ${fromOpen[0]!.toFixed(0)} ms, max ${fromOpen.at(-1)!.toFixed(0)} ms (target median < ${TARGET_MEDIAN_MS} ms: ${median < TARGET_MEDIAN_MS ? 'met' : 'not met'})`,
    );
    console.log(
      `popup-bench: click → preview painted: median ${percentile(fromClick, 50).toFixed(0)} ms, p90 ${percentile(fromClick, 90).toFixed(0)} ms ` +
        `(of which click → popup open, the browser creating the popup before any of its code exists: median ${medianOf(timings, 'popupOpened')} ms)`,
    );
    console.log(`popup-bench stages (median ms after the click): ${STAGES.map((stage) => `${stage} ${medianOf(timings, stage)}`).join(', ')}`);
    expect(timings).toHaveLength(pages.length);
  });
});
