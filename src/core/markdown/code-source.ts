// The exact source text of a code block, whatever widget the site wrapped it in: line-number gutters,
// copy buttons and collapse toggles removed; one line per <li>/<tr>/<div> line element; <br> kept.
import { isCodeChrome, isLineNumberGutter } from '../text/gutter';
import { isElement, tagName } from './dom';


/** Elements that hold one line each in line-per-element code widgets. */
const LINE_TAGS = new Set(['LI', 'TR', 'DIV', 'P', 'TABLE', 'OL', 'UL', 'TBODY']);

/** Text of each text node, so `<li>1</li><li>2</li>` reads "1 2", not "12". */
function textPieces(node: Node, out: string[] = []): string[] {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) out.push((child as Text).data);
    else textPieces(child, out);
  }
  return out;
}

/**
 * A gutter without its class (cleaning may strip classes): an element beside the code whose whole text
 * is the line numbers 1, 2, 3… (Hexo's and Pygments' gutter cells, CSDN's number list).
 */
function isNumberColumn(el: Element): boolean {
  if (!/^(TD|UL|OL|DIV|PRE)$/.test(tagName(el)) || !el.parentNode || !(el.previousElementSibling || el.nextElementSibling)) return false;
  const numbers = textPieces(el).join(' ').trim().split(/\s+/);
  // A lone "1" is a gutter only in a table cell: elsewhere it may be a line of code.
  return (numbers.length >= 2 || tagName(el) === 'TD') && numbers.every((n, i) => n === String(i + 1));
}

export function isGutterOrChrome(el: Element): boolean {
  return isCodeChrome(el) || isLineNumberGutter(el) || isNumberColumn(el);
}

/** cnblogs writes line numbers inline: <span style="color: #008080;"> 1</span> before each line. */
function isInlineLineNumber(el: Element): boolean {
  return (
    tagName(el) === 'SPAN' &&
    /color:\s*#008080/i.test(el.getAttribute('style') ?? '') &&
    /^\s*\d+\s*$/.test(el.textContent ?? '') &&
    !!el.closest('.cnblogs_code, .cnblogs_Highlighter')
  );
}

/** WeChat's editor writes one <code> per line inside the <pre>. */
function isLineOfCode(el: Element): boolean {
  const parent = el.parentNode;
  return tagName(el) === 'CODE' && tagName(parent) === 'PRE' && (parent as Element).querySelectorAll(':scope > code').length > 1;
}

function collect(node: Node, out: string[]): void {
  let skipNextSpace = false;
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      let text = (child as Text).data;
      if (skipNextSpace) text = text.replace(/^ /, '');
      skipNextSpace = false;
      out.push(text);
      continue;
    }
    if (!isElement(child)) continue;
    if (isGutterOrChrome(child)) continue;
    if (isInlineLineNumber(child)) {
      skipNextSpace = true;
      continue;
    }
    const tag = tagName(child);
    if (tag === 'BR') {
      out.push('\n');
      continue;
    }
    const isLine = LINE_TAGS.has(tag) || isLineOfCode(child);
    if (isLine) breakLine(out);
    const start = out.length;
    collect(child, out);
    // An empty line element (<li></li> in Prettify's line lists) is an empty line of code.
    if (isLine && !out.slice(start).join('')) out.push('\n');
    else if (isLine) breakLine(out);
  }
}

function breakLine(out: string[]): void {
  const last = out.length ? out[out.length - 1]! : '\n';
  if (!last.endsWith('\n')) out.push('\n');
}

/** Source text of a code block: newlines and indentation kept, non-breaking spaces made plain. */
export function codeText(root: Element): string {
  const out: string[] = [];
  collect(root, out);
  return out
    .join('')
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/^\n+/, '')
    .replace(/\s+$/, '');
}
