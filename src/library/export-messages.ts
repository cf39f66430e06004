// What the library page and its export workers say to each other (export-pool.ts ↔ export-worker.ts).
import type { ConvertedClip } from '../shared/export/zip';

/** Page → worker: convert the clips with these ids (read by the worker from the store). */
export interface ConvertRequest {
  batch: number;
  ids: string[];
}

/** Worker → page: one answer per request; `converted[i]` is null where clip `ids[i]` was deleted meanwhile. */
export type ConvertReply = { batch: number; converted: Array<ConvertedClip | null> } | { batch: number; error: string };
