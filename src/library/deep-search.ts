// The page's side of the deep pass: after the ranked results are shown, the clips whose body the index holds
// only in part are scanned in full for the query (deep-worker.ts), and the extra matches come back to `found`
// as they are made. Only the latest pass reports: `start` and `stop` retire the one before, and replies of a
// retired pass are dropped here, so a result of an old query never reaches the list of a new one. Where no
// module worker can start (or its script fails to load), the pass runs on the page thread in small slices.
import type { DeepClip } from '../shared/search/deep';
import { DEEP_PAGE_BATCH } from '../shared/search/tunables';
import type { DeepFound, DeepReply, DeepRequest, DeepStop } from './deep-messages';
import { deepScan } from './deep-scan';

export interface DeepListener {
  found(found: DeepFound[]): void;
  /** The pass read every candidate (or reached its limit); `scanned` clips were read. */
  done(scanned: number): void;
  failed(message: string): void;
}

/** What the page-thread pass needs of the store. */
export interface DeepSource {
  getMany(ids: readonly string[]): Promise<Array<DeepClip | undefined>>;
}

/** The worker's minimal surface, so tests can stand in for it. */
export interface DeepWorker {
  postMessage(message: DeepRequest | DeepStop): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<DeepReply>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

/** Starts the module worker, or null where this context has none or refuses to start it. */
function startModuleWorker(): DeepWorker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./deep-worker.ts', import.meta.url), { type: 'module', name: 'pith-deep-search' });
  } catch {
    return null;
  }
}

interface Pass {
  id: number;
  request: Omit<DeepRequest, 'pass'>;
  listener: DeepListener;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class DeepSearch {
  private latest = 0;
  private active: Pass | undefined;
  /** undefined until first needed; null once it proved unavailable. */
  private worker: DeepWorker | null | undefined;
  private workerAnswered = false;

  constructor(
    private readonly source: DeepSource,
    private readonly makeWorker: () => DeepWorker | null = startModuleWorker,
  ) {}

  /** Where passes run: in the worker, or on the page once the worker proved unavailable (for the tests and bench). */
  get runsIn(): 'worker' | 'page' {
    return this.worker === null ? 'page' : 'worker';
  }

  /** Starts a pass for `request`, retiring any running one. */
  start(request: Omit<DeepRequest, 'pass'>, listener: DeepListener): void {
    this.latest += 1;
    const pass: Pass = { id: this.latest, request, listener };
    this.active = pass;
    const worker = this.ensureWorker();
    if (worker) worker.postMessage({ ...request, pass: pass.id });
    else void this.runOnPage(pass);
  }

  /** Retires the running pass (the query was cleared). */
  stop(): void {
    this.latest += 1;
    this.active = undefined;
    this.worker?.postMessage({ stop: true });
  }

  private ensureWorker(): DeepWorker | null {
    if (this.worker !== undefined) return this.worker;
    this.worker = this.makeWorker();
    this.worker?.addEventListener('message', (event) => this.onReply(event.data));
    this.worker?.addEventListener('error', (event) => this.onWorkerError(event));
    return this.worker;
  }

  private current(id: number): Pass | undefined {
    return this.active && this.active.id === id && this.latest === id ? this.active : undefined;
  }

  private onReply(reply: DeepReply): void {
    this.workerAnswered = true;
    const pass = this.current(reply.pass);
    if (!pass) return;
    if ('found' in reply) pass.listener.found(reply.found);
    else if ('done' in reply) {
      this.active = undefined;
      pass.listener.done(reply.scanned);
    } else {
      this.active = undefined;
      pass.listener.failed(reply.error);
    }
  }

  /** A worker that never answered did not load: the running pass moves to the page. Later errors fail the pass. */
  private onWorkerError(event: ErrorEvent): void {
    event.preventDefault();
    const pass = this.active;
    if (this.workerAnswered) {
      if (pass && this.current(pass.id)) {
        this.active = undefined;
        pass.listener.failed(event.message || 'deep search worker failed');
      }
      return;
    }
    this.worker?.terminate();
    this.worker = null;
    if (pass && this.current(pass.id)) void this.runOnPage(pass);
  }

  private async runOnPage(pass: Pass): Promise<void> {
    try {
      const outcome = await deepScan(pass.request, DEEP_PAGE_BATCH, {
        read: (ids) => this.source.getMany(ids),
        cancelled: () => !this.current(pass.id),
        send: (found) => {
          if (this.current(pass.id)) pass.listener.found(found);
        },
        between: nextTask,
      });
      if ('scanned' in outcome && this.current(pass.id)) {
        this.active = undefined;
        pass.listener.done(outcome.scanned);
      }
    } catch (error) {
      if (!this.current(pass.id)) return;
      this.active = undefined;
      pass.listener.failed(error instanceof Error ? error.message : String(error));
    }
  }
}
