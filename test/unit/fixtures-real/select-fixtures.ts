// Picks the real-page fixtures (test/fixtures/real-pages.json) from the development datasets. Run once by hand,
// review the output, commit it; the test never reruns this. Only ids and short snippets are stored, the HTML
// stays in the datasets folder.
//
//   npx tsx test/unit/fixtures-real/select-fixtures.ts > test/fixtures/real-pages.json
//
// `with` snippets come from the truth (first, middle and last body paragraph) and must occur in the page's own
// text; `without` snippets are lines of the page text that share nothing with the truth and sit well before or
// after the article (navigation, related links, comments, footers). Nothing here looks at Pith's output.
import { datasetsRoot, loadDatasets, readPageHtml, readTruth, type Dataset, type DatasetPage } from '../../../bench/lib/datasets';
import { tokenize } from '../../../bench/lib/metric';
import { parsePage } from '../../../src/cli/page';
import { htmlToText } from '../../../src/core/text';
import { compact, type RealPageFixture } from './snippets';

interface Category {
  name: string;
  count: number;
  dataset: string;
  accept: (page: DatasetPage, html: string) => boolean;
}

const host = (page: DatasetPage) => (page.url ? new URL(page.url).hostname : page.id.split('_')[1] ?? page.id);
const isType = (type: string) => (page: DatasetPage) => page.pageType === type;

const CATEGORIES: Category[] = [
  { name: 'zh-news', count: 8, dataset: 'daniel_waddle', accept: (p) => p.lang === 'zh' },
  { name: 'en-news', count: 6, dataset: 'daniel_waddle', accept: (p) => p.lang === 'en' },
  { name: 'en-news', count: 3, dataset: 'l3s_gn1', accept: () => true },
  { name: 'blog', count: 4, dataset: 'wcxb_dev', accept: (p) => p.pageType === 'article' && /blog|medium\.com|substack|wordpress/i.test(p.url ?? '') },
  { name: 'docs-code', count: 4, dataset: 'wcxb_dev', accept: (p, html) => p.pageType === 'documentation' && /<pre[\s>]/i.test(html) },
  { name: 'table', count: 3, dataset: 'wcxb_dev', accept: (p, html) => hasContentTable(p, html) },
  { name: 'forum', count: 4, dataset: 'wcxb_dev', accept: isType('forum') },
  { name: 'product', count: 2, dataset: 'wcxb_dev', accept: isType('product') },
  { name: 'service', count: 2, dataset: 'wcxb_dev', accept: isType('service') },
  { name: 'listing', count: 2, dataset: 'wcxb_dev', accept: isType('listing') },
  { name: 'collection', count: 2, dataset: 'wcxb_dev', accept: isType('collection') },
  { name: 'web-page', count: 2, dataset: 'cleaneval', accept: () => true },
];

const root = datasetsRoot();
const datasets = new Map<string, Dataset>(loadDatasets(root).map((d) => [d.name, d]));

/** At least three data cells of 25+ characters whose text is part of the truth: a table that is content. */
function hasContentTable(page: DatasetPage, html: string): boolean {
  if (!/<td[\s>]/i.test(html)) return false;
  const truth = compact(readTruth(root, page));
  const doc = parsePage(html);
  let cells = 0;
  for (const cell of Array.from(doc.querySelectorAll('td'))) {
    if (cell.querySelector('table, div, p')) continue;
    const text = compact(cell.textContent ?? '');
    if (text.length >= 25 && truth.includes(text)) cells++;
  }
  return cells >= 3;
}

function isCjk(text: string): boolean {
  return /\p{Script=Han}/u.test(text);
}

/** A piece of a truth line that reads as text: ~6–10 words, or 12–20 Han characters, starting at a word. */
function snippetOf(line: string): string {
  if (isCjk(line)) {
    const start = Math.min(2, Math.max(0, line.length - 20));
    return line.slice(start, start + 18).trim();
  }
  const words = line.split(/\s+/).filter(Boolean);
  const start = words.length > 12 ? 2 : 0;
  return words.slice(start, start + 9).join(' ');
}

function usableSnippet(snippet: string): boolean {
  // L3S truth replaced non-ASCII punctuation by "?": such a snippet would not be found in the real page.
  return tokenize(snippet).length >= 6 && !snippet.includes('?') && !snippet.includes('\uFFFD');
}

function pickWith(bodyLines: string[], pageText: string): string[] {
  const positions = [0, Math.floor(bodyLines.length / 2), bodyLines.length - 1];
  const picked: string[] = [];
  for (const target of positions) {
    // Walk outwards from the target paragraph to the nearest one that gives a usable snippet found in the page.
    for (let offset = 0; offset < bodyLines.length; offset++) {
      const line = bodyLines[target + (target === bodyLines.length - 1 ? -offset : offset)];
      if (!line) continue;
      const snippet = snippetOf(line);
      if (usableSnippet(snippet) && pageText.includes(compact(snippet)) && !picked.includes(snippet)) {
        picked.push(snippet);
        break;
      }
    }
  }
  return picked;
}

/** Lines of the page outside the article span that share no token 4-gram with the truth. */
function pickWithout(pageLines: string[], truth: string, title: string): string[] {
  const truthCompact = compact(truth);
  const truthLines = truth.split('\n').map(compact).filter((l) => l.length >= 8);
  const inTruth = pageLines.map((line) => {
    const c = compact(line);
    return c.length >= 8 && (truthCompact.includes(c) || truthLines.some((t) => c.includes(t)));
  });
  const first = inTruth.indexOf(true);
  const last = inTruth.lastIndexOf(true);
  if (first < 0) return [];
  const truthShingles = new Set(shingles(truth));
  const pageCompact = compact(pageLines.join('\n'));
  const candidate = (line: string, i: number) => {
    const c = compact(line);
    const tokens = tokenize(line);
    return (
      (i < first - 2 || i > last + 2) &&
      tokens.length >= (isCjk(line) ? 5 : 3) &&
      line.length <= 90 &&
      !line.includes('\uFFFD') &&
      !truthCompact.includes(c) &&
      !compact(title).includes(c) &&
      !c.includes(compact(title)) &&
      pageCompact.indexOf(c) === pageCompact.lastIndexOf(c) &&
      !shingles(line).some((s) => truthShingles.has(s))
    );
  };
  const before = pageLines.map((l, i) => (candidate(l, i) && i < first ? l : '')).filter(Boolean);
  const after = pageLines.map((l, i) => (candidate(l, i) && i > last ? l : '')).filter(Boolean);
  // Prefer what follows the article (comments, related links, footer), then the navigation before it.
  return [...after.slice(0, 2), ...before.slice(-1)].slice(0, 3).map((l) => l.trim());
}

function shingles(text: string): string[] {
  const tokens = tokenize(text);
  const out: string[] = [];
  for (let i = 0; i + 4 <= tokens.length; i++) out.push(tokens.slice(i, i + 4).join(' '));
  return out;
}

function fixtureFor(category: Category, dataset: Dataset, page: DatasetPage, html: string): RealPageFixture | null {
  const truth = readTruth(root, page);
  const lines = truth.split('\n').map((l) => l.trim()).filter(Boolean);
  const bodyLines = dataset.truthIncludesTitle ? lines.slice(1) : lines;
  if (bodyLines.length < 3) return null;
  const doc = parsePage(html);
  const pageText = htmlToText(doc.body);
  const withSnippets = pickWith(bodyLines, compact(pageText));
  const title = dataset.truthIncludesTitle ? lines[0] : doc.title;
  const withoutSnippets = pickWithout(pageText.split('\n'), truth, title);
  if (withSnippets.length < 3 || withoutSnippets.length < 2) return null;
  return {
    dataset: dataset.name,
    id: page.id,
    category: category.name,
    lang: page.lang,
    ...(page.url ? { url: page.url } : {}),
    with: withSnippets,
    without: withoutSnippets,
  };
}

function select(): RealPageFixture[] {
  const fixtures: RealPageFixture[] = [];
  const usedHosts = new Set<string>();
  for (const category of CATEGORIES) {
    const dataset = datasets.get(category.dataset)!;
    let found = 0;
    for (const page of dataset.pages) {
      if (found === category.count) break;
      if (usedHosts.has(host(page)) || fixtures.some((f) => f.id === page.id)) continue;
      const html = readPageHtml(root, page);
      if (!category.accept(page, html)) continue;
      const fixture = fixtureFor(category, dataset, page, html);
      if (!fixture) continue;
      fixtures.push(fixture);
      usedHosts.add(host(page));
      found++;
    }
    if (found < category.count) process.stderr.write(`only ${found} of ${category.count} for ${category.name}\n`);
  }
  return fixtures;
}

process.stdout.write(`${JSON.stringify(select(), null, 1)}\n`);
