// Flags shared by the benchmark runners: where the datasets are and how much of them to run.
import { parseArgs } from 'node:util';

export interface BenchArgs {
  /** Datasets folder; undefined means PITH_DATASETS or ../shared/datasets. */
  data?: string;
  /** Only these datasets (comma-separated on the command line). */
  datasets?: string[];
  /** At most this many pages per dataset, for quick runs. */
  limit?: number;
  /** Where predictions and reports go. */
  out?: string;
  /** Bare linkedom parse, as baseline.md was measured (see ParseMode in systems.ts). */
  rawParse: boolean;
  /** Score predictions stored by an earlier run instead of extracting again (bench:quality). */
  scoreOnly: boolean;
}

export function parseBenchArgs(argv: readonly string[], usage: string): BenchArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      data: { type: 'string' },
      dataset: { type: 'string' },
      limit: { type: 'string' },
      out: { type: 'string' },
      'raw-parse': { type: 'boolean', default: false },
      'score-only': { type: 'boolean', default: false },
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
  return {
    data: values.data,
    datasets: values.dataset?.split(',').map((s) => s.trim()).filter(Boolean),
    limit,
    out: values.out,
    rawParse: values['raw-parse'] === true,
    scoreOnly: values['score-only'] === true,
  };
}
