// Every HTML fixture converts to exactly its reviewed Markdown. A missing .md is written for human
// review (and the test fails so it cannot pass unreviewed).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toMarkdown } from '../../../src/core/markdown/index';
import { fixtureCases } from './fixture-cases';

const cases = fixtureCases();

describe('markdown fixtures', () => {
  it('has at least 60 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  for (const fixture of cases) {
    it(fixture.name, () => {
      const markdown = `${toMarkdown(fixture.html, fixture.options)}\n`;
      if (!fs.existsSync(fixture.expectedPath)) {
        fs.writeFileSync(fixture.expectedPath, markdown);
        throw new Error(`wrote ${fixture.expectedPath}: review it, then run again`);
      }
      expect(markdown).toBe(fs.readFileSync(fixture.expectedPath, 'utf8'));
    });
  }
});
