// npm run bench:markdown -- [--data PATH] [--dataset a,b] [--limit N] [--worst N]
//
// For every page of the development datasets (../shared/datasets, or PITH_DATASETS, or --data): run the
// core extractor, convert its `html` to Markdown, render the Markdown back to text with markdown-it, and
// measure the share of the extracted `text`'s tokens (the metric's tokenizer: NFKC, letter/digit runs,
// one token per Han/Kana character) that the round trip lost. Formulas stay in as TeX text here; the
// unit fixtures count them apart. Prints the loss distribution per dataset and the worst pages.
import { parsePage } from '../../src/cli/page';
import { extract } from '../../src/core/extract/index';
import { toMarkdown } from '../../src/core/markdown/index';
import { datasetsRoot, loadDatasets, readPageHtml, type DatasetPage } from '../lib/datasets';
import { tokenLoss } from './roundtrip';

/** A page counts as lossy above this share of lost tokens (the target in GitHub issue 5). */
const LOSSY_SHARE = 0.01;

interface Args {
  data?: string;
  datasets?: string[];
  limit?: number;
  worst: number;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { worst: 10 };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case '--data': args.data = value; i++; break;
      case '--dataset': args.datasets = value?.split(','); i++; break;
      case '--limit': args.limit = Number(value); i++; break;
      case '--worst': args.worst = Number(value); i++; break;
      default: throw new Error(`unknown argument ${argv[i]}; usage: npm run bench:markdown -- [--data PATH] [--dataset a,b] [--limit N] [--worst N]`);
    }
  }
  return args;
}

interface PageLoss {
  page: DatasetPage;
  loss: number;
  total: number;
  missing: string[];
  ms: number;
}

/** Nearest-rank quantile of sorted values. */
function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const pct = (x: number) => `${(x * 100).toFixed(3)}%`.padStart(9);

function measure(root: string, page: DatasetPage): PageLoss | null {
  // Parsed as the CLI and bench:quality parse a saved page (a skeleton around a bare fragment, declarative
  // shadow roots drawn in): a raw parse left some CleanEval pages without a body to extract.
  const result = extract(parsePage(readPageHtml(root, page)), { url: page.url });
  if (!result.text.trim()) return null;
  const started = performance.now();
  const markdown = toMarkdown(result.html, { baseUrl: page.url });
  const ms = performance.now() - started;
  const { loss, missing, total } = tokenLoss(result.text, markdown);
  return { page, loss, total, missing, ms };
}

function printDistribution(name: string, losses: readonly PageLoss[]): void {
  const values = losses.map((l) => l.loss).sort((a, b) => a - b);
  const mean = values.reduce((sum, v) => sum + v, 0) / (values.length || 1);
  const over = values.filter((v) => v > LOSSY_SHARE).length;
  const ms = losses.map((l) => l.ms).sort((a, b) => a - b);
  console.log(
    `${name.padEnd(14)} n=${String(values.length).padStart(4)}  mean${pct(mean)}  median${pct(quantile(values, 0.5))}  p90${pct(quantile(values, 0.9))}` +
      `  p99${pct(quantile(values, 0.99))}  max${pct(values[values.length - 1] ?? 0)}  over1%=${over}  convert median ${quantile(ms, 0.5).toFixed(1)}ms p99 ${quantile(ms, 0.99).toFixed(1)}ms`,
  );
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const root = datasetsRoot(args.data);
  const all: PageLoss[] = [];
  let skipped = 0;
  for (const dataset of loadDatasets(root, args.datasets)) {
    const losses: PageLoss[] = [];
    for (const page of dataset.pages.slice(0, args.limit ?? Infinity)) {
      const measured = measure(root, page);
      if (measured) losses.push(measured);
      else skipped++;
    }
    printDistribution(dataset.name, losses);
    all.push(...losses);
  }
  printDistribution('ALL', all);
  console.log(`(${skipped} pages with empty extracted text skipped)`);
  const worst = [...all].sort((a, b) => b.loss - a.loss).slice(0, args.worst).filter((l) => l.loss > 0);
  for (const l of worst) {
    console.log(`worst ${l.page.dataset}/${l.page.id} loss ${pct(l.loss)} of ${l.total}: ${l.missing.slice(0, 12).join(' ')}`);
  }
}

main();
