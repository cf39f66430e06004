// Random and malformed HTML for property tests: tags opened and closed at random (mismatched, unclosed, stray
// closers), attributes with and without quotes, English, CJK, entities and stray markup characters.
import fc from 'fast-check';

const TAGS = [
  'p', 'div', 'span', 'a', 'b', 'i', 'em', 'strong', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'table', 'thead', 'tr', 'td',
  'th', 'pre', 'code', 'blockquote', 'img', 'br', 'hr', 'script', 'style', 'article', 'section', 'nav', 'footer',
  'header', 'aside', 'main', 'math', 'mi', 'svg', 'sup', 'sub', 'figure', 'figcaption', 'iframe', 'noscript',
  'template', 'textarea', 'select', 'option', 'dl', 'dt', 'dd', 'kbd', 'del', 'ins', 'mark', 'q', 'form', 'input',
  'button', 'title', 'head', 'body', 'html', 'frameset', 'details', 'summary', 'caption', 'colgroup', 'font', 'center',
];
const ATTRIBUTES = ['class', 'id', 'href', 'src', 'alt', 'title', 'style', 'hidden', 'aria-hidden', 'data-src', 'lang', 'colspan', 'role', 'onclick'];
const WORDS = [
  'reader', 'article', 'sourdough', 'fermentation', 'table', 'code', 'Zürich', 'naïve', 'résumé',
  '中文', '文章', '正文内容', '标题', '日本語', 'テスト', '한국어', '𠮷野家', '١٢٣',
];
const ENTITIES = ['&amp;', '&lt;', '&gt;', '&nbsp;', '&#x4e2d;', '&#20013;', '&copy;', '&quot;', '&unknown;', '&#0;', '&#xD800;', '&'];
const JUNK = ['<', '>', '"', "'", '</', '<!--', '-->', '<![CDATA[', ']]>', '=', '\u0000', '\uFEFF', '\u200B', '\n', '\t', ' '];

const attribute = fc
  .tuple(fc.constantFrom(...ATTRIBUTES), fc.constantFrom('', '"', "'"), fc.array(fc.constantFrom(...WORDS, ...ENTITIES, ' ', '#', '/'), { maxLength: 3 }))
  .map(([name, quote, value]) => ` ${name}=${quote}${value.join('')}${quote}`);

const openTag = fc
  .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 3 }), fc.boolean())
  .map(([tag, attributes, selfClosing]) => `<${tag}${attributes.join('')}${selfClosing ? '/' : ''}>`);
const closeTag = fc.constantFrom(...TAGS).map((tag) => `</${tag}>`);
const text = fc.array(fc.constantFrom(...WORDS, ...ENTITIES, ...JUNK), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(' '));

/** A string of tag soup, up to `maxPieces` pieces long. */
export function tagSoup(maxPieces = 60): fc.Arbitrary<string> {
  return fc.array(fc.oneof({ weight: 3, arbitrary: openTag }, { weight: 2, arbitrary: closeTag }, { weight: 4, arbitrary: text }), { maxLength: maxPieces }).map((pieces) => pieces.join(''));
}

/** Markdown may carry inline HTML where its own syntax cannot say it (`<strong>"</strong>`): tag names are not text. */
export function withoutTags(text: string): string {
  return text.replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi, ' ');
}

/**
 * Word tokens an output may contain: runs of letters, but each Han/Kana/Hangul character on its own (a line break
 * between two CJK characters is rightly dropped, which joins them). Digits are left out: list numbers are generated.
 */
export function wordTokens(text: string): string[] {
  return text.match(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]|(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])\p{L})+/gu) ?? [];
}

/**
 * Everything a reader could see in a parsed document: its text and its attribute values. Text is taken from every
 * top-level node, not only <html>: linkedom leaves content of head-less, html-less soup beside the root element.
 */
export function visibleSource(doc: Document): string {
  const values: string[] = [...doc.childNodes].map((node) => node.textContent ?? '');
  for (const element of doc.querySelectorAll('*')) for (const attribute of element.attributes) values.push(attribute.value);
  return values.join('\n');
}
