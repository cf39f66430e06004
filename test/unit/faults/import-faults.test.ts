// Bad backup files fed to the real import path (src/library/transfer.ts → src/shared/export) over a real
// ClipStore on fake-indexeddb: truncated, not JSON, wrong schema, 500 MB, 100,000 clips. A refused file changes
// nothing; a partly bad file imports only its valid clips; and an export → wipe → import round trip gives back
// every clip byte for byte.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clip } from '../../../src/shared/clip';
import { makeBackup, parseBackup } from '../../../src/shared/export/backup';
import { importClips } from '../../../src/shared/export/import';
import { ClipStore } from '../../../src/shared/store';
import { clipNumber } from './clip-fixtures';

// The import page's messages come from the extension's i18n; outside a browser, answer with the key.
vi.mock('webextension-polyfill', () => ({
  default: { i18n: { getMessage: (key: string) => key, getUILanguage: () => 'en' } },
}));
const { importBackupFile } = await import('../../../src/library/transfer');

const NOW = new Date('2026-12-01T00:00:00Z');
const realFactory = globalThis.indexedDB;
let store: ClipStore;
let library: Clip[];

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  store = await ClipStore.open();
  library = Array.from({ length: 5 }, (_, i) => clipNumber(i + 1));
  for (const clip of library) await store.put(clip);
});
afterEach(() => {
  store.close();
  globalThis.indexedDB = realFactory;
});

/** A File as the library's file picker gives it; `text()` may be made to fail to prove it is never read. */
function backupFile(text: string, size = new TextEncoder().encode(text).length, readable = true): File {
  return {
    name: 'pith-backup.json',
    size,
    type: 'application/json',
    text: async () => {
      if (!readable) throw new Error('the test file must not be read');
      return text;
    },
  } as unknown as File;
}

async function expectLibraryUnchanged(): Promise<void> {
  expect(await store.all()).toEqual([...library].sort((a, b) => b.created - a.created));
}

describe('refused files change nothing', () => {
  it('a truncated backup (an interrupted download) is refused as truncated', async () => {
    const whole = makeBackup([clipNumber(10), clipNumber(11)], NOW);
    const outcome = await importBackupFile(store, backupFile(whole.slice(0, Math.floor(whole.length / 2))));
    expect(outcome).toEqual({ ok: false, message: 'library_import_truncated' });
    await expectLibraryUnchanged();
  });

  it.each([
    ['plain text', 'hello, this is not a backup'],
    ['an HTML page', '<!doctype html><html><body>not a backup</body></html>'],
    ['binary bytes', '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR'],
    ['an empty file', ''],
  ])('%s is refused as not JSON', async (_name, text) => {
    const outcome = await importBackupFile(store, backupFile(text));
    expect(outcome.ok).toBe(false);
    expect(['library_import_not_json', 'library_import_truncated']).toContain((outcome as { message: string }).message);
    await expectLibraryUnchanged();
  });

  it.each([
    ['a JSON array', '[1, 2, 3]'],
    ['another app’s export', JSON.stringify({ format: 'evernote-enex', clips: [] })],
    ['no clips list', JSON.stringify({ format: 'pith-backup', version: 1, exported: NOW.toISOString() })],
    ['a version string', JSON.stringify({ format: 'pith-backup', version: 'one', clips: [] })],
  ])('%s is refused as not a backup', async (_name, text) => {
    expect(await importBackupFile(store, backupFile(text))).toEqual({ ok: false, message: 'library_import_not_backup' });
    await expectLibraryUnchanged();
  });

  it('a backup from a newer Pith is refused, not half-understood', async () => {
    const text = JSON.stringify({ format: 'pith-backup', version: 99, exported: NOW.toISOString(), clips: [clipNumber(12)] });
    expect(await importBackupFile(store, backupFile(text))).toEqual({ ok: false, message: 'library_import_newer' });
    await expectLibraryUnchanged();
  });

  it('a 500 MB file is refused from its size alone, without being read', async () => {
    const outcome = await importBackupFile(store, backupFile('', 500 * 1024 * 1024, false));
    expect(outcome).toEqual({ ok: false, message: 'library_import_too_large' });
    await expectLibraryUnchanged();
  });

  it('100,001 clips are refused with a reason, and nothing is imported', async () => {
    const clip = clipNumber(1);
    const text = JSON.stringify({ format: 'pith-backup', version: 1, exported: NOW.toISOString(), clips: Array.from({ length: 100_001 }, () => clip) });
    expect(await importBackupFile(store, backupFile(text))).toEqual({ ok: false, message: 'library_import_too_many' });
    await expectLibraryUnchanged();
  });
});

describe('partly bad files import only what is valid', () => {
  it('wrong-schema clips are skipped with a reason; valid ones are added whole; script URLs are not web addresses', async () => {
    const good = clipNumber(20);
    const clips: unknown[] = [
      good,
      { ...clipNumber(21), url: 'javascript:top.__pwned=1' },
      { ...clipNumber(22), html: 42 },
      { ...clipNumber(23), id: '../../etc/passwd' },
      { ...clipNumber(24), tags: Array.from({ length: 51 }, (_, i) => `t${i}`) },
      { ...clipNumber(25), created: 'yesterday' },
      'not a clip',
      null,
      { ...clipNumber(26), title: 'x'.repeat(2_001) },
    ];
    const outcome = await importBackupFile(store, backupFile(JSON.stringify({ format: 'pith-backup', version: 1, exported: NOW.toISOString(), clips })));
    expect(outcome.ok).toBe(true);
    const report = (outcome as { report: { added: number; skipped: Array<{ index: number; reason: string }> } }).report;
    expect(report.added).toBe(1);
    expect(report.skipped.map((skip) => skip.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const skip of report.skipped) expect(skip.reason.length).toBeGreaterThan(0);
    expect(await store.get(good.id)).toEqual(good);
    expect(await store.count()).toBe(library.length + 1);
  });

  it('a clip the store refuses mid-import (disk full) is reported, the others stay whole', async () => {
    const incoming = [clipNumber(30), clipNumber(31), clipNumber(32)];
    const proto = IDBObjectStore.prototype;
    const originalPut = proto.put;
    proto.put = function put(this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if ((args[0] as Clip).id === incoming[1]!.id) throw new DOMException('full', 'QuotaExceededError');
      return originalPut.apply(this, args);
    };
    try {
      const parsed = parseBackup(makeBackup(incoming, NOW));
      if (!parsed.ok) throw new Error('backup did not parse');
      const report = await importClips(store, parsed.clips, parsed.skipped);
      expect(report.added).toBe(2);
      expect(report.skipped).toHaveLength(1);
      expect(report.skipped[0]!.reason).toMatch(/full/i);
    } finally {
      proto.put = originalPut;
    }
    expect(await store.get(incoming[0]!.id)).toEqual(incoming[0]);
    expect(await store.get(incoming[1]!.id)).toBeUndefined();
    expect(await store.get(incoming[2]!.id)).toEqual(incoming[2]);
  });
});

describe('100,000 clips', () => {
  it('are parsed and validated in bounded time and imported completely (into an in-memory target)', async () => {
    const clips = Array.from({ length: 100_000 }, (_, i) => ({ ...clipNumber(i + 1), html: `<p>${i}</p>`, text: String(i), excerpt: null, debug: undefined }));
    const text = makeBackup(clips, NOW);
    const started = performance.now();
    const parsed = parseBackup(text);
    const parseMs = performance.now() - started;
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.clips).toHaveLength(100_000);
    // One synchronous parse of ~60 MB: seconds on a busy 2-core machine, never a hang.
    expect(parseMs).toBeLessThan(30_000);
    const target = new Map<string, Clip>();
    const report = await importClips(
      { get: async (id) => target.get(id), put: async (clip) => void target.set(clip.id, clip), findByUrl: async () => [] },
      parsed.clips,
      parsed.skipped,
    );
    expect(report.added).toBe(100_000);
    expect(target.size).toBe(100_000);
  });
});

describe('export → wipe → import', () => {
  it('reproduces every clip byte for byte', async () => {
    const unusual: Clip[] = [
      { ...clipNumber(40), title: 'Emoji 🧪 and 𠮷, RTL עברית, zero-width\u200b joiner', tags: ['日本語', 'a b', '#x'], debug: [{ step: 'choose', element: 'main', reason: 'score 12.5' }] },
      { ...clipNumber(41), html: '<p>Quotes " \' ` and \\ backslash, </script> and <!-- a comment --></p>', text: 'line\nbreaks\tand tabs\r\n' },
      { ...clipNumber(42), mode: 'bookmark', html: '', text: '', wordCount: 0, failedImages: ['https://img.example/a.png'] },
      { ...clipNumber(43), confidence: 0.1 + 0.2, created: 1, updated: 8.64e15 - 1, canonicalUrl: null, byline: null, site: null },
    ];
    for (const clip of unusual) await store.put(clip);
    const before = await store.all();
    const backup = makeBackup(before, NOW);

    // Wipe: a new, empty profile.
    store.close();
    globalThis.indexedDB = new IDBFactory();
    store = await ClipStore.open();
    expect(await store.count()).toBe(0);

    const outcome = await importBackupFile(store, backupFile(backup));
    expect(outcome).toMatchObject({ ok: true, report: { added: before.length, copied: 0, alreadyPresent: 0, skipped: [] } });
    const after = await store.all();
    expect(after).toEqual(before);
    const bytes = (clips: Clip[]) => clips.map((clip) => JSON.stringify(clip, Object.keys(clip).sort())).join('\n');
    expect(bytes(after)).toBe(bytes(before));
    // Importing the same backup again changes nothing.
    expect(await importBackupFile(store, backupFile(backup))).toMatchObject({ ok: true, report: { added: 0, alreadyPresent: before.length } });
    expect(bytes(await store.all())).toBe(bytes(before));
  });
});
