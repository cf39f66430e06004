// The export pool hands converted clips back in the order asked for, whatever order its workers answer in, so
// files are named ("Notes.md", "Notes (2).md") as a single-threaded export names them; a worker that cannot start
// lets the page convert instead. Workers are stood in for by a fake that answers after scrambled delays.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConvertReply, ConvertRequest } from '../../../src/library/export-messages';
import { convertInWorkers, WorkersUnavailable } from '../../../src/library/export-pool';
import { convertClip, type ConvertedClip } from '../../../src/shared/export/zip';
import { makeClip } from '../export/fixtures';

type Behaviour = 'answer' | 'fail-to-start' | 'report-error';

class FakeWorker extends EventTarget {
  static behaviour: Behaviour = 'answer';
  static started = 0;
  static terminated = 0;
  /** Ids the fake store holds; others read as deleted. */
  static present = new Set<string>();
  private delay = 1;

  constructor() {
    super();
    FakeWorker.started += 1;
    // Later workers answer faster than earlier ones, so replies arrive out of order.
    this.delay = 12 - FakeWorker.started * 4;
    if (FakeWorker.behaviour === 'fail-to-start') setTimeout(() => this.dispatchEvent(Object.assign(new Event('error', { cancelable: true }), { message: 'no module workers' })), 1);
  }

  postMessage(request: ConvertRequest): void {
    if (FakeWorker.behaviour === 'fail-to-start') return;
    const reply: ConvertReply =
      FakeWorker.behaviour === 'report-error'
        ? { batch: request.batch, error: 'The browser is blocking storage' }
        : { batch: request.batch, converted: request.ids.map((id) => (FakeWorker.present.has(id) ? convertClip(makeClip(id), new Set(), (clip) => clip.text) : null)) };
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: reply })), Math.max(0, this.delay + (request.batch % 3)));
  }

  terminate(): void {
    FakeWorker.terminated += 1;
  }
}

beforeEach(() => {
  FakeWorker.behaviour = 'answer';
  FakeWorker.started = 0;
  FakeWorker.terminated = 0;
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('navigator', { hardwareConcurrency: 3 });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('export pool', () => {
  it('delivers every clip in the order asked for, null for one deleted meanwhile, and stops its workers', async () => {
    const ids = Array.from({ length: 230 }, (_, i) => `clip-${i}`);
    FakeWorker.present = new Set(ids.filter((id) => id !== 'clip-101'));
    const delivered: Array<string | null> = [];
    await convertInWorkers(ids, async (converted: ConvertedClip | null) => {
      // A slow consumer (reading images) must not let later clips overtake.
      if (delivered.length % 40 === 0) await new Promise((done) => setTimeout(done, 5));
      delivered.push(converted ? converted.clip.id : null);
    });
    expect(FakeWorker.started).toBe(3);
    expect(FakeWorker.terminated).toBe(3);
    expect(delivered).toEqual(ids.map((id) => (id === 'clip-101' ? null : id)));
  });

  it('says the workers are unavailable when none can start, so the page converts instead', async () => {
    FakeWorker.behaviour = 'fail-to-start';
    await expect(convertInWorkers(['a', 'b'], () => undefined)).rejects.toBeInstanceOf(WorkersUnavailable);
    expect(FakeWorker.terminated).toBe(FakeWorker.started);
  });

  it('fails the export with the worker’s reason when a worker cannot read the store', async () => {
    FakeWorker.behaviour = 'report-error';
    const failure = convertInWorkers(['a', 'b'], () => undefined);
    await expect(failure).rejects.toThrow('blocking storage');
    await expect(failure).rejects.not.toBeInstanceOf(WorkersUnavailable);
  });
});
