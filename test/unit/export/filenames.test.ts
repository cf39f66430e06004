import { describe, expect, it } from 'vitest';
import { markdownFileName, safeName, truncateUtf8, UniqueNames } from '../../../src/shared/export/filenames';
import { MAX_FILE_NAME_BYTES } from '../../../src/shared/export/limits';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('file names', () => {
  it('replaces characters Windows forbids and trims trailing dots and spaces', () => {
    expect(markdownFileName('What is <T>? A "generic": a/b\\c|d*e')).toBe('What is T A generic a b c d e.md');
    expect(markdownFileName('Ends with dots... ')).toBe('Ends with dots.md');
    expect(markdownFileName('tab\there\nnewline')).toBe('tab here newline.md');
  });

  it('keeps Chinese and renames reserved device names', () => {
    expect(markdownFileName('深度学习：入门与实践')).toBe('深度学习：入门与实践.md');
    expect(markdownFileName('CON')).toBe('_CON.md');
    expect(markdownFileName('nul.txt')).toBe('_nul.txt.md');
    expect(markdownFileName('com1')).toBe('_com1.md');
    expect(markdownFileName('Console')).toBe('Console.md');
  });

  it('falls back when nothing usable is left', () => {
    expect(markdownFileName('???')).toBe('untitled.md');
    expect(markdownFileName('...')).toBe('untitled.md');
    expect(safeName('', 'Inbox')).toBe('Inbox');
  });

  it('stays within the byte limit without splitting a character', () => {
    const name = markdownFileName('汉'.repeat(100));
    expect(bytes(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(name).toBe('汉'.repeat(39) + '.md');
    expect(truncateUtf8('a😀b', 4)).toBe('a');
    expect(bytes(markdownFileName('x'.repeat(500)))).toBe(MAX_FILE_NAME_BYTES);
  });

  it('makes names unique, case-insensitively, within the limit', () => {
    const names = new UniqueNames();
    expect(names.claim('Notes.md')).toBe('Notes.md');
    expect(names.claim('notes.md')).toBe('notes (2).md');
    expect(names.claim('Notes.md')).toBe('Notes (3).md');
    const long = markdownFileName('y'.repeat(300));
    names.claim(long);
    const second = names.claim(long);
    expect(second.endsWith(' (2).md')).toBe(true);
    expect(bytes(second)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
  });
});
