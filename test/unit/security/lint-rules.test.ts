// The lint rules in scripts/lint.mjs catch what they name: raw HTML sinks outside the sanitizer, extension APIs
// and storage in the pure core. Without this a rule that silently stopped matching would still "pass".
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreViolations, lintRepository, rawHtmlViolations, SANITIZER } from '../../../scripts/lint.mjs';

const sinks = [
  'preview.innerHTML = clip.html;',
  'preview.innerHTML += more;',
  'node.outerHTML = html;',
  "list.insertAdjacentHTML('beforeend', row);",
  'document.write(html);',
  'document.writeln(html);',
  'host.setHTMLUnsafe(html);',
  'range.createContextualFragment(html);',
  'Document.parseHTMLUnsafe(html);',
];

describe('lint: raw HTML only in the sanitizer', () => {
  it.each(sinks)('flags `%s` in an extension page', (line) => {
    expect(rawHtmlViolations('src/popup/main.ts', `const a = 1;\n${line}\n`)).toEqual([`src/popup/main.ts:2: raw HTML assignment outside ${SANITIZER}`]);
  });

  it('allows the sanitizer itself, reads, comparisons, comments and strings', () => {
    expect(rawHtmlViolations(SANITIZER, 'target.innerHTML = clean;')).toEqual([]);
    const harmless = [
      'const html = preview.innerHTML;',
      'if (node.innerHTML === "") return;',
      '// preview.innerHTML = clip.html is forbidden',
      '/* node.outerHTML = x */',
      "const hint = 'never write el.innerHTML = x';",
    ].join('\n');
    expect(rawHtmlViolations('src/library/main.ts', harmless)).toEqual([]);
  });

  it('allows one sink under a reasoned lint-allow comment on the line before, and only that line', () => {
    const allowed = ['const inert = doc.implementation.createHTMLDocument("");', '// lint-allow raw-html: inert document, nothing in it loads or runs', 'inert.body.innerHTML = raw;', 'other.innerHTML = raw;'].join('\n');
    expect(rawHtmlViolations('src/core/extract/clean.ts', allowed)).toEqual([`src/core/extract/clean.ts:4: raw HTML assignment outside ${SANITIZER}`]);
    const noReason = ['// lint-allow raw-html:', 'inert.body.innerHTML = raw;'].join('\n');
    expect(rawHtmlViolations('src/core/extract/clean.ts', noReason)).toHaveLength(1);
  });
});

describe('lint: the core is pure', () => {
  it('flags extension APIs, the polyfill, storage and imports of extension contexts', () => {
    expect(coreViolations('src/core/x.ts', 'chrome.runtime.sendMessage({});')).toEqual(['src/core/x.ts: uses chrome.* (extension API)']);
    expect(coreViolations('src/core/x.ts', 'await browser.storage.local.get();')).toEqual(['src/core/x.ts: uses browser.* (extension API)']);
    expect(coreViolations('src/core/x.ts', "import browser from 'webextension-polyfill';")).toContain('src/core/x.ts: imports webextension-polyfill');
    expect(coreViolations('src/core/x.ts', "import { store } from '../../background/clipper';")).toEqual(['src/core/x.ts: imports an extension context']);
    expect(coreViolations('src/core/x.ts', 'localStorage.setItem("a", "b");')).toEqual(['src/core/x.ts: uses storage']);
    expect(coreViolations('src/core/x.ts', 'const chromeVersion = 1; // chrome.tabs')).toEqual([]);
  });

  it('walks a whole tree and reports each offending file with its line', () => {
    const root = mkdtempSync(join(tmpdir(), 'pith-lint-'));
    try {
      mkdirSync(join(root, 'src/core'), { recursive: true });
      mkdirSync(join(root, 'src/popup'), { recursive: true });
      writeFileSync(join(root, 'src/core/ok.ts'), 'export const a = 1;\n');
      writeFileSync(join(root, 'src/core/bad.ts'), 'export const id = chrome.runtime.id;\n');
      writeFileSync(join(root, 'src/popup/main.ts'), 'const p = document.body;\n\np.innerHTML = location.hash;\n');
      expect(lintRepository(root).sort()).toEqual([
        'src/core/bad.ts: uses chrome.* (extension API)',
        `src/popup/main.ts:3: raw HTML assignment outside ${SANITIZER}`,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
