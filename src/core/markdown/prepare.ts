// Normalising the parsed clip before Turndown sees it (on our own parsed copy, never the live page):
// Chinese line joins, WeChat's split <strong> runs, and the title heading the clip already shows.
import { BLOCK_TAGS, childElements, isElement, tagName } from './dom';
import { formulaOf, isFormulaCandidate } from './math-source';

/** Scripts whose characters are not separated by spaces, so a source line break is not a space. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const CJK_LINE_BREAK = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef])[ \t\r]*\n\s*(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef])/gu;
/** Noncharacters are used as private markers between rules; page text must not contain them. */
const MARKERS = /[\uFDD0-\uFDEF]/g;
const PREFORMATTED = new Set(['PRE', 'CODE', 'SCRIPT', 'STYLE', 'TEXTAREA', 'KBD', 'SAMP']);
const MERGEABLE = new Set(['STRONG', 'B', 'EM', 'I', 'MARK', 'DEL', 'S', 'U']);

type TextRun = Array<Text | null>;

/** Text nodes in document order, with `null` wherever a block, <br> or image separates them. */
function textRuns(node: Node, out: TextRun): TextRun {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) out.push(child as Text);
    else if (isElement(child)) {
      const tag = tagName(child);
      if (PREFORMATTED.has(tag)) {
        out.push(null);
        continue;
      }
      const separates = BLOCK_TAGS.has(tag) || tag === 'BR' || tag === 'IMG';
      if (separates) out.push(null);
      textRuns(child, out);
      if (separates) out.push(null);
    }
  }
  return out;
}

/** Removes source line breaks between CJK characters, inside and across text nodes. */
export function joinCjkLines(root: Element): void {
  let lastWasCjk = false;
  let sawNewline = false;
  let pending: Text[] = [];
  for (const node of textRuns(root, [])) {
    if (!node) {
      lastWasCjk = false;
      pending = [];
      continue;
    }
    node.data = node.data.replace(MARKERS, '').replace(CJK_LINE_BREAK, '$1');
    const text = node.data;
    const lead = text.match(/^\s*/)![0];
    if (lead.length === text.length) {
      pending.push(node);
      sawNewline ||= lead.includes('\n');
      continue;
    }
    if (lastWasCjk && CJK.test(text.charAt(lead.length)) && (sawNewline || lead.includes('\n'))) {
      node.data = text.slice(lead.length);
      for (const previous of pending) previous.data = previous.data.replace(/\s+$/, '');
    }
    const trailing = node.data.match(/\s*$/)![0];
    lastWasCjk = CJK.test(node.data.charAt(node.data.length - trailing.length - 1));
    pending = trailing ? [node] : [];
    sawNewline = trailing.includes('\n');
  }
}

/** `<strong>a</strong><strong>b</strong>` (editor output, WeChat) becomes one element, else `**a****b**`. */
export function mergeAdjacentInline(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('strong, b, em, i, mark, del, s, u'))) {
    if (!el.parentNode) continue;
    let next = el.nextSibling;
    while (next && isElement(next) && tagName(next) === tagName(el) && MERGEABLE.has(tagName(el))) {
      while (next.firstChild) el.appendChild(next.firstChild);
      const after: ChildNode | null = next.nextSibling;
      next.remove();
      next = after;
    }
  }
}

function normalisedText(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Drops a leading heading that repeats the clip title (the clip prints the title itself). */
export function removeTitleHeading(root: Element, title: string): void {
  const first = root.querySelector('h1, h2');
  if (!first || normalisedText(first) !== title.replace(/\s+/g, ' ').trim().toLowerCase()) return;
  const textBefore = (root.textContent ?? '').indexOf(first.textContent ?? '');
  if (textBefore >= 0 && !(root.textContent ?? '').slice(0, textBefore).trim()) first.remove();
}

/** Levels to move body headings down so that, with a title, the title is the only H1. */
export function headingShift(root: Element, title: string | undefined): number {
  if (!title) return 0;
  return root.querySelector('h1') ? 1 : 0;
}

/**
 * Formulas drawn only as SVG (MathJax 3 SVG output, WeChat's editor) have no text, so Turndown would
 * treat them as blank: skip their rule and trim the space after them. Their TeX becomes their text.
 */
export function giveBlankFormulasText(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('mjx-container, span[data-tex], span[data-formula], span[data-latex], span[data-math]'))) {
    if ((el.textContent ?? '').trim() || !isFormulaCandidate(el)) continue;
    const formula = formulaOf(el);
    if (formula) el.textContent = formula.tex;
  }
}

/** Cells of the first real row, the width stray cells are regrouped by. */
function headerWidth(table: Element): number {
  const firstRow = table.querySelector('tr');
  return firstRow && firstRow.closest('table') === table ? childElements(firstRow).filter((c) => /^(TD|TH)$/.test(tagName(c))).length : 0;
}

/**
 * Cells directly in a table section, without their <tr> (broken markup, or rows a cleaner dropped). A
 * browser wraps each run in one row; linkedom does not. Runs are regrouped into rows of the header's
 * width when they divide evenly (the page's intended rows), else into one row as a browser would. A row
 * a browser already made of such a run (k × the header's cells) is split the same way, so DOMParser and
 * linkedom give the same table.
 */
export function wrapStrayCells(root: Element): void {
  for (const section of Array.from(root.querySelectorAll('table, thead, tbody, tfoot'))) {
    const table = tagName(section) === 'TABLE' ? section : section.closest('table');
    let run: Element[] = [];
    const flush = () => {
      if (!run.length) return;
      const width = table ? headerWidth(table) : 0;
      const size = width > 1 && run.length % width === 0 ? width : run.length;
      for (let i = 0; i < run.length; i += size) {
        const row = section.ownerDocument.createElement('tr');
        section.insertBefore(row, run[i]!);
        for (const cell of run.slice(i, i + size)) row.appendChild(cell);
      }
      run = [];
    };
    const width = table ? headerWidth(table) : 0;
    for (const child of Array.from(section.childNodes)) {
      if (isElement(child) && /^(TD|TH)$/.test(tagName(child))) run.push(child);
      else if (isElement(child)) {
        flush();
        if (tagName(child) === 'TR' && width > 1) splitOverlongRow(child, width);
      }
    }
    flush();
  }
}

function splitOverlongRow(row: Element, width: number): void {
  const cells = childElements(row).filter((c) => /^(TD|TH)$/.test(tagName(c)));
  if (cells.length < 2 * width || cells.length % width !== 0 || cells.some((c) => c.hasAttribute('colspan'))) return;
  for (let i = cells.length - width; i > 0; i -= width) {
    const next = row.ownerDocument.createElement('tr');
    row.parentNode!.insertBefore(next, row.nextSibling);
    for (const cell of cells.slice(i, i + width)) next.appendChild(cell);
  }
}

export function prepare(root: Element, title: string | undefined): number {
  // linkedom splits text at entities (`a &lt;b` is three nodes); escaping needs whole runs of text.
  root.normalize();
  giveBlankFormulasText(root);
  wrapStrayCells(root);
  joinCjkLines(root);
  mergeAdjacentInline(root);
  if (title) removeTitleHeading(root, title);
  return headingShift(root, title);
}

