// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { layersFromClip, layersFromHtml } from '../../../src/core/classify/layers';

const PAGE = `<!doctype html><html lang="en"><head>
  <title>Database Systems Course</title>
  <meta name="keywords" content="databases, SQL">
  <meta name="description" content="Lecture notes and homework">
  <script>var tracking = "ignored words";</script>
</head><body>
  <h1>CS 537</h1>
  <p>Transactions and recovery are covered in <a href="/week3">week three</a> of the term.</p>
  <h3>Homework</h3>
  <ul><li><a href="hw1.html">Assignment one</a></li></ul>
  <h5>Small print</h5>
  <style>.x { color: red }</style>
</body></html>`;

describe('layersFromHtml', () => {
  const doc = new DOMParser().parseFromString(PAGE, 'text/html');
  const layers = layersFromHtml(doc);

  it('puts title, meta keywords/description and h1–h4 in layer 1', () => {
    expect(layers.heading).toEqual(['Database Systems Course', 'databases, SQL', 'Lecture notes and homework', 'CS 537', 'Homework']);
  });

  it('puts link text in layer 3 only', () => {
    expect(layers.links).toEqual(['week three', 'Assignment one']);
    expect(layers.body).not.toContain('week three');
  });

  it('keeps body text (h5 included) without headings, scripts or styles', () => {
    expect(layers.body).toContain('Transactions and recovery are covered in');
    expect(layers.body).toContain('Small print');
    expect(layers.body).not.toContain('CS 537');
    expect(layers.body).not.toContain('ignored');
    expect(layers.body).not.toContain('color');
    expect(layers.lang).toBe('en');
  });

  it('does not change the document it reads', () => {
    const before = doc.documentElement.outerHTML;
    layersFromHtml(doc);
    expect(doc.documentElement.outerHTML).toBe(before);
  });
});

describe('layersFromClip', () => {
  it('reads headings and links from the clip HTML with title, keywords and excerpt on top', () => {
    const layers = layersFromClip({
      title: '改革开放四十年',
      html: '<h2>经济 &amp; 社会</h2><p>改革开放以来，<a href="https://example.com/a">经济增长</a>很快。</p><script>x()</script>',
      text: 'unused when html is present',
      keywords: ['改革'],
      excerpt: '回顾',
      lang: 'zh-CN',
    });
    expect(layers.heading).toEqual(['改革开放四十年', '改革', '回顾', '经济 & 社会']);
    expect(layers.links).toEqual(['经济增长']);
    expect(layers.body).toBe('改革开放以来， 很快。');
  });

  it('falls back to the plain text when there is no HTML', () => {
    const layers = layersFromClip({ title: 'T', html: '', text: 'line one\n\nline two' });
    expect(layers.body).toBe('line one\nline two');
    expect(layers.links).toEqual([]);
  });
});
