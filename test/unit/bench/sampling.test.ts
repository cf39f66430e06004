// The benchmarks' page sampling and order statistics: small, but the reported figures stand on them.
import { describe, expect, it } from 'vitest';
import { parseBenchArgs, selectPages } from '../../../bench/lib/args';
import { median, quantile } from '../../../bench/lib/stats';

describe('selectPages', () => {
  const pages = Array.from({ length: 30 }, (_, i) => i);

  it('takes every N-th page starting with the first, then the limit', () => {
    expect(selectPages(pages, { every: 12 })).toEqual([0, 12, 24]);
    expect(selectPages(pages, { every: 3, limit: 4 })).toEqual([0, 3, 6, 9]);
    expect(selectPages(pages, { every: 1 })).toHaveLength(30);
  });

  it('makes the quality gate sample (every 12th) a subset of bench:quality --every 3', () => {
    const bench = new Set(selectPages(pages, { every: 3 }));
    for (const page of selectPages(pages, { every: 12 })) expect(bench.has(page)).toBe(true);
  });
});

describe('parseBenchArgs', () => {
  it('reads the flags and refuses a bad number', () => {
    const args = parseBenchArgs(['--dataset', 'cleaneval,l3s_gn1', '--every', '3', '--limit', '10', '--raw-parse'], 'usage');
    expect(args).toMatchObject({ datasets: ['cleaneval', 'l3s_gn1'], every: 3, limit: 10, rawParse: true, scoreOnly: false, browser: false });
    expect(parseBenchArgs(['--browser'], 'usage').browser).toBe(true);
    expect(() => parseBenchArgs(['--every', '0'], 'usage')).toThrow(/--every/);
    expect(() => parseBenchArgs(['--limit', 'x'], 'usage')).toThrow(/--limit/);
  });
});

describe('quantile', () => {
  it('interpolates between the closest ranks', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(quantile([0, 10], 0.9)).toBeCloseTo(9);
    expect(quantile([...Array(11).keys()], 0.9)).toBe(9);
    expect(Number.isNaN(quantile([], 0.5))).toBe(true);
  });
});
