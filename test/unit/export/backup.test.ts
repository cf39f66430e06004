import { describe, expect, it } from 'vitest';
import { makeBackup, parseBackup, validateClip } from '../../../src/shared/export/backup';
import { importClips, type ImportTarget } from '../../../src/shared/export/import';
import { MAX_BACKUP_BYTES } from '../../../src/shared/export/limits';
import type { Clip } from '../../../src/shared/clip';
import { makeClip } from './fixtures';

const NOW = new Date('2026-12-01T00:00:00Z');

function memoryStore(initial: Clip[] = []): ImportTarget & { clips: Map<string, Clip> } {
  const clips = new Map(initial.map((clip) => [clip.id, structuredClone(clip)]));
  return {
    clips,
    get: async (id) => (clips.has(id) ? structuredClone(clips.get(id)) : undefined),
    put: async (clip) => {
      clips.set(clip.id, structuredClone(clip));
    },
    findByUrl: async (url) => [...clips.values()].filter((clip) => clip.url === url).map((clip) => structuredClone(clip)),
  };
}

describe('parseBackup', () => {
  it('round-trips a backup', () => {
    const clips = [makeClip('a', { tags: ['x'], failedImages: ['https://img.example/1.png'] }), makeClip('b', { title: '中文标题', notebook: '技术' })];
    const parsed = parseBackup(makeBackup(clips, NOW));
    expect(parsed).toEqual({ ok: true, clips, skipped: [], exported: NOW.toISOString() });
  });

  it('refuses text that is not JSON, and says a cut-off file is truncated', () => {
    expect(parseBackup('hello')).toMatchObject({ ok: false, reason: 'not-json' });
    const full = makeBackup([makeClip('a')], NOW);
    expect(parseBackup(full.slice(0, full.length / 2))).toMatchObject({ ok: false, reason: 'truncated' });
    expect(parseBackup('')).toMatchObject({ ok: false, reason: 'truncated' });
  });

  it('refuses JSON that is not a Pith backup or is from a newer version', () => {
    expect(parseBackup('[1,2]')).toMatchObject({ ok: false, reason: 'not-a-backup' });
    expect(parseBackup('{"format":"other","version":1,"clips":[]}')).toMatchObject({ ok: false, reason: 'not-a-backup' });
    expect(parseBackup('{"format":"pith-backup","version":"1","clips":[]}')).toMatchObject({ ok: false, reason: 'not-a-backup' });
    expect(parseBackup('{"format":"pith-backup","version":2,"clips":[]}')).toMatchObject({ ok: false, reason: 'newer-version' });
  });

  it('refuses a file over the size limit before parsing it', () => {
    expect(parseBackup('{}', MAX_BACKUP_BYTES + 1)).toMatchObject({ ok: false, reason: 'too-large' });
  });

  it('skips clips with wrong types or missing fields and says why', () => {
    const good = makeClip('good');
    const source = JSON.stringify({
      format: 'pith-backup',
      version: 1,
      exported: NOW.toISOString(),
      clips: [good, { ...good, id: 'no-title', title: 42 }, { ...good, id: 'bad-url', url: 'javascript:alert(1)' }, 'text', { ...good, id: 'x', tags: 'a,b' }, good],
    });
    const parsed = parseBackup(source);
    if (!parsed.ok) throw new Error('expected ok');
    expect(parsed.clips.map((clip) => clip.id)).toEqual(['good']);
    expect(parsed.skipped).toEqual([
      { index: 1, id: 'no-title', reason: 'title is not text' },
      { index: 2, id: 'bad-url', reason: 'url is not a web address' },
      { index: 3, id: null, reason: 'is not an object' },
      { index: 4, id: 'x', reason: 'tags is not a list' },
      { index: 5, id: 'good', reason: 'the backup holds this id twice' },
    ]);
  });

  it('drops unknown fields', () => {
    const result = validateClip({ ...makeClip('a'), pageKey: 'k', evil: '<script>' });
    expect(result).toEqual({ clip: makeClip('a') });
  });
});

describe('importClips', () => {
  it('adds new clips, skips identical ones and keeps a changed one as a copy; re-import changes nothing', async () => {
    const same = makeClip('same');
    const edited = makeClip('edited', { title: 'Edited locally' });
    const store = memoryStore([same, edited]);
    const backup = [same, makeClip('edited', { title: 'As backed up' }), makeClip('new')];
    const first = await importClips(store, backup);
    expect(first).toEqual({ added: 1, copied: 1, alreadyPresent: 1, skipped: [] });
    expect(store.clips.get('edited')?.title).toBe('Edited locally');
    expect([...store.clips.values()].filter((clip) => clip.title === 'As backed up')).toHaveLength(1);
    const sizeAfterFirst = store.clips.size;
    const second = await importClips(store, backup);
    expect(second).toEqual({ added: 0, copied: 0, alreadyPresent: 3, skipped: [] });
    expect(store.clips.size).toBe(sizeAfterFirst);
  });

  it('reports a clip the store refuses and carries on', async () => {
    const store = memoryStore();
    const put = store.put;
    store.put = async (clip) => {
      if (clip.id === 'b') throw new Error('disk full');
      await put(clip);
    };
    const report = await importClips(store, [makeClip('a'), makeClip('b'), makeClip('c')]);
    expect(report.added).toBe(2);
    expect(report.skipped).toEqual([{ index: 1, id: 'b', reason: 'disk full' }]);
  });
});

describe('BackupWriter', () => {
  it('writes, piece by piece, exactly what makeBackup writes', async () => {
    const { BackupWriter } = await import('../../../src/shared/export/backup');
    const clips = [makeClip('a', { title: 'He said "hi"\n' }), makeClip('b', { notebook: '技术' })];
    for (const list of [[], clips.slice(0, 1), clips]) {
      const writer = new BackupWriter(NOW);
      for (const clip of list) writer.add(clip);
      expect(writer.finish().join('')).toBe(makeBackup(list, NOW));
    }
  });
});
