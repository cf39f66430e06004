// npm run bench:speed -- [--data PATH] [--dataset a,b] [--every N] [--limit N] [--raw-parse] [--browser]
//
// Extraction time per page for Pith and @mozilla/readability on the same pages. Each system gets its own fresh
// linkedom parse and the clock runs only around extraction (bench/lib/systems.ts). A warm-up pass over the
// first pages lets the JIT settle before anything is recorded. Reports median and p90 per system, the ratio
// Pith/Readability, Pith's slowest page and whether any page took over a second, and peak memory (rss and
// heapUsed, sampled after every extraction).
//
// Between pages, outside the clock, the heap is collected once it holds more than HEAP_COLLECT_BYTES: in the
// browser each clip runs in its own page's heap, and here the garbage of hundreds of pages before would
// otherwise be collected inside whichever page came next (runs charged 1.0 and 1.4 s collections to pages that
// take 60–100 ms). A collection before every page is no better: it made both systems ~3× slower.
//
// --browser runs the same measurement in headless Chromium, on the page's own DOMParser documents (browser.ts): the
// DOM the extension runs on, where the DOM's own work is native code and the extractors' script weighs more.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseBenchArgs, selectPages } from '../lib/args';
import { datasetsRoot, loadDatasets, readPageHtml, type DatasetPage } from '../lib/datasets';
import { median, quantile } from '../lib/stats';
import { runSystem, type SystemName } from '../lib/systems';

const USAGE = 'usage: npm run bench:speed -- [--data PATH] [--dataset a,b] [--every N] [--limit N] [--raw-parse] [--browser]';

/** Pages run untimed before measuring: enough for V8 to optimise the hot paths of both extractors. */
const WARM_UP_PAGES = 40;
/** A page slower than this is a user-visible stall in the popup. */
const SLOW_PAGE_MS = 1000;

const TIMED_SYSTEMS = ['pith', 'readability'] as const satisfies readonly SystemName[];
type TimedSystem = (typeof TIMED_SYSTEMS)[number];

interface Timing {
  page: DatasetPage;
  ms: number;
}

const MB = 1024 * 1024;
/** Above this much heap in use, collect between pages. */
const HEAP_COLLECT_BYTES = 256 * MB;

/** V8's full collection, reachable without a command-line flag. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2), USAGE);
  // DOMParser builds its own document: a bare linkedom parse has no meaning in the browser.
  if (args.browser && args.rawParse) throw new Error('--raw-parse is a linkedom parse; it cannot be used with --browser');
  const root = datasetsRoot(args.data);
  const pages = loadDatasets(root, args.datasets).flatMap((d) => selectPages(d.pages, args));
  const htmlOf = (page: DatasetPage) => readPageHtml(root, page);
  const measured = args.browser ? await measureInBrowser(pages, htmlOf) : measureUnderLinkedom(pages, htmlOf, args.rawParse ? 'raw' : 'browser');
  const { timings } = measured;

  const ms = (s: TimedSystem) => timings[s].map((t) => t.ms);
  const pithMedian = median(ms('pith'));
  const pithP90 = quantile(ms('pith'), 0.9);
  const readMedian = median(ms('readability'));
  const readP90 = quantile(ms('readability'), 0.9);
  const slowest = timings.pith.reduce((a, b) => (b.ms > a.ms ? b : a));
  const overBudget = timings.pith.filter((t) => t.ms > SLOW_PAGE_MS);

  const sample = args.every > 1 ? `, 1 page in ${args.every} of each dataset` : '';
  const where = args.browser ? ' in headless Chromium (DOMParser documents)' : '';
  console.log(`bench:speed — ${pages.length} pages from ${root}${sample}${where} (warm-up ${Math.min(WARM_UP_PAGES, pages.length)} pages)`);
  console.log(`pith         median ${pithMedian.toFixed(2)} ms   p90 ${pithP90.toFixed(1)} ms`);
  console.log(`readability  median ${readMedian.toFixed(2)} ms   p90 ${readP90.toFixed(1)} ms`);
  // Three decimals: the target is a bound (at most 0.3), and two decimals round 0.304 down to it.
  console.log(`ratio pith/readability  median ${(pithMedian / readMedian).toFixed(3)}   p90 ${(pithP90 / readP90).toFixed(3)}`);
  console.log(`slowest pith page  ${slowest.page.dataset}/${slowest.page.id}  ${slowest.ms.toFixed(1)} ms`);
  console.log(
    `pith pages over ${SLOW_PAGE_MS} ms: ${overBudget.length}` +
      (overBudget.length ? ` (${overBudget.map((t) => `${t.page.dataset}/${t.page.id} ${t.ms.toFixed(0)} ms`).join(', ')})` : ''),
  );
  console.log(measured.memory);
}

interface Measured {
  timings: Record<TimedSystem, Timing[]>;
  /** The peak-memory line. */
  memory: string;
}

function measureUnderLinkedom(pages: readonly DatasetPage[], htmlOf: (page: DatasetPage) => string, mode: 'raw' | 'browser'): Measured {
  const gc = collector();
  let collections = 0;

  for (const page of pages.slice(0, WARM_UP_PAGES)) for (const s of TIMED_SYSTEMS) runSystem(s, htmlOf(page), page.url, mode);

  const timings: Record<TimedSystem, Timing[]> = { pith: [], readability: [] };
  let peakRss = 0;
  let peakHeap = 0;
  for (const page of pages) {
    const html = htmlOf(page);
    for (const system of TIMED_SYSTEMS) {
      const { ms } = runSystem(system, html, page.url, mode);
      timings[system].push({ page, ms });
      const memory = process.memoryUsage();
      peakRss = Math.max(peakRss, memory.rss);
      peakHeap = Math.max(peakHeap, memory.heapUsed);
    }
    if (process.memoryUsage().heapUsed > HEAP_COLLECT_BYTES) {
      gc();
      collections++;
    }
  }
  const memory = `peak memory  rss ${(peakRss / MB).toFixed(0)} MB   heapUsed ${(peakHeap / MB).toFixed(0)} MB   ` +
    `(heap collected between pages ${collections} times, above ${HEAP_COLLECT_BYTES / MB} MB)`;
  return { timings, memory };
}

async function measureInBrowser(pages: readonly DatasetPage[], htmlOf: (page: DatasetPage) => string): Promise<Measured> {
  // Loaded only here: playwright-core and esbuild add tens of MB to the heap, which under linkedom would cross
  // HEAP_COLLECT_BYTES ten times as often and change the collections the timed windows see (0.328 and 0.329 with
  // 4 collections between pages, 0.288 and 0.317 with 44).
  const { timeInBrowser } = await import('./browser');
  const timed = await timeInBrowser(pages.map((page) => ({ html: () => htmlOf(page), url: page.url })), TIMED_SYSTEMS, WARM_UP_PAGES, HEAP_COLLECT_BYTES);
  const timingsOf = (system: TimedSystem) => timed.ms[system].map((ms, i) => ({ page: pages[i]!, ms }));
  const timings: Record<TimedSystem, Timing[]> = { pith: timingsOf('pith'), readability: timingsOf('readability') };
  const memory = `peak memory  page JS heap ${(timed.peakHeapBytes / MB).toFixed(0)} MB   ` +
    `(heap collected between pages ${timed.collections} times, above ${HEAP_COLLECT_BYTES / MB} MB)`;
  return { timings, memory };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
