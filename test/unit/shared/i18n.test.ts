// Every key exists in every locale, every key the UI uses (t('…'), data-i18n*, __MSG_…__) is defined, and no
// user-visible text is written straight into the UI: HTML text and labels carry data-i18n*, and the extension
// contexts' code does not assign literal words to textContent and friends.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { LOCALES, mergeLocales } from '../../../scripts/locales.mjs';

const SRC = join(import.meta.dirname, '../../../src');
const merged = mergeLocales(SRC);

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true })
    .map((name) => join(SRC, String(name)))
    .filter((path) => /\.(ts|html)$/.test(path) && !path.includes('/core/'));
}

function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  const patterns = [/\bt\(\s*'([a-zA-Z0-9_]+)'/g, /data-i18n(?:-label|-placeholder|-title)?="([a-zA-Z0-9_]+)"/g, /__MSG_([a-zA-Z0-9_]+)__/g];
  const files = [...sourceFiles(), join(SRC, '../manifest.json')];
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) used.set(match[1]!, path);
  }
  return used;
}

// ---- Hard-coded UI text -------------------------------------------------------------------------------------

/** Text that is the same in every language: the product name, and text without letters (symbols, numbers). */
const SAME_IN_EVERY_LANGUAGE = new Set(['Pith']);
const HAS_LETTERS = /\p{L}/u;

function needsTranslation(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return HAS_LETTERS.test(trimmed) && !SAME_IN_EVERY_LANGUAGE.has(trimmed);
}

/** Attributes a reader sees or hears, and the data-i18n attribute that fills each. */
const VISIBLE_ATTRIBUTES: Record<string, string> = {
  'aria-label': 'data-i18n-label',
  placeholder: 'data-i18n-placeholder',
  title: 'data-i18n-title',
  alt: 'data-i18n-alt',
};

/** Text nodes and visible attributes in `html` whose words are not filled from a message. */
export function untranslatedHtml(html: string): string[] {
  const { document } = parseHTML(html);
  const found: string[] = [];
  const visit = (node: Node): void => {
    if (node.nodeType === 3) {
      const parent = node.parentElement;
      if (needsTranslation(node.textContent ?? '') && !parent?.closest('[data-i18n]')) found.push(`text "${node.textContent!.trim()}"`);
      return;
    }
    if (node.nodeType === 1) {
      const element = node as Element;
      if (['SCRIPT', 'STYLE'].includes(element.tagName)) return;
      for (const [attribute, source] of Object.entries(VISIBLE_ATTRIBUTES)) {
        const value = element.getAttribute(attribute);
        if (value !== null && needsTranslation(value) && !element.hasAttribute(source)) found.push(`${attribute}="${value}"`);
      }
      // A template's words live in its content fragment (linkedom also lists them as children: visit once).
      if (element.tagName === 'TEMPLATE') return visit((element as HTMLTemplateElement).content);
    }
    for (const child of node.childNodes) visit(child);
  };
  visit(document);
  return found;
}

/** A string literal: quoted, or a template literal (its ${…} parts are not words and are dropped before the check). */
const LITERAL = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;
const UI_SINKS = [
  new RegExp(String.raw`\.(?:textContent|innerText|title|placeholder|ariaLabel|alt)\s*=\s*(${LITERAL})`, 'g'),
  new RegExp(String.raw`setAttribute\(\s*['"](?:aria-label|title|placeholder|alt)['"]\s*,\s*(${LITERAL})`, 'g'),
  new RegExp(String.raw`\b(?:alert|confirm|prompt)\(\s*(${LITERAL})`, 'g'),
];

/** Literal words that `source` (TypeScript) writes into the UI. */
export function untranslatedCode(source: string): string[] {
  const found: string[] = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  for (const sink of UI_SINKS) {
    for (const match of code.matchAll(sink)) {
      const words = match[1]!.slice(1, -1).replace(/\$\{[^}]*\}/g, '');
      if (needsTranslation(words)) found.push(`line ${code.slice(0, match.index).split('\n').length}: ${match[0]}`);
    }
  }
  return found;
}

const UI_CONTEXTS = ['popup', 'library', 'settings', 'welcome', 'background'];

function filesIn(dirs: string[], extension: RegExp): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(SRC, dir), { recursive: true })
      .map((name) => join(SRC, dir, String(name)))
      .filter((path) => extension.test(path)),
  );
}

describe('i18n', () => {
  it('has the same keys in every locale, each with a non-empty message', () => {
    const english = Object.keys(merged.en!).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      expect(Object.keys(merged[locale]!).sort(), `keys of ${locale}`).toEqual(english);
      for (const [key, entry] of Object.entries(merged[locale]!)) expect(entry.message.trim(), `${locale}:${key}`).not.toBe('');
    }
  });

  it('uses the same $1…$9 substitutions in every locale', () => {
    const slots = (message: string) => [...new Set(message.match(/\$\d/g) ?? [])].sort();
    for (const [key, entry] of Object.entries(merged.en!)) {
      for (const locale of LOCALES) expect(slots(merged[locale]![key]!.message), `${locale}:${key}`).toEqual(slots(entry.message));
    }
  });

  it('defines every key the UI and the manifest use', () => {
    const missing = [...usedKeys()].filter(([key]) => !(key in merged.en!)).map(([key, path]) => `${key} (${path})`);
    expect(missing).toEqual([]);
  });

  it('finds hard-coded words in HTML and code (the checks below can fail)', () => {
    expect(
      untranslatedHtml(
        '<title>Library</title><main aria-label="Clips"><h1 data-i18n="k">Pith library</h1><p>Pith</p><span>→ 42</span>' +
          '<button title="Close" data-i18n-title="k2">×</button><input placeholder="Search"><template><b>Hidden words</b></template>' +
          '<script>const x = "not text";</script></main>',
      ),
    ).toEqual(['text "Library"', 'aria-label="Clips"', 'placeholder="Search"', 'text "Hidden words"']);
    expect(
      untranslatedCode(
        [
          "status.textContent = 'No tab to clip.';",
          'status.textContent = `Saved ${title}.`;',
          "status.textContent = '';",
          "status.textContent = t('popup_saved');",
          'count.textContent = `${n} · ${m}`;',
          "button.setAttribute('aria-label', \"Remove\");",
          '// note.textContent = "a comment";',
        ].join('\n'),
      ),
    ).toEqual(["line 1: .textContent = 'No tab to clip.'", 'line 2: .textContent = `Saved ${title}.`', 'line 6: setAttribute(\'aria-label\', "Remove"']);
  });

  it('has no text in extension HTML that is not a message', () => {
    const found = filesIn(UI_CONTEXTS, /\.html$/).flatMap((path) => untranslatedHtml(readFileSync(path, 'utf8')).map((what) => `${relative(SRC, path)}: ${what}`));
    expect(found).toEqual([]);
  });

  it('writes no literal words into the UI from code', () => {
    const found = filesIn(UI_CONTEXTS, /\.ts$/).flatMap((path) => untranslatedCode(readFileSync(path, 'utf8')).map((what) => `${relative(SRC, path)}: ${what}`));
    expect(found).toEqual([]);
  });
});
