// @vitest-environment jsdom
// Property test: whatever tag soup goes in (handlers, styles, frames, forms, templates, broken nesting), nothing
// script-capable comes out of the sanitizer, and sanitizing its own output changes nothing more (a fixed point:
// what the library renders later is what was checked when it was stored).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/shared/sanitize';
import { scriptCapableConstructs } from '../security/script-capable';
import { tagSoup } from './tag-soup';

function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html; // the test's own parse of sanitized output
  return template.content;
}

describe('sanitizer on random tag soup', () => {
  it('never lets a script-capable construct through and is idempotent', () => {
    fc.assert(
      fc.property(tagSoup(80), (html) => {
        const clean = sanitizeHtml(html);
        expect(scriptCapableConstructs(parsed(clean))).toEqual([]);
        expect(sanitizeHtml(clean)).toBe(clean);
      }),
      { seed: 20_261_201, numRuns: 200 },
    );
  });
});
