// Markdown rendered back to reading text, to check that conversion lost nothing. markdown-it (CommonMark
// + GFM tables and strikethrough, inline HTML on) renders; the text is read with the same block-aware
// routine the extractor uses, so both sides of a comparison see text the same way.
import MarkdownIt from 'markdown-it';
import { parseHTML } from 'linkedom';
import { htmlToText } from '../../src/core/text/index';
import { tokenize } from '../lib/metric';

const renderer = new MarkdownIt({ html: true, linkify: false });

/** `$$…$$` blocks and `$…$` spans (not `\$`). */
const DISPLAY_MATH = /^\$\$\n[\s\S]*?\n\$\$$/gm;
const INLINE_MATH = /(?<![\\$])\$(?!\s|\$)((?:\\.|[^$\\\n])+?)(?<!\s)\$/g;

const FENCED_CODE = /^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm;
const CODE_SPAN = /(`+)[^`]+?\1/g;

/** Applies `edit` to the Markdown outside fenced code and code spans (where `$` is just a dollar). */
function outsideCode(markdown: string, edit: (text: string) => string): string {
  const kept: string[] = [];
  const hold = (code: string) => `\uE000${kept.push(code) - 1}\uE001`;
  const edited = edit(markdown.replace(FENCED_CODE, hold).replace(CODE_SPAN, hold));
  return edited.replace(/\uE000(\d+)\uE001/g, (_m, i: string) => kept[Number(i)]!);
}

export function countFormulas(markdown: string): number {
  let count = 0;
  outsideCode(markdown, (text) => {
    count = (text.match(DISPLAY_MATH) ?? []).length + (text.replace(DISPLAY_MATH, '').match(INLINE_MATH) ?? []).length;
    return text;
  });
  return count;
}

export interface RenderOptions {
  /** Drop formulas before rendering (fixtures count them separately); keep them as TeX text otherwise. */
  stripMath?: boolean;
}

/** Footnote syntax as a footnote-aware renderer shows it: the label, then the note (continuation dedented). */
function resolveFootnotes(markdown: string): string {
  const lines: string[] = [];
  let inNote = false;
  for (const line of markdown.split('\n')) {
    if (/^\[\^[^\]\s]+\]:/.test(line)) inNote = true;
    else if (inNote && line && !line.startsWith('    ')) inNote = false;
    lines.push(inNote ? line.replace(/^ {4}/, '') : line);
  }
  return lines.join('\n').replace(/^\[\^([^\]\s]+)\]:/gm, '$1:').replace(/\[\^([^\]\s]+)\]/g, '$1');
}

/** GFM task items render as checkboxes, not as the text `[x]`. */
function resolveTaskItems(markdown: string): string {
  return markdown.replace(/^(\s*(?:[-*+]|\d+[.)]) )\[[ xX]\] /gm, '$1');
}

export function renderMarkdown(markdown: string, options: RenderOptions = {}): string {
  let source = resolveTaskItems(resolveFootnotes(markdown));
  if (options.stripMath) source = outsideCode(source, (text) => text.replace(DISPLAY_MATH, '').replace(INLINE_MATH, ' '));
  return renderer.render(source);
}

export function renderedDocument(markdown: string, options: RenderOptions = {}): Element {
  const { document } = parseHTML(`<!doctype html><html><body>${renderMarkdown(markdown, options)}</body></html>`);
  return document.body as unknown as Element;
}

export function markdownToText(markdown: string, options: RenderOptions = {}): string {
  return htmlToText(renderedDocument(markdown, options));
}

function counts(tokens: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const token of tokens) map.set(token, (map.get(token) ?? 0) + 1);
  return map;
}

/** Tokens of `expected` (as a multiset) that `actual` does not have. */
export function missingTokens(expected: readonly string[], actual: readonly string[]): string[] {
  const have = counts(actual);
  const missing: string[] = [];
  for (const token of expected) {
    const left = have.get(token) ?? 0;
    if (left > 0) have.set(token, left - 1);
    else missing.push(token);
  }
  return missing;
}

/** Share of the source text's tokens that the Markdown round trip lost (0 when the source is empty). */
export function tokenLoss(sourceText: string, markdown: string): { loss: number; missing: string[]; total: number } {
  const expected = tokenize(sourceText);
  const missing = missingTokens(expected, tokenize(markdownToText(markdown)));
  return { loss: expected.length ? missing.length / expected.length : 0, missing, total: expected.length };
}
