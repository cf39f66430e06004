// @vitest-environment jsdom
// In extension pages the converter parses with the browser's DOMParser (here jsdom's), not linkedom.
// The reviewed fixtures must come out byte for byte the same, so the popup, the service worker and
// the CLI export identical Markdown.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toMarkdown } from '../../../src/core/markdown/index';
import { fixtureCases } from './fixture-cases';

describe('markdown with DOMParser', () => {
  it('runs where DOMParser exists', () => {
    expect(typeof DOMParser).toBe('function');
  });

  for (const fixture of fixtureCases()) {
    it(fixture.name, () => {
      if (!fs.existsSync(fixture.expectedPath)) return;
      expect(`${toMarkdown(fixture.html, fixture.options)}\n`).toBe(fs.readFileSync(fixture.expectedPath, 'utf8'));
    });
  }
});
