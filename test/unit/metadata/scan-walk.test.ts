// The metadata scan rides on the engine's scoring walk (score.ts collect, metadata/scan.ts DocumentScanner): the
// walk must show it every element, in document order, as the scan of its own does — excluded parts (the head,
// scripts, navigation, hidden boxes, <br>) included, <template> content left out.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../src/cli/page';
import { furnitureNameRule, furnitureRule } from '../../../src/core/extract/boilerplate';
import { combineRules, HIDDEN_REASON, nonTextRule, type ExclusionRule } from '../../../src/core/extract/exclusions';
import { isStaticallyHidden } from '../../../src/core/extract/hidden';
import { scoreTree } from '../../../src/core/extract/score';
import { deadlineAt } from '../../../src/core/extract/deadline';
import { documentScanner, readMetadata } from '../../../src/core/metadata/index';
import { scanDocument, type DocumentScan } from '../../../src/core/metadata/scan';
import { extract } from '../../../src/core/extract/index';

const hiddenRule: ExclusionRule = (element) => (isStaticallyHidden(element) ? HIDDEN_REASON : null);
const exclude = combineRules([nonTextRule, hiddenRule, furnitureRule]);

function scanByWalk(doc: Document): { scan: DocumentScan; unfinished: boolean } {
  const scanner = documentScanner();
  const tree = scoreTree(doc, exclude, undefined, furnitureNameRule, undefined, scanner.visit);
  return { scan: scanner.scan, unfinished: tree.unfinished !== undefined };
}

const PAGE = `<!doctype html><html lang="en"><head><title>Bridge to be rebuilt - Daily Town</title>
<meta property="og:site_name" content="Daily Town"><link rel="canonical" href="https://example.com/a">
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Bridge to be rebuilt"}</script></head>
<body><header role="banner"><h1>Daily Town</h1><a rel="author" href="/me">Ann</a></header>
<nav><h2>Sections</h2><p>News, sport</p></nav>
<template><h1>Template heading</h1><p class="byline">not here</p></template>
<main><article><h1>Bridge to be rebuilt</h1><br class="author"><p>First paragraph of the story, long enough.</p>
<div hidden><p>Hidden paragraph</p><time datetime="2020-01-01">then</time></div>
<time datetime="2024-05-01">May 1</time><p>Second paragraph.</p>
<script type="application/ld+json">{"@type":"BreadcrumbList"}</script></article></main>
<footer><meta itemprop="author" content="Ann"><p>Footer words</p></footer></body></html>
<div>Stray content after the html element</div>`;

function pagesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? pagesUnder(full) : entry.name.endsWith('.html') ? [full] : [];
  });
}

describe('the metadata scan in the scoring walk', () => {
  it('sees what a scan of its own sees on a page with excluded, hidden and template parts', () => {
    const { scan, unfinished } = scanByWalk(parsePage(PAGE));
    expect(unfinished).toBe(false);
    expect(scan).toEqual(scanDocument(parsePage(PAGE)));
    // The elements themselves, in order: the banner's <h1> first, the template's never.
    expect(scan.headings.map((h) => h.textContent)).toEqual(['Daily Town', 'Sections', 'Bridge to be rebuilt']);
    expect(scan.time?.getAttribute('datetime')).toBe('2020-01-01');
    expect(scan.jsonLd).toHaveLength(2);
    expect(scan.metas).toHaveLength(2);
  });

  it('gives extract() the metadata readMetadata() reads, on every built layout page', () => {
    const files = [...pagesUnder(path.resolve(__dirname, '../../fixtures/layouts')), ...pagesUnder(path.resolve(__dirname, '../../fixtures/pages'))];
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      const walked = scanByWalk(parsePage(html));
      const own = scanDocument(parsePage(html));
      // Elements of two parses differ as objects: compare what they are (tag and text) in order.
      const shape = (scan: DocumentScan) => JSON.stringify(scan, (key, value) => (value && typeof value === 'object' && 'tagName' in value ? `${value.tagName}:${(value.textContent ?? '').slice(0, 40)}:${value.getAttribute('content') ?? ''}` : value));
      expect(shape(walked.scan), file).toBe(shape(own));
      // extract() may retitle a page whose <title> names only the site from the article's headline (学习强国's
      // "学习强国"), or one whose <title> is the headline and the site's part, which readMetadata() cannot see: then
      // all but the title must agree.
      const result = extract(parsePage(html));
      const read = readMetadata(parsePage(html));
      const retitled = result.debug.some((entry) => /^the page(?:'s title names the site| names no title)|^the article's headline is the title/.test(entry.reason));
      expect(retitled ? { ...result.metadata, title: read.title } : result.metadata, file).toEqual(read);
    }
  });

  it('leaves the metadata to a scan of its own when the walk stops at the time budget', () => {
    const big = `<html><head><title>Long page - Site</title><meta name="author" content="Kim"></head><body>${'<div><p>Some words in a paragraph here.</p></div>'.repeat(3000)}<time datetime="2024-01-02">x</time></body></html>`;
    const scanner = documentScanner();
    const tree = scoreTree(parsePage(big), exclude, undefined, furnitureNameRule, deadlineAt(performance.now() - 10, 0), scanner.visit);
    expect(tree.unfinished).toBeDefined();
    // extract() then reads the whole page for its metadata: the <time> at the end is found.
    const result = extract(parsePage(big), { timeBudgetMs: 0 });
    expect(result.metadata.byline).toBe('Kim');
    expect(result.metadata.published).toBe(readMetadata(parsePage(big)).published);
    expect(result.metadata.published).not.toBeNull();
  });
});
