import { describe, expect, it } from 'vitest';
import { fillFileNameTemplate, markdownFileName, safeFileName } from '../../../src/popup/file-name';

const fields = { title: 'Why Sourdough Needs Time', url: 'https://www.slow.example/p/1', site: 'The Slow Kitchen', notebook: 'Kitchen', clipped: '2026-03-14T09:30:00.000Z' };

describe('Markdown file names', () => {
  it('fills the template from the clip', () => {
    expect(fillFileNameTemplate('{{date}} {{ title }} ({{domain}}, {{site}}) {{notebook}}', fields)).toBe('2026-03-14 Why Sourdough Needs Time (slow.example, The Slow Kitchen) Kitchen');
    expect(fillFileNameTemplate('{{unknown}}{{title}}', fields)).toBe('Why Sourdough Needs Time');
    expect(markdownFileName('{{title}}', fields)).toBe('Why Sourdough Needs Time.md');
  });

  it('removes path separators, reserved and control characters', () => {
    expect(safeFileName('a/b\\c:d*e?f"g<h>i|j\u0007k')).toBe('a b c d e f g h i j k.md');
    expect(safeFileName('../../etc/passwd')).toBe('etc passwd.md');
    expect(safeFileName('  .hidden. ')).toBe('hidden.md');
  });

  it('never yields an empty or Windows-reserved name', () => {
    expect(safeFileName('')).toBe('clip.md');
    expect(safeFileName('///')).toBe('clip.md');
    expect(safeFileName('CON')).toBe('_CON.md');
    expect(safeFileName('lpt1.txt')).toBe('_lpt1.txt.md');
    expect(markdownFileName('{{site}}', { ...fields, site: null })).toBe('Why Sourdough Needs Time.md');
  });

  it('bounds the length by characters without splitting a Chinese character or an emoji', () => {
    const long = '城市里的屋顶菜园🌱'.repeat(30);
    const name = safeFileName(long);
    expect([...name.slice(0, -3)].length).toBeLessThanOrEqual(120);
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(name.endsWith('.md')).toBe(true);
  });
});
