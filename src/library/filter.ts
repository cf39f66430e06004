// Which clips the list shows: the search hits (best first) or every clip (newest first), narrowed by the
// filters. Pure, so it is unit-tested without a page.
import type { SearchHit } from '../shared/search';
import type { ClipSummary } from '../shared/search/sync';

export interface Filters {
  notebook: string;
  tag: string;
  site: string;
  /** Primary language subtag ("en", "zh"); empty for any. */
  lang: string;
  /** Inclusive day bounds as yyyy-mm-dd (UTC), empty for open. */
  from: string;
  to: string;
}

export const NO_FILTERS: Filters = { notebook: '', tag: '', site: '', lang: '', from: '', to: '' };

const DAY = 24 * 3600 * 1000;

/** The first two letters of a language tag: "zh-CN" and "zh-Hans" are both "zh". */
export function primaryLanguage(lang: string | null): string {
  return (lang ?? '').split(/[-_]/)[0]!.toLowerCase();
}

function dayStart(day: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? Number.NaN : time;
}

/** A predicate for the filters; empty filters let everything through. */
export function matchesFilters(filters: Filters): (clip: ClipSummary) => boolean {
  const from = filters.from ? dayStart(filters.from) : -Infinity;
  const to = filters.to ? dayStart(filters.to) + DAY : Infinity;
  return (clip) =>
    (!filters.notebook || clip.notebook === filters.notebook) &&
    (!filters.tag || clip.tags.includes(filters.tag)) &&
    (!filters.site || clip.site === filters.site) &&
    (!filters.lang || primaryLanguage(clip.lang) === filters.lang) &&
    !(clip.created < from) &&
    !(clip.created >= to);
}

/** Every clip id newest first (computed once per change of the library, not per keystroke). */
export function newestFirst(summaries: Map<string, ClipSummary>): ClipSummary[] {
  return [...summaries.values()].sort((a, b) => b.created - a.created || (a.id < b.id ? -1 : 1));
}

/** What the list shows: hits in rank order when searching, else all clips newest first; both filtered. */
export function visibleClips(ordered: readonly ClipSummary[], summaries: Map<string, ClipSummary>, hits: readonly SearchHit[] | null, filters: Filters): ClipSummary[] {
  const keep = matchesFilters(filters);
  if (hits === null) return ordered.filter(keep);
  const shown: ClipSummary[] = [];
  for (const hit of hits) {
    const clip = summaries.get(hit.id);
    if (clip && keep(clip)) shown.push(clip);
  }
  return shown;
}

/**
 * The clips the deep pass scans, newest first: those the filters let through that the ranked search did not
 * already return (including ranked hits the filters hide, which stay hidden).
 */
export function deepCandidates(ordered: readonly ClipSummary[], hits: readonly SearchHit[], filters: Filters): string[] {
  const keep = matchesFilters(filters);
  const ranked = new Set(hits.map((hit) => hit.id));
  const ids: string[] = [];
  for (const clip of ordered) if (!ranked.has(clip.id) && keep(clip)) ids.push(clip.id);
  return ids;
}

/** The values each filter offers, most used first for tags, alphabetical otherwise. */
export function filterChoices(summaries: Iterable<ClipSummary>): { notebooks: string[]; tags: string[]; sites: string[]; langs: string[] } {
  const notebooks = new Set<string>();
  const sites = new Set<string>();
  const langs = new Set<string>();
  const tagCounts = new Map<string, number>();
  for (const clip of summaries) {
    notebooks.add(clip.notebook);
    if (clip.site) sites.add(clip.site);
    const lang = primaryLanguage(clip.lang);
    if (lang) langs.add(lang);
    for (const tag of clip.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    notebooks: [...notebooks].sort(byName),
    tags: [...tagCounts].sort((a, b) => b[1] - a[1] || byName(a[0], b[0])).map(([tag]) => tag),
    sites: [...sites].sort(byName),
    langs: [...langs].sort(byName),
  };
}
