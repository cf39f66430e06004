// Grouping per-page scores the way score.mjs reports them: per dataset, per language, and ALL.
import { aggregate, type PageOverlap, type Score } from './metric';
import type { DatasetPage } from './datasets';

export interface ScoredPage {
  page: DatasetPage;
  overlap: PageOverlap;
}

export interface GroupScore {
  /** "daniel_waddle", "lang:zh", "ALL", … */
  group: string;
  score: Score;
}

/** Datasets first (in the order given), then languages (zh, en, other), then ALL. */
export function groupScores(pages: readonly ScoredPage[]): GroupScore[] {
  const byGroup = new Map<string, PageOverlap[]>();
  const add = (group: string, overlap: PageOverlap) => {
    const list = byGroup.get(group) ?? [];
    list.push(overlap);
    byGroup.set(group, list);
  };
  for (const { page, overlap } of pages) add(page.dataset, overlap);
  for (const lang of ['zh', 'en', 'other']) {
    for (const { page, overlap } of pages) if (page.lang === lang) add(`lang:${lang}`, overlap);
  }
  byGroup.set('ALL', pages.map((p) => p.overlap));
  return [...byGroup].map(([group, overlaps]) => ({ group, score: aggregate(overlaps) }));
}

export function fixed3(x: number): string {
  return Number.isNaN(x) ? '  -  ' : x.toFixed(3);
}

export function signed3(x: number): string {
  if (Number.isNaN(x)) return '   -  ';
  return (x >= 0 ? '+' : '') + x.toFixed(3);
}
