// One deep pass: reads the candidate clips from the store in batches, keeps those whose body goes past the
// indexed lead and holds every term of the query, and hands them on in chunks with a snippet around the first
// match past the lead. The same code runs in the deep-pass worker and, where no worker starts, on the page.
import { deepMatcher, type DeepClip, type DeepMatch } from '../shared/search/deep';
import { snippetAt } from '../shared/search/highlight';
import { isBeyondLead } from '../shared/search/lead';
import { DEEP_POST_CHUNK, DEEP_SNIPPET_CHARS } from '../shared/search/tunables';
import type { DeepFound, DeepRequest } from './deep-messages';

export interface ScanHooks {
  /** The clips with these ids, in order; undefined where one was deleted meanwhile. */
  read(ids: readonly string[]): Promise<Array<DeepClip | undefined>>;
  /** Checked around every read: a newer pass has replaced this one. */
  cancelled(): boolean;
  send(found: DeepFound[]): void;
  /** Awaited between batches (the page thread yields there). */
  between?(): Promise<void>;
}

/** How a pass ended: how many clips it read, or that it was replaced before it finished. */
export type ScanOutcome = { scanned: number } | { cancelled: true };

function found(clip: DeepClip, match: DeepMatch): DeepFound {
  return { id: clip.id, snippet: snippetAt(clip.text, Math.max(0, match.at), DEEP_SNIPPET_CHARS) };
}

export async function deepScan(request: Omit<DeepRequest, 'pass'>, batch: number, hooks: ScanHooks): Promise<ScanOutcome> {
  const matcher = deepMatcher(request.query);
  let scanned = 0;
  let matches = 0;
  if (!matcher || request.limit <= 0) return { scanned };
  let pending: DeepFound[] = [];
  const flush = () => {
    if (pending.length > 0) hooks.send(pending);
    pending = [];
  };
  for (let start = 0; start < request.ids.length && matches < request.limit; start += batch) {
    if (hooks.cancelled()) return { cancelled: true };
    const clips = await hooks.read(request.ids.slice(start, start + batch));
    if (hooks.cancelled()) return { cancelled: true };
    for (const clip of clips) {
      scanned += 1;
      // A body the index holds whole was searched by the index already.
      if (!clip || !isBeyondLead(clip.text)) continue;
      const match = matcher.match(clip);
      if (!match) continue;
      pending.push(found(clip, match));
      matches += 1;
      if (matches >= request.limit) break;
      if (pending.length >= DEEP_POST_CHUNK) flush();
    }
    // Each batch's matches go out at once, so the list grows while the pass goes on.
    flush();
    await hooks.between?.();
  }
  if (hooks.cancelled()) return { cancelled: true };
  return { scanned };
}
