// Real-page fixtures: a dataset page, text that must be in Pith's extraction and text that must not.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RealPageFixture {
  dataset: string;
  id: string;
  /** zh-news, en-news, blog, docs-code, table, forum, product, service, listing, collection, web-page. */
  category: string;
  lang: string;
  /** The page's address when the dataset knows it (links are made absolute against it). */
  url?: string;
  /** From the truth text: the first, a middle and the last body paragraph. */
  with: string[];
  /** Page text that is not in the truth: navigation, related links, comments, footers. */
  without: string[];
  /** Why a fixture is expected to fail today (it then runs as it.fails); absent when it must pass. */
  knownFailure?: string;
}

export const FIXTURES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/real-pages.json');

export function loadFixtures(): RealPageFixture[] {
  return JSON.parse(fs.readFileSync(FIXTURES_FILE, 'utf8')) as RealPageFixture[];
}

/**
 * Text for substring checks: NFKC, with all whitespace removed, so that where a line breaks (the truth's
 * paragraphs against the extraction's blocks) and how spaces collapse do not decide a match.
 */
export function compact(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '');
}

/** The `with` snippets an extraction's text lacks and the `without` snippets it holds (both empty when it passes). */
export function snippetMisses(text: string, snippets: { with: readonly string[]; without: readonly string[] }): { missing: string[]; leaked: string[] } {
  const compacted = compact(text);
  return {
    missing: snippets.with.filter((snippet) => !compacted.includes(compact(snippet))),
    leaked: snippets.without.filter((snippet) => compacted.includes(compact(snippet))),
  };
}
