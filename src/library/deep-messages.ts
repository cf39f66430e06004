// What the library page and its deep-pass worker say to each other (deep-search.ts ↔ deep-worker.ts).

/** Page → worker: scan these clips (newest first, already filtered, ranked hits left out) for `query`. */
export interface DeepRequest {
  /** Numbers the passes: a reply carries it, and the page drops replies of any pass but the latest. */
  pass: number;
  query: string;
  ids: string[];
  /** Matches wanted at most: the list stops at `MAX_RESULTS`. */
  limit: number;
}

/** Page → worker: a new query or filter came; stop the running pass. */
export interface DeepStop {
  stop: true;
}

/** A clip found past its indexed lead, with the text around the match. */
export interface DeepFound {
  id: string;
  snippet: string;
}

/** Worker → page: matches as they are found, then `done` once; or the reason it failed. */
export type DeepReply = { pass: number; found: DeepFound[] } | { pass: number; done: true; scanned: number } | { pass: number; error: string };
