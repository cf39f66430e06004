// Block-aware plain text: what the reader sees, one block per line. The quality metric scores exactly this
// text, so extraction stages use it too (never `textContent`, which glues blocks together).
import { attributeOf, BLOCK_TAGS, NON_TEXT_TAGS, tagOf } from './blocks';
import { texOfMath } from './math';
import { isCodeTextarea } from './code-textarea';
import { charKind, HAN, KANA, WORD } from './chars';

export { BLOCK_TAGS, NON_TEXT_TAGS, tagOf } from './blocks';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const FRAGMENT_NODE = 11;
const COLLAPSIBLE = /[ \t\n\r\f\v]+/g;

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

function walk(node: Node, writer: LineWriter, inPre: boolean): void {
  // An explicit stack keeps malformed, very deep documents from overflowing the call stack.
  type Frame = { node: Node; pre: boolean; closing: boolean };
  const stack: Frame[] = [{ node, pre: inPre, closing: false }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const current = frame.node;
    if (frame.closing) {
      // The last line of a <pre> (or of a line box inside one) keeps its indentation: "    await run()".
      if (frame.pre) writer.endPreLine();
      else writer.newline();
      continue;
    }
    if (current.nodeType === TEXT_NODE) {
      const data = (current as Text).data;
      if (frame.pre) writer.writePre(data);
      else writer.write(data);
      continue;
    }
    if (current.nodeType !== ELEMENT_NODE && current.nodeType !== FRAGMENT_NODE && current !== node) continue;
    let pre = frame.pre;
    let block = false;
    if (current.nodeType === ELEMENT_NODE) {
      const tag = tagOf(current as Element);
      if (NON_TEXT_TAGS.has(tag) && !(tag === 'textarea' && isCodeTextarea(current as Element))) continue;
      if (tag === 'br') {
        writer.newline(pre);
        continue;
      }
      if (tag === 'hr') {
        writer.newline();
        continue;
      }
      if (tag === 'img' || tag === 'wbr') {
        // An image stands between words as a box does; text on its two sides is not one word.
        if (tag === 'img') writer.write(' ');
        continue;
      }
      if (tag === 'math') {
        // A formula reads as its TeX (MathML's own text runs its symbols together, and repeats the TeX when the
        // page kept it as an annotation); a display formula is a line of its own.
        const display = attributeOf(current as Element, 'display') === 'block';
        if (display) writer.newline();
        writer.write(` ${texOfMath(current as Element)} `);
        if (display) writer.newline();
        continue;
      }
      if (tag === 'pre' || tag === 'textarea' || tag === 'listing' || tag === 'xmp' || tag === 'plaintext') pre = true;
      block = BLOCK_TAGS.has(tag);
    }
    if (block) {
      if (frame.pre) writer.endPreLine();
      else writer.newline();
      stack.push({ node: current, pre, closing: true });
    }
    const children: Node[] = [];
    for (let child = current.firstChild; child; child = child.nextSibling) children.push(child);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, pre, closing: false });
  }
}

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
