// Escaping of page text, only where a Markdown reader would otherwise see syntax. Turndown's default
// escapes every `_`, `*`, `[`, `-`…, which turns `snake_case`, `5 * 3` and `[1]` into backslash soup.

const WORD = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;

function escapeIf(text: string, char: string, shouldEscape: (before: string, after: string, index: number) => boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    out += c === char && shouldEscape(text[i - 1] ?? '', text[i + 1] ?? '', i) ? `\\${c}` : c;
  }
  return out;
}

/**
 * Syntax that only counts at the start of a line (a text node may start one). A marker alone (`1.`,
 * `-`, `#` in its own <div>) is an empty list item or heading, so end-of-text counts as a space.
 */
function escapeLineStart(text: string): string {
  return text
    .replace(/^(\s*)([-+*])(?=\s|$)/, '$1\\$2')
    .replace(/^(\s*)(#{1,6})(?=\s|$)/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])(?=\s|$)/, '$1\\$2')
    .replace(/^(\s*)>/, '$1\\>')
    .replace(/^(\s*)([=-])(?=\2*\s*$)/, '$1\\$2')
    .replace(/^(\s*)(~~~)/, '$1\\$2');
}

/** Text without any of these characters needs no escaping (most text: skip the passes below). */
const SYNTAX_CHARACTERS = /[\\*_`[\]<&~=$#+>\-]|^\s*\d/;

export function escapeMarkdownText(text: string): string {
  if (!SYNTAX_CHARACTERS.test(text)) return text;
  let out = text.replace(/\\(?=[!-/:-@[-`{-~])/g, '\\\\');
  // `*` is literal between spaces (`5 * 3`); `_` is literal inside a word (`snake_case`).
  out = escapeIf(out, '*', (before, after) => !(SPACE.test(before) && SPACE.test(after)));
  out = escapeIf(out, '_', (before, after) => !(WORD.test(before) && WORD.test(after)));
  out = out.replace(/`/g, '\\`');
  // Brackets only where they would start a link, image, footnote or reference definition.
  out = out.replace(/\](?=[([:])/g, '\\]').replace(/\[(?=\^)/g, '\\[');
  // Raw HTML, entities, strikethrough, highlight and math delimiters.
  out = out.replace(/<(?=[A-Za-z/!?])/g, '\\<').replace(/&(?=#?\w+;)/g, '\\&');
  out = out.replace(/~(?=~)|(?<=~)~/g, '\\~').replace(/=(?==\S)/g, '\\=');
  // Every `$`: math-aware renderers (Obsidian, Typora) pair dollars across the whole paragraph, so
  // `$30 … ~~$25~~` in two text nodes would become a formula.
  out = out.replace(/\$/g, '\\$');
  return escapeLineStart(out);
}

