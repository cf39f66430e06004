import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { convertClip, convertClipNative, deflateFile, deflateFileNative, exportPaths, MarkdownZip, markdownZip, zipFileName, type ClipToMarkdown } from '../../../src/shared/export/zip';
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

  it('gives the same files whether a clip is converted by the zip or handed in converted (as the export workers do)', () => {
    const convert: ClipToMarkdown = (clip) => `# ${clip.title}\n${clip.text}\n`;
    const clips = [makeClip('a', { title: 'Notes' }), makeClip('b', { title: 'notes', updated: Date.UTC(2026, 1, 3) }), makeClip('c', { title: '笔记', notebook: '技术' })];
    const here = new MarkdownZip(convert);
    const handedIn = new MarkdownZip();
    for (const clip of clips) {
      here.add(clip);
      handedIn.addConverted(convertClip(clip, new Set(), convert));
    }
    const expected = unzipSync(here.bytes());
    const actual = unzipSync(handedIn.bytes());
    expect(Object.keys(actual)).toEqual(['Inbox/Notes.md', 'Inbox/notes (2).md', '技术/笔记.md']);
    expect(actual).toEqual(expected);
  });

  it('deflates a file so that it inflates to the same UTF-8 bytes, with their CRC and size', () => {
    const text = 'Ünïcode 中文 '.repeat(500);
    const file = deflateFile(text);
    expect(file.size).toBe(new TextEncoder().encode(text).length);
    expect(file.bytes.length).toBeLessThan(file.size / 5);
    expect(file.bytes.byteLength).toBe(file.bytes.buffer.byteLength);
  });

  it('deflates with the runtime’s own zlib to the same content, CRC and size as fflate (the export workers use it)', async () => {
    const text = 'Ünïcode 中文 line\n'.repeat(700);
    const native = await deflateFileNative(text);
    const fflate = deflateFile(text);
    expect({ crc: native.crc, size: native.size }).toEqual({ crc: fflate.crc, size: fflate.size });
    expect(native.bytes.length).toBeLessThan(native.size / 5);
    const zip = new MarkdownZip();
    const clip = makeClip('n', { text });
    zip.addConverted(await convertClipNative(clip, new Set(), (c) => c.text));
    expect(strFromU8(unzipSync(zip.bytes())['Inbox/Clip n.md']!)).toBe(text);
  });

  it('lists a stored image that disappeared before the page could read it as missing', () => {
    const withImage = makeClip('a', { images: [{ url: 'https://img.example/a.png', hash: 'a'.repeat(64), type: 'image/png' }] });
    const zip = new MarkdownZip();
    zip.addConverted(convertClip(withImage, new Set(['a'.repeat(64)]), (clip) => clip.text));
    const listing = strFromU8(unzipSync(zip.bytes())['failed-images.md']!);
    expect(listing).toContain(`assets/${'a'.repeat(64)}`);
  });

  it('names the download after what was exported and the day', () => {
    expect(zipFileName('Reading list', new Date('2026-12-01T10:00:00Z'))).toBe('pith-Reading-list-2026-12-01.zip');
  });
});
