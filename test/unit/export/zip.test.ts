import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportPaths, markdownZip, zipFileName } from '../../../src/shared/export/zip';
import { makeClip } from './fixtures';

describe('Markdown zip', () => {
  it('puts each clip in its notebook folder under a unique safe name', () => {
    const clips = [
      makeClip('a', { title: 'Notes', notebook: 'Reading' }),
      makeClip('b', { title: 'notes', notebook: 'Reading' }),
      makeClip('c', { title: 'Notes', notebook: '工作/项目' }),
      makeClip('d', { title: 'AUX', notebook: 'CON' }),
    ];
    expect(exportPaths(clips)).toEqual(['Reading/Notes.md', 'Reading/notes (2).md', '工作 项目/Notes.md', '_CON/_AUX.md']);
  });

  it('writes every clip through the converter, byte for byte', () => {
    const clips = [makeClip('a', { title: 'One' }), makeClip('b', { title: '二', notebook: '技术' })];
    const zip = markdownZip(clips, (clip) => `# ${clip.title}\n${clip.text}\n`);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['Inbox/One.md', '技术/二.md']);
    expect(strFromU8(files['技术/二.md']!)).toBe('# 二\nBody of b\n');
  });

  it('is deterministic for the same clips', () => {
    const clips = [makeClip('a'), makeClip('b')];
    const convert = (clip: { text: string }) => clip.text;
    expect(markdownZip(clips, convert)).toEqual(markdownZip(clips, convert));
  });

  it('names the download after what was exported and the day', () => {
    expect(zipFileName('Reading list', new Date('2026-12-01T10:00:00Z'))).toBe('pith-Reading-list-2026-12-01.zip');
  });
});
