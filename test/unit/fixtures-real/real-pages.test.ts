// Real pages from the development datasets (ids and snippets in test/fixtures/real-pages.json, chosen by
// select-fixtures.ts; the HTML is read from the datasets folder, never copied). For each page Pith's article
// text must hold every `with` snippet (from the truth: first, middle, last paragraph) and none of the `without`
// snippets (navigation, related links, comments, footers). A fixture with `knownFailure` runs as it.fails, with
// the reason recorded beside it; when the engine starts passing it, it.fails turns red and the marker goes.
import { beforeAll, describe, expect, it } from 'vitest';
import { datasetsRoot, readPageHtml } from '../../../bench/lib/datasets';
import { parsePage } from '../../../src/cli/page';
import { extract } from '../../../src/core/extract';
import { loadFixtures, snippetMisses, type RealPageFixture } from './snippets';

const fixtures = loadFixtures();
let root = '';

beforeAll(() => {
  // Throws, failing every test below, with a message naming PITH_DATASETS when the folder is missing.
  root = datasetsRoot();
});

function check(fixture: RealPageFixture): void {
  const html = readPageHtml(root, fixture);
  const result = extract(parsePage(html), fixture.url ? { url: fixture.url } : {});
  expect(snippetMisses(result.text, fixture)).toEqual({ missing: [], leaked: [] });
}

describe('real pages: Pith keeps the article and drops the furniture', () => {
  it('has at least 40 fixtures across the page kinds', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(fixtures.map((f) => f.category));
    for (const kind of ['zh-news', 'en-news', 'blog', 'docs-code', 'table', 'forum', 'product', 'service', 'listing', 'collection'])
      expect(categories, kind).toContain(kind);
  });

  for (const fixture of fixtures) {
    const name = `${fixture.category}: ${fixture.dataset}/${fixture.id}`;
    if (fixture.knownFailure) it.fails(`${name} (known failure: ${fixture.knownFailure})`, () => check(fixture));
    else it(name, () => check(fixture));
  }
});
