// Tables that Markdown cannot express are kept as HTML: reduced to structural tags and safe
// attributes, links/images resolved like everywhere else, code and formulas kept as source, and no
// blank line inside (a blank line would end the HTML block in CommonMark).
import { codeLanguage } from './code-languages';
import { codeText } from './code-source';
import { isBlockElement, isElement, tagName } from './dom';
import { formulaOf } from './math-source';
import { imageSource } from './image-source';
import type { ConversionContext } from './rule';
import { absoluteUrl, isScriptUrl } from './urls';
import { isCodeBlockRoot } from './rules/code-block';
import { isFormulaRoot } from './rules/math';
import { isMathJaxRendering } from './rules/mathjax-rendering';
import { isNoise } from './rules/noise';

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  TABLE: [], CAPTION: [], THEAD: [], TFOOT: [], TR: [], COLGROUP: [], COL: ['span'],
  TH: ['colspan', 'rowspan', 'align', 'scope'], TD: ['colspan', 'rowspan', 'align'],
  A: ['href', 'title'], IMG: ['src', 'alt', 'title'], P: [], BR: [], UL: [], OL: ['start'], LI: [],
  STRONG: [], B: [], EM: [], I: [], U: [], CODE: [], SUB: [], SUP: [], DEL: [], S: [], MARK: [], SMALL: [], KBD: [],
  BLOCKQUOTE: [], H1: [], H2: [], H3: [], H4: [], H5: [], H6: [], HR: [], DL: [], DT: [], DD: [],
};
const VOID_TAGS = new Set(['BR', 'IMG', 'HR', 'COL']);
/** Tags after which a newline keeps the kept HTML readable. */
// TBODY is not written: browsers insert it where linkedom does not, and its rows read the same without it.
const LINE_TAGS = new Set(['TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'COLGROUP']);
/** Tags whose content is trimmed (inline tags keep their edge spaces, which separate words). */
const BLOCK_TAGS = new Set(['TD', 'TH', 'LI', 'P', 'DT', 'DD', 'CAPTION', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Blank lines inside <pre> become `&#10;` so the HTML block is not cut short. */
function protectBlankLines(text: string): string {
  let out = text;
  while (out.includes('\n\n')) out = out.replace(/\n\n/g, '\n&#10;');
  return out;
}

function attributes(el: Element, context: ConversionContext): string {
  const tag = tagName(el);
  let out = '';
  for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
    let value = el.getAttribute(name);
    if (tag === 'IMG' && name === 'src') value = imageSource(el, context);
    if (tag === 'A' && name === 'href' && value) value = isScriptUrl(value) ? null : absoluteUrl(value, context.baseUrl);
    if (value !== null && value !== '') out += ` ${name}="${escapeAttribute(value.replace(/\s+/g, ' '))}"`;
  }
  return out;
}

function serialize(node: Node, context: ConversionContext): string {
  if (node.nodeType === 3) {
    // Whitespace between rows and cells is markup indentation, not content.
    if (LINE_TAGS.has(tagName(node.parentNode)) && !(node as Text).data.trim()) return '';
    return escapeText((node as Text).data.replace(/\s+/g, ' '));
  }
  if (!isElement(node)) return '';
  if (isNoise(node) || isMathJaxRendering(node)) return '';
  if (isFormulaRoot(node)) {
    const formula = formulaOf(node);
    return formula ? escapeText(formula.display ? `$$${formula.tex.replace(/\n/g, ' ')}$$` : `$${formula.tex.replace(/\n/g, ' ')}$`) : '';
  }
  if (isCodeBlockRoot(node)) {
    const language = codeLanguage(node);
    const attribute = language ? ` class="language-${escapeAttribute(language)}"` : '';
    return `<pre><code${attribute}>${protectBlankLines(escapeText(codeText(node)))}</code></pre>`;
  }
  const tag = tagName(node);
  const inner = Array.from(node.childNodes).map((child) => serialize(child, context)).join('');
  // A dropped block wrapper (div, section…) still ended a line: keep that break.
  if (!(tag in ALLOWED_ATTRIBUTES)) return isBlockElement(node) && inner.trim() && tag !== 'TBODY' ? `<br>${inner}<br>` : inner;
  if (tag === 'IMG' && !imageSource(node, context)) return '';
  const name = tag.toLowerCase();
  const open = `<${name}${attributes(node, context)}>`;
  if (VOID_TAGS.has(tag)) return open;
  const tidyInner = LINE_TAGS.has(tag) ? `\n${inner.trim()}\n` : BLOCK_TAGS.has(tag) ? inner.trim().replace(/(?:<br>)+$/, '') : inner;
  return `${open}${tidyInner}</${name}>${LINE_TAGS.has(tag) || tag === 'CAPTION' ? '\n' : ''}`;
}

/** Clean HTML for a table that stays HTML in the Markdown. */
export function cleanTableHtml(table: Element, context: ConversionContext): string {
  return serialize(table, context)
    .replace(/(?:<br>)+/g, '<br>')
    .replace(/(<(?:td|th|li|p|dd|dt|caption)(?: [^>]*)?>)<br>/g, '$1')
    .replace(/<br>(<\/(?:td|th|li|p|dd|dt|caption)>)/g, '$1')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
