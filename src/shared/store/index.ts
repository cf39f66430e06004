// The one store module: the background writes through it, the library page reads (and edits) through it, so both
// see the same schema and the same rules. It uses IndexedDB only — no extension APIs — so tests can run it on a
// fake or real IndexedDB.
import { openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore, type IDBPTransaction, type StoreNames } from 'idb';
import type { AssetBytes, ClipImage, FailedImage, StoredAsset } from '../assets/types';
import { newClipId, pageKey, type Clip, type ClipDraft } from '../clip';

export const DB_NAME = 'pith';
/** Bump with a new step in `migrate` — never edit an old step: readers have databases written by it. */
export const DB_VERSION = 2;

interface PithDB extends DBSchema {
  clips: {
    key: string;
    value: Clip & { pageKey: string };
    indexes: { created: number; updated: number; pageKey: string; notebook: string; tags: string };
  };
  /** Small key → value records (settings, classifier state, search index snapshot). */
  meta: { key: string; value: unknown };
  /** Image bytes kept with clips, keyed by content hash; `clipIds` are the clips using it (deleted with the last). */
  assets: { key: string; value: { hash: string; type: string; bytes: Blob | ArrayBuffer; clipIds: string[] } };
}

/** A deleted clip and the image bytes deleted with it, held by the caller while it offers undo. */
export interface RemovedClip {
  clip: Clip;
  /** As stored: bytes are an ArrayBuffer, or a Blob in stores written by an earlier release. */
  released: Array<Omit<PithDB['assets']['value'], 'clipIds'>>;
}

export type StoreErrorKind = 'quota' | 'blocked' | 'not-found' | 'invalid' | 'unknown';

export class StoreError extends Error {
  constructor(
    readonly kind: StoreErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

/** Translates IndexedDB's failures into messages a reader can act on. */
export function toStoreError(error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'QuotaExceededError') {
    return new StoreError('quota', 'Your disk (or the browser’s storage quota) is full: the clip was not saved. Free some space or export and delete old clips, then try again.');
  }
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError') {
    return new StoreError('blocked', 'The browser is blocking storage for Pith (private window policy or a damaged profile), so nothing can be saved right now.');
  }
  const message = error instanceof Error ? error.message : String(error);
  return new StoreError('unknown', `Storage failed: ${message}`);
}

function migrate(db: IDBPDatabase<PithDB>, oldVersion: number, upgrade: IDBPTransaction<PithDB, StoreNames<PithDB>[], 'versionchange'>): void {
  if (oldVersion < 1) {
    const clips = db.createObjectStore('clips', { keyPath: 'id' });
    clips.createIndex('created', 'created');
    clips.createIndex('pageKey', 'pageKey');
    clips.createIndex('notebook', 'notebook');
    clips.createIndex('tags', 'tags', { multiEntry: true });
    db.createObjectStore('meta');
    db.createObjectStore('assets', { keyPath: 'hash' });
  }
  if (oldVersion < 2) {
    // v2: the library's search index catches up on clips changed since its snapshot through this index.
    upgrade.objectStore('clips').createIndex('updated', 'updated');
  }
}

export interface ListOptions {
  /** Newest first; start strictly before this created time. */
  before?: number;
  limit?: number;
}

export class ClipStore {
  private constructor(private readonly db: IDBPDatabase<PithDB>) {}

  /** Opens (and creates or upgrades) the database; another tab asking for a newer version makes this one let go. */
  static async open(name = DB_NAME): Promise<ClipStore> {
    // Some policies remove IndexedDB altogether; say so instead of failing with a TypeError deep inside idb.
    if (typeof indexedDB === 'undefined' || !indexedDB) throw toStoreError(new DOMException('IndexedDB is not available', 'SecurityError'));
    try {
      const db = await openDB<PithDB>(name, DB_VERSION, {
        upgrade: (database, oldVersion, _newVersion, transaction) => migrate(database, oldVersion, transaction),
        blocking: () => db.close(),
      });
      return new ClipStore(db);
    } catch (error) {
      throw toStoreError(error);
    }
  }

  close(): void {
    this.db.close();
  }

  /** Saves a new clip in one transaction; resolves only once the transaction has committed to disk. */
  async add(draft: ClipDraft, now = Date.now()): Promise<Clip> {
    const clip: Clip = { ...draft, id: newClipId(), created: now, updated: now };
    await this.write(async () => {
      const tx = this.db.transaction('clips', 'readwrite', { durability: 'strict' });
      await tx.store.add({ ...clip, pageKey: pageKey(clip.url) });
      await tx.done;
    });
    return clip;
  }

  /** Puts a whole clip back as it was (undo of delete, import); one transaction. */
  async put(clip: Clip): Promise<void> {
    await this.write(async () => {
      const tx = this.db.transaction('clips', 'readwrite', { durability: 'strict' });
      await tx.store.put({ ...clip, pageKey: pageKey(clip.url) });
      await tx.done;
    });
  }

  /** Puts many whole clips in one transaction: all of them or none (bulk loads: the library bench, restores). */
  async putMany(clips: readonly Clip[]): Promise<void> {
    await this.write(async () => {
      const tx = this.db.transaction('clips', 'readwrite', { durability: 'strict' });
      const writes: Array<Promise<unknown>> = [];
      try {
        for (const clip of clips) writes.push(tx.store.put({ ...clip, pageKey: pageKey(clip.url) }));
      } catch (error) {
        // A clip that cannot be stored throws here, before the transaction could fail: abort so the clips
        // already queued are not committed without it.
        tx.done.catch(() => undefined);
        for (const write of writes) write.catch(() => undefined);
        tx.abort();
        throw error;
      }
      await Promise.all([...writes, tx.done]);
    });
  }

  async update(id: string, patch: Partial<Omit<Clip, 'id' | 'created'>>, now = Date.now()): Promise<Clip> {
    let updated: Clip | undefined;
    await this.write(async () => {
      const tx = this.db.transaction('clips', 'readwrite', { durability: 'strict' });
      const current = await tx.store.get(id);
      if (!current) throw new StoreError('not-found', 'That clip no longer exists.');
      const { pageKey: _key, ...clip } = current;
      updated = { ...clip, ...patch, id, created: clip.created, updated: now };
      await tx.store.put({ ...updated, pageKey: pageKey(updated.url) });
      await tx.done;
    });
    return updated as Clip;
  }

  /** Deletes and returns the clip. Its images go with it unless another clip uses them. */
  async remove(id: string): Promise<Clip | undefined> {
    return (await this.removeForUndo(id))?.clip;
  }

  /**
   * Deletes a clip and returns what undo needs to put it back whole: the clip and the bytes of the images only it
   * used (deleted with it). The caller holds them while it offers undo; `restore` writes them back.
   */
  async removeForUndo(id: string): Promise<RemovedClip | undefined> {
    let removed: RemovedClip | undefined;
    await this.write(async () => {
      const tx = this.db.transaction(['clips', 'assets'], 'readwrite', { durability: 'strict' });
      const clips = tx.objectStore('clips');
      const current = await clips.get(id);
      if (current) {
        const clip = stripKey(current);
        const released: RemovedClip['released'] = [];
        await clips.delete(id);
        for (const hash of distinctHashes(clip.images)) {
          const gone = await releaseAsset(tx.objectStore('assets'), hash, id);
          if (gone) released.push({ hash: gone.hash, type: gone.type, bytes: gone.bytes });
        }
        removed = { clip, released };
      }
      await tx.done;
    });
    return removed;
  }

  /**
   * Undo of a delete, in one transaction: the clip as it was, and its images — an image another clip still
   * holds gains this clip back as a user, an image deleted with it is stored again from the bytes kept for undo.
   */
  async restore(removed: RemovedClip): Promise<void> {
    const { clip, released } = removed;
    const bytes = new Map(released.map((asset) => [asset.hash, asset]));
    await this.write(async () => {
      const tx = this.db.transaction(['clips', 'assets'], 'readwrite', { durability: 'strict' });
      const assets = tx.objectStore('assets');
      for (const hash of distinctHashes(clip.images)) {
        const stored = await assets.get(hash);
        const kept = bytes.get(hash);
        if (stored && !stored.clipIds.includes(clip.id)) await assets.put({ ...stored, clipIds: [...stored.clipIds, clip.id] });
        else if (!stored && kept) await assets.put({ hash, type: kept.type, bytes: kept.bytes, clipIds: [clip.id] });
      }
      await tx.objectStore('clips').put({ ...clip, pageKey: pageKey(clip.url) });
      await tx.done;
    });
  }

  /**
   * Records the clip's fetched images in one transaction: new assets are added, assets already stored (same
   * bytes from this or another clip) only gain this clip's id, assets the clip no longer uses are released, and
   * the clip gets its `images` and `failedImages`. Returns false (and stores nothing) when the clip was deleted
   * in the meantime. `updated` is left alone: the clip's text did not change.
   */
  async attachImages(clipId: string, images: readonly ClipImage[], assets: readonly AssetBytes[], failed: readonly FailedImage[]): Promise<boolean> {
    let attached = false;
    await this.write(async () => {
      const tx = this.db.transaction(['clips', 'assets'], 'readwrite', { durability: 'strict' });
      const clips = tx.objectStore('clips');
      const assetStore = tx.objectStore('assets');
      const current = await clips.get(clipId);
      if (!current) {
        await tx.done;
        return;
      }
      for (const asset of assets) {
        const stored = await assetStore.get(asset.hash);
        if (!stored) await assetStore.put({ hash: asset.hash, type: asset.type, bytes: asset.bytes, clipIds: [clipId] });
        else if (!stored.clipIds.includes(clipId)) await assetStore.put({ ...stored, clipIds: [...stored.clipIds, clipId] });
      }
      const kept = new Set(images.map((image) => image.hash));
      for (const hash of distinctHashes(current.images)) {
        if (!kept.has(hash)) await releaseAsset(assetStore, hash, clipId);
      }
      await clips.put({ ...current, images: [...images], failedImages: [...failed] });
      await tx.done;
      attached = true;
    });
    return attached;
  }

  /** A stored image by its content hash. */
  async getAsset(hash: string): Promise<StoredAsset | undefined> {
    const stored = await this.db.get('assets', hash);
    if (!stored) return undefined;
    const bytes = stored.bytes instanceof ArrayBuffer ? stored.bytes : await stored.bytes.arrayBuffer();
    return { ...stored, bytes };
  }

  /** Which of these image hashes have a stored copy (reads keys only, not the bytes). */
  async storedAssetHashes(hashes: Iterable<string>): Promise<Set<string>> {
    const wanted = [...new Set(hashes)];
    if (wanted.length === 0) return new Set();
    const tx = this.db.transaction('assets');
    const keys = await Promise.all(wanted.map((hash) => tx.store.getKey(hash)));
    return new Set(wanted.filter((_hash, i) => keys[i] !== undefined));
  }

  /** How many images are stored (each distinct picture once). */
  async assetCount(): Promise<number> {
    return this.db.count('assets');
  }

  async get(id: string): Promise<Clip | undefined> {
    const stored = await this.db.get('clips', id);
    return stored ? stripKey(stored) : undefined;
  }

  /** The clips with these ids, in the same order, read in one transaction; undefined where one is gone. */
  async getMany(ids: readonly string[]): Promise<Array<Clip | undefined>> {
    const tx = this.db.transaction('clips');
    const stored = await Promise.all(ids.map((id) => tx.store.get(id)));
    return stored.map((clip) => (clip ? stripKey(clip) : undefined));
  }

  async findByUrl(url: string): Promise<Clip[]> {
    const stored = await this.db.getAllFromIndex('clips', 'pageKey', pageKey(url));
    return stored.map(stripKey);
  }

  /**
   * The newest `limit` clips, newest first, in three requests whatever `limit` is: a key cursor skips to the
   * `limit`-th newest creation time, then one `getAll` reads every clip from that time on. A value cursor costs
   * one round trip to the browser's storage process per clip, which made the library's first screen (60 clips)
   * the slowest part of opening it (bench/library). A creation time shared by clips at the boundary may return
   * a few more than `limit`; they are cut off.
   */
  async newest(limit: number): Promise<Clip[]> {
    const tx = this.db.transaction('clips');
    const created = tx.store.index('created');
    let cursor = await created.openKeyCursor(null, 'prev');
    if (cursor && limit > 1) cursor = await cursor.advance(limit - 1);
    const range = cursor ? IDBKeyRange.lowerBound(cursor.key) : undefined;
    const clips = await created.getAll(range);
    return clips.reverse().slice(0, limit).map(stripKey);
  }

  /** Newest first, paged by created time. */
  async list({ before, limit = 100 }: ListOptions = {}): Promise<Clip[]> {
    const range = before === undefined ? undefined : IDBKeyRange.upperBound(before, true);
    const clips: Clip[] = [];
    let cursor = await this.db.transaction('clips').store.index('created').openCursor(range, 'prev');
    while (cursor && clips.length < limit) {
      clips.push(stripKey(cursor.value));
      cursor = await cursor.continue();
    }
    return clips;
  }

  async all(): Promise<Clip[]> {
    const stored = await this.db.getAll('clips');
    return stored.map(stripKey).sort((a, b) => b.created - a.created);
  }

  /** Every clip id. Read through the small `created` index: in Chromium that took half the time of the object
   * store's own keys, which sit next to the clips' bodies (3,000 bench clips: 0.8 s vs 1.5 s on a loaded machine). */
  async ids(): Promise<string[]> {
    return this.db.getAllKeysFromIndex('clips', 'created');
  }

  /** Clips whose `updated` is after `since` (exclusive), oldest change first. */
  async changedSince(since: number): Promise<Clip[]> {
    const stored = await this.db.getAllFromIndex('clips', 'updated', IDBKeyRange.lowerBound(since, true));
    return stored.map(stripKey);
  }

  /**
   * Visits every clip, newest first, `batch` at a time, without holding them all in memory: each batch is read in
   * its own transaction and `visit` may await between batches.
   */
  async each(visit: (clips: Clip[]) => void | Promise<void>, batch = 200): Promise<void> {
    let before: number | undefined;
    let seen = new Set<string>();
    for (;;) {
      // Clips created in the same millisecond straddle a page boundary: re-read from that time, skip seen ids.
      const range = before === undefined ? undefined : IDBKeyRange.upperBound(before, false);
      const page: Clip[] = [];
      let cursor = await this.db.transaction('clips').store.index('created').openCursor(range, 'prev');
      while (cursor && page.length < batch) {
        if (!seen.has(cursor.value.id)) page.push(stripKey(cursor.value));
        cursor = await cursor.continue();
      }
      if (page.length === 0) return;
      await visit(page);
      const oldest = page[page.length - 1]!.created;
      const sameTime = page.filter((clip) => clip.created === oldest).map((clip) => clip.id);
      seen = before === oldest ? new Set([...seen, ...sameTime]) : new Set(sameTime);
      before = oldest;
    }
  }

  async count(): Promise<number> {
    return this.db.count('clips');
  }

  async notebooks(): Promise<string[]> {
    const keys = await this.uniqueIndexKeys('notebook');
    return keys.sort((a, b) => a.localeCompare(b));
  }

  async tags(): Promise<string[]> {
    const keys = await this.uniqueIndexKeys('tags');
    return keys.sort((a, b) => a.localeCompare(b));
  }

  async getMeta<T>(key: string): Promise<T | undefined> {
    return (await this.db.get('meta', key)) as T | undefined;
  }

  async setMeta(key: string, value: unknown): Promise<void> {
    await this.write(async () => {
      await this.db.put('meta', value, key);
    });
  }

  private async uniqueIndexKeys(index: 'notebook' | 'tags'): Promise<string[]> {
    const keys: string[] = [];
    let cursor = await this.db.transaction('clips').store.index(index).openKeyCursor(null, 'nextunique');
    while (cursor) {
      keys.push(String(cursor.key));
      cursor = await cursor.continue();
    }
    return keys;
  }

  private async write(operation: () => Promise<void>): Promise<void> {
    try {
      await operation();
    } catch (error) {
      throw toStoreError(error);
    }
  }
}

function distinctHashes(images: readonly ClipImage[] | undefined): Set<string> {
  return new Set((images ?? []).map((image) => image.hash));
}

type AssetWriter = IDBPObjectStore<PithDB, Array<'clips' | 'assets'>, 'assets', 'readwrite'>;

/** Takes `clipId` off an asset's users; the last user's release deletes the bytes and returns what was deleted. */
async function releaseAsset(assets: AssetWriter, hash: string, clipId: string): Promise<PithDB['assets']['value'] | undefined> {
  const stored = await assets.get(hash);
  if (!stored) return undefined;
  const clipIds = stored.clipIds.filter((id) => id !== clipId);
  if (clipIds.length === 0) {
    await assets.delete(hash);
    return stored;
  }
  if (clipIds.length !== stored.clipIds.length) await assets.put({ ...stored, clipIds });
  return undefined;
}

function stripKey(stored: Clip & { pageKey: string }): Clip {
  const { pageKey: _key, ...clip } = stored;
  return clip;
}
