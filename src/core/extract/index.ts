// The extraction engine with Mozilla Readability bundled for its fallback: what the CLI, the benchmarks and the
// tests use. The page reader uses `./engine` and is sent Readability only when the fallback is wanted.
import type { ExtractOptions, ExtractResult } from '../types';
import { extract as extractWith } from './engine';
import { readabilityCandidate } from './readability';

export * from './engine';

/** Article mode: the main text of the page (Readability as the fallback unless `opts.readability` says otherwise). */
export function extract(doc: Document, opts: ExtractOptions = {}): ExtractResult {
  return extractWith(doc, { readability: readabilityCandidate, ...opts });
}
