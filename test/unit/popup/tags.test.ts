import { describe, expect, it } from 'vitest';
import { endsTag, mergeTags, parseTags } from '../../../src/popup/tags';

describe('popup tags', () => {
  it('splits on ASCII and CJK commas, semicolons and new lines, trims, drops # and empties', () => {
    expect(parseTags(' bread, #baking ;;\n sourdough  starter ,')).toEqual(['bread', 'baking', 'sourdough starter']);
    expect(parseTags('面包，烘焙、发酵；美食')).toEqual(['面包', '烘焙', '发酵', '美食']);
    expect(parseTags(' , ,# ')).toEqual([]);
  });

  it('keeps the first spelling of a tag and ignores later case variants', () => {
    expect(parseTags('Bread, bread, BREAD, rye')).toEqual(['Bread', 'rye']);
    expect(mergeTags(['Bread'], ['bread', 'Rye', 'rye'])).toEqual(['Bread', 'Rye']);
  });

  it('ends a tag on Enter and on ASCII or CJK commas only', () => {
    expect(['Enter', ',', '，', '、'].every(endsTag)).toBe(true);
    expect(['a', ' ', 'Tab', ';'].some(endsTag)).toBe(false);
  });
});
