// Flags shared by the benchmark runners: where the datasets are and how much of them to run.
import { parseArgs } from 'node:util';

export interface BenchArgs {
  /** Datasets folder; undefined means PITH_DATASETS or ../shared/datasets. */
  data?: string;
  /** Only these datasets (comma-separated on the command line). */
  datasets?: string[];
  /** At most this many pages per dataset, for quick runs. */
  limit?: number;
  /** Only every N-th page of each dataset (the first, the N+1-th, …): a fixed sample for runs on a busy machine. */
  every: number;
  /** Where predictions and reports go. */
  out?: string;
  /** Bare linkedom parse, as baseline.md was measured (see ParseMode in systems.ts). */
  rawParse: boolean;
  /** Score predictions stored by an earlier run instead of extracting again (bench:quality). */
  scoreOnly: boolean;
  /** bench:quality: systems to run; the others are scored from their stored predictions (peers rarely change). */
  systems?: string[];
  /** bench:speed: measure in headless Chromium instead of under linkedom. */
  browser: boolean;
}

export function parseBenchArgs(argv: readonly string[], usage: string): BenchArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      data: { type: 'string' },
      dataset: { type: 'string' },
      limit: { type: 'string' },
      every: { type: 'string', default: '1' },
      out: { type: 'string' },
      'raw-parse': { type: 'boolean', default: false },
      'score-only': { type: 'boolean', default: false },
      systems: { type: 'string' },
      browser: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit <= 0)) throw new Error(`--limit wants a positive integer, got ${values.limit}`);
  const every = Number(values.every);
  if (!Number.isInteger(every) || every <= 0) throw new Error(`--every wants a positive integer, got ${values.every}`);
  return {
    data: values.data,
    every,
    datasets: values.dataset?.split(',').map((s) => s.trim()).filter(Boolean),
    limit,
    out: values.out,
    rawParse: values['raw-parse'] === true,
    scoreOnly: values['score-only'] === true,
    systems: values.systems?.split(',').map((s) => s.trim()).filter(Boolean),
    browser: values.browser === true,
  };
}

/** The pages a run covers: every N-th of the dataset, then at most `limit` of those. */
export function selectPages<T>(pages: readonly T[], args: Pick<BenchArgs, 'every' | 'limit'>): T[] {
  return pages.filter((_, i) => i % args.every === 0).slice(0, args.limit);
}
