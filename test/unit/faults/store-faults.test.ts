// The store under failing storage: a full disk (QuotaExceededError) and blocked storage (private-window
// policies, a damaged profile, no IndexedDB at all) give the reader a clear message, and what was saved before
// stays readable.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClipStore, StoreError } from '../../../src/shared/store';
import { draftNumber } from './clip-fixtures';

const realFactory = globalThis.indexedDB;
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  globalThis.indexedDB = realFactory;
});

/** Makes every write on object stores throw `error` until the returned function is called. */
function failWrites(error: () => Error): () => void {
  const proto = IDBObjectStore.prototype;
  const original = { add: proto.add, put: proto.put };
  proto.add = function add() {
    throw error();
  };
  proto.put = function put() {
    throw error();
  };
  return () => Object.assign(proto, original);
}

/** An open request that fails the way a browser's does: an IDBOpenDBRequest whose `error` event fires. */
function failingOpenRequest(error: DOMException): IDBOpenDBRequest {
  const listeners = new Map<string, Set<() => void>>();
  const request = Object.create(IDBOpenDBRequest.prototype, {
    error: { value: error },
    result: { value: undefined },
    readyState: { value: 'done' },
    addEventListener: { value: (type: string, listener: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)) },
    removeEventListener: { value: (type: string, listener: () => void) => listeners.get(type)?.delete(listener) },
  }) as IDBOpenDBRequest;
  setTimeout(() => listeners.get('error')?.forEach((listener) => listener()));
  return request;
}

async function rejection(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

describe('quota exceeded', () => {
  it('add rejects with kind "quota" and a message the reader can act on; earlier clips stay readable', async () => {
    const store = await ClipStore.open();
    const kept = [await store.add(draftNumber(1), 1000), await store.add(draftNumber(2), 2000)];
    const restore = failWrites(quotaError);
    try {
      const error = await rejection(store.add(draftNumber(3), 3000));
      expect(error.kind).toBe('quota');
      expect(error.message).toMatch(/full/i);
      expect(error.message).toMatch(/not saved/i);
      expect((await rejection(store.put({ ...kept[0]!, title: 'changed' }))).kind).toBe('quota');
      expect((await rejection(store.update(kept[0]!.id, { title: 'changed' }))).kind).toBe('quota');
      expect((await rejection(store.setMeta('index', { big: true }))).kind).toBe('quota');
      // Reading still works while writes fail.
      expect(await store.count()).toBe(2);
      expect(await store.get(kept[0]!.id)).toEqual(kept[0]);
      expect((await store.list()).map((clip) => clip.id)).toEqual([kept[1]!.id, kept[0]!.id]);
      expect(await store.findByUrl(kept[1]!.url)).toEqual([kept[1]]);
    } finally {
      restore();
    }
    // Space freed: the next save goes through and nothing half-written is left from the failed ones.
    await store.add(draftNumber(4), 4000);
    expect(await store.count()).toBe(3);
    expect((await store.get(kept[0]!.id))?.title).toBe(kept[0]!.title);
    store.close();
  });

  it('a quota failure surfacing as a transaction abort is reported the same way', async () => {
    const store = await ClipStore.open();
    await store.add(draftNumber(1), 1000);
    const proto = IDBObjectStore.prototype;
    const originalAdd = proto.add;
    // Real browsers usually fail the commit, not the call: the request succeeds, then the transaction aborts.
    proto.add = function add(this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
      const request = originalAdd.apply(this, args);
      const transaction = this.transaction;
      request.addEventListener('success', () => {
        Object.defineProperty(transaction, 'error', { value: quotaError(), configurable: true });
        transaction.abort();
      });
      return request;
    };
    try {
      const error = await rejection(store.add(draftNumber(2), 2000));
      expect(error.kind).toBe('quota');
    } finally {
      proto.add = originalAdd;
    }
    expect(await store.count()).toBe(1);
    store.close();
  });
});

describe('storage blocked', () => {
  it('indexedDB.open throwing (Firefox private windows: InvalidStateError) gives kind "blocked"', async () => {
    globalThis.indexedDB = {
      open: () => {
        throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
      },
    } as unknown as IDBFactory;
    const error = await rejection(ClipStore.open());
    expect(error.kind).toBe('blocked');
    expect(error.message).toMatch(/blocking storage/i);
  });

  it('an open request that fails (SecurityError, UnknownError) gives kind "blocked"', async () => {
    for (const name of ['SecurityError', 'UnknownError']) {
      globalThis.indexedDB = { open: () => failingOpenRequest(new DOMException('denied', name)) } as unknown as IDBFactory;
      const error = await rejection(ClipStore.open());
      expect(error.kind, name).toBe('blocked');
    }
  });

  it('no IndexedDB at all (disabled by policy) gives kind "blocked", not a TypeError', async () => {
    globalThis.indexedDB = undefined as unknown as IDBFactory;
    const error = await rejection(ClipStore.open());
    expect(error.kind).toBe('blocked');
  });
});
