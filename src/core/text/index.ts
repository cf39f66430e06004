// Block-aware plain text: what the reader sees, one block per line. The quality metric scores exactly this
// text, so extraction stages use it too (never `textContent`, which glues blocks together).
import { attributeOf, BLOCK_TAGS, INLINE_CODE_TAGS, NON_TEXT_TAGS, PREFORMATTED_TAGS, tagOf } from './blocks';
import { texOfMath } from './math';
import { isCodeTextarea } from './code-textarea';
import { charKind, HAN, KANA, WORD } from './chars';

export { BLOCK_TAGS, NON_TEXT_TAGS, tagOf } from './blocks';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const FRAGMENT_NODE = 11;
/**
 * A run of whitespace that is not already what the browser draws, one space: a run that holds another whitespace
 * character, or two or more spaces. Each match collapses to one space, as every run does; a lone space stays as it
 * is, so prose (a space between every two words) has nothing to replace.
 */
const COLLAPSIBLE = /[\t\n\r\f\v][ \t\n\r\f\v]*| [ \t\n\r\f\v]+/g;

/** Collects text pieces and line breaks, collapsing whitespace the way a browser lays out inline text. */
class LineWriter {
  private lines: string[] = [];
  private current = '';

  write(text: string): void {
    const collapsed = text.replace(COLLAPSIBLE, ' ');
    // Across pieces too, as a browser does: "axis <span> a </span> can" is one space on each side.
    this.current += collapsed.startsWith(' ') && this.current.endsWith(' ') ? collapsed.slice(1) : collapsed;
  }

  /** Preformatted text keeps its own newlines and spacing. */
  writePre(text: string): void {
    const parts = text.split(/\r?\n/);
    for (let i = 0; i < parts.length; i++) {
      if (i > 0) this.newline(true);
      this.current += parts[i];
    }
  }

  /** Ends a line of preformatted text: its indentation stays, trailing blanks go, an empty line is not kept. */
  endPreLine(): void {
    const line = this.current.replace(/\s+$/, '');
    if (line) this.lines.push(line);
    this.current = '';
  }

  newline(keepEmpty = false): void {
    const line = keepEmpty ? this.current.replace(/\s+$/, '') : this.current.trim();
    if (line || keepEmpty) this.lines.push(line);
    this.current = '';
  }

  finish(): string {
    this.newline();
    // Pre blocks may leave runs of empty lines; collapse more than one in a row.
    return this.lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  }
}

/** Plain text of a subtree: block elements and `<br>` become newlines, whitespace collapses, `<pre>` is kept. */
export function htmlToText(root: Element | DocumentFragment): string {
  const writer = new LineWriter();
  walk(root, writer, false);
  return writer.finish();
}

function walk(root: Node, writer: LineWriter, inPre: boolean): void {
  // Iterative, without a frame per node: malformed, very deep documents must not overflow the call stack, and
  // this walk runs over every stage's candidate text. `open` holds the elements entered and not yet left, with
  // whether each is preformatted inside and whether it is a block (which ends its line when left).
  const open: Node[] = [];
  const openPre: boolean[] = [];
  const openBlock: boolean[] = [];
  let node: Node | null = root;
  let pre = inPre;
  while (node) {
    const enter = visitNode(node, root, writer, pre);
    if (enter !== null && node.firstChild) {
      open.push(node);
      openPre.push(enter.pre);
      openBlock.push(enter.block);
      pre = enter.pre;
      node = node.firstChild;
      continue;
    }
    if (enter?.block) leaveBlock(writer, enter.pre);
    // Up to the next sibling, leaving the elements that end here (each sibling read once: see walkBelow).
    if (node === root) return;
    let next: Node | null = node.nextSibling;
    while (!next) {
      node = open.length > 0 ? open[open.length - 1]! : null;
      if (!node) return;
      open.pop();
      const innerPre = openPre.pop()!;
      const block = openBlock.pop()!;
      pre = openPre.length > 0 ? openPre[openPre.length - 1]! : inPre;
      if (block) leaveBlock(writer, innerPre);
      if (node === root) return;
      next = node.nextSibling;
    }
    node = next;
  }
}

/** Leaving a block ends its line; the last line of a <pre> (or of a line box inside one) keeps its indentation. */
function leaveBlock(writer: LineWriter, innerPre: boolean): void {
  if (innerPre) writer.endPreLine();
  else writer.newline();
}

/**
 * Writes what `node` itself says (text, a line break, a formula) and tells whether to enter its children: null
 * to skip them, else whether they are preformatted and whether the node is a block.
 */
function visitNode(node: Node, root: Node, writer: LineWriter, pre: boolean): { pre: boolean; block: boolean } | null {
  if (node.nodeType === TEXT_NODE) {
    const data = (node as Text).data;
    if (pre) writer.writePre(data);
    else writer.write(data);
    return null;
  }
  if (node.nodeType !== ELEMENT_NODE) return node.nodeType === FRAGMENT_NODE || node === root ? INLINE[pre ? 1 : 0]! : null;
  const element = node as Element;
  const tag = tagOf(element);
  if (NON_TEXT_TAGS.has(tag) && !(tag === 'textarea' && isCodeTextarea(element))) return null;
  if (tag === 'br') {
    writer.newline(pre);
    return null;
  }
  if (tag === 'hr') {
    writer.newline();
    return null;
  }
  if (tag === 'img' || tag === 'wbr') {
    // An image stands between words as a box does; text on its two sides is not one word.
    if (tag === 'img') writer.write(' ');
    return null;
  }
  if (tag === 'math') {
    // A formula reads as its TeX (MathML's own text runs its symbols together, and repeats the TeX when the
    // page kept it as an annotation); a display formula is a line of its own.
    const display = attributeOf(element, 'display') === 'block';
    if (display) writer.newline();
    writer.write(` ${texOfMath(element)} `);
    if (display) writer.newline();
    return null;
  }
  // Code spans side by side are separate chips on the page ("Allowed: <code>ups</code><code>fedex</code>"), not one word.
  if (!pre && INLINE_CODE_TAGS.has(tag) && element.previousSibling?.nodeType === ELEMENT_NODE && INLINE_CODE_TAGS.has(tagOf(element.previousSibling as Element))) writer.write(' ');
  const innerPre = pre || PREFORMATTED_TAGS.has(tag);
  const block = BLOCK_TAGS.has(tag);
  if (block) {
    if (pre) writer.endPreLine();
    else writer.newline();
  }
  return ENTERED[(innerPre ? 2 : 0) + (block ? 1 : 0)]!;
}

const INLINE = [{ pre: false, block: false }, { pre: true, block: false }] as const;
const ENTERED = [{ pre: false, block: false }, { pre: false, block: true }, { pre: true, block: false }, { pre: true, block: true }] as const;

/** ' ’ _ - join the letters around them into one word ("don't", "well-known"). */
function isJoiner(code: number): boolean {
  return code === 0x27 || code === 0x2019 || code === 0x5f || code === 0x2d;
}

/** Words in a text: each Han/Kana character counts as one word, other words are runs of letters and digits. */
export function countWords(text: string): number {
  const { cjk, latin } = wordParts(text);
  return cjk + latin;
}

/**
 * Han/Kana characters and other words, counted in one pass (a clip's word count and reading time share it).
 * Each character of the Han, Hiragana or Katakana script counts one and separates words; another word is a run
 * of letters and numbers (\p{L}\p{N}), where one ' ’ _ or - between two of them joins them. A walk over the
 * kinds of chars.ts, not the Unicode property regexes that say the same: those cost more to build in a fresh
 * page than the count itself.
 */
function wordParts(text: string): { cjk: number; latin: number } {
  let cjk = 0;
  let latin = 0;
  let inWord = false;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const size = code > 0xffff ? 2 : 1;
    const kind = charKind(code);
    if (kind & (HAN | KANA)) {
      cjk++;
      inWord = false;
    } else if (kind & WORD) {
      if (!inWord) latin++;
      inWord = true;
    } else if (!(inWord && isJoiner(code) && i + size < text.length && isPlainWord(text.codePointAt(i + size)!))) {
      inWord = false;
    }
    i += size;
  }
  return { cjk, latin };
}

/** A letter or number that is not Han or Kana (those are words of their own). */
function isPlainWord(code: number): boolean {
  return (charKind(code) & (HAN | KANA | WORD)) === WORD;
}

/** Reading time at ~230 English words or ~400 Chinese characters a minute; at least one minute for any text. */
export function readingMinutes(text: string): number {
  return measureText(text).readingMinutes;
}

export interface TextMeasure {
  words: number;
  readingMinutes: number;
}

/** countWords and readingMinutes of one text, counting it once. */
export function measureText(text: string): TextMeasure {
  const { cjk, latin } = wordParts(text);
  const words = cjk + latin;
  if (words === 0) return { words, readingMinutes: 0 };
  return { words, readingMinutes: Math.max(1, Math.round(cjk / 400 + latin / 230)) };
}
