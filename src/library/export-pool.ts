// Converts clips to zip entries in parallel export workers (export-worker.ts) and hands them back in the order
// asked for, so file names come out as a single-threaded export would name them. The Markdown converter costs
// ~4–8 ms per clip: 10,000 clips on the page thread alone took over a minute (bench/library).
import type { ConvertedClip } from '../shared/export/zip';
import type { ConvertReply, ConvertRequest } from './export-messages';

/** Clips per request to a worker: large enough that messaging costs little, small enough to report progress often. */
const WORKER_BATCH = 25;
/** Requests each worker holds at once: one being converted, one waiting, so a worker never idles on the page. */
const IN_FLIGHT_PER_WORKER = 2;
/** Most workers started: the export also needs the page thread (zip writing) and IndexedDB's own threads. */
const MAX_WORKERS = 4;

/** The worker script could not be started (no module workers here): the caller converts on the page instead. */
export class WorkersUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkersUnavailable';
  }
}

export function workerCount(): number {
  const cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(MAX_WORKERS, cores));
}

function startWorkers(count: number): Worker[] {
  const workers: Worker[] = [];
  try {
    for (let i = 0; i < count; i += 1) workers.push(new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module', name: 'pith-export' }));
  } catch (error) {
    for (const worker of workers) worker.terminate();
    throw new WorkersUnavailable(error instanceof Error ? error.message : String(error));
  }
  return workers;
}

/**
 * Converts the clips with `ids` and calls `take` with each (or null for a clip deleted meanwhile) in `ids` order;
 * `take` may await (to read images) and later results wait for it.
 */
export async function convertInWorkers(ids: readonly string[], take: (converted: ConvertedClip | null) => Promise<void> | void): Promise<void> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += WORKER_BATCH) batches.push(ids.slice(start, start + WORKER_BATCH));
  if (batches.length === 0) return;
  const workers = startWorkers(Math.min(workerCount(), batches.length));
  const ready = new Map<number, Array<ConvertedClip | null>>();
  let next = 0;
  let delivered = 0;
  let answered = false;
  try {
    await new Promise<void>((resolve, reject) => {
      let draining = false;
      const send = (worker: Worker) => {
        if (next >= batches.length) return;
        const request: ConvertRequest = { batch: next, ids: batches[next]! };
        next += 1;
        worker.postMessage(request);
      };
      // Hands finished batches to `take` in order; one drain at a time so `take` never runs twice at once.
      const drain = async () => {
        if (draining) return;
        draining = true;
        try {
          while (ready.has(delivered)) {
            const converted = ready.get(delivered)!;
            ready.delete(delivered);
            for (const entry of converted) await take(entry);
            delivered += 1;
          }
          if (delivered === batches.length) resolve();
        } catch (error) {
          reject(error);
        } finally {
          draining = false;
        }
        if (ready.has(delivered)) void drain();
      };
      for (const worker of workers) {
        worker.addEventListener('message', (event: MessageEvent<ConvertReply>) => {
          answered = true;
          const reply = event.data;
          if ('error' in reply) {
            reject(new Error(reply.error));
            return;
          }
          ready.set(reply.batch, reply.converted);
          send(worker);
          void drain();
        });
        // An error before any answer means the script did not load; later ones are failures of the export.
        worker.addEventListener('error', (event) => {
          event.preventDefault();
          reject(answered ? new Error(event.message || 'export worker failed') : new WorkersUnavailable(event.message || 'export worker did not start'));
        });
        for (let i = 0; i < IN_FLIGHT_PER_WORKER; i += 1) send(worker);
      }
    });
  } finally {
    for (const worker of workers) worker.terminate();
  }
}
