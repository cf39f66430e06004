// Turning a file's bytes into HTML text, or saying clearly why they are not a page.
//
// Pages are UTF-8 almost everywhere (and the datasets always are, whatever their <meta charset> claims), so the
// bytes are read as UTF-8 first. Only when they are not valid UTF-8 is a declared legacy charset honoured: old
// Chinese and Japanese pages saved from the browser keep their gbk/gb2312/big5/shift_jis bytes. Undeclared
// legacy bytes are sniffed: GB18030 when they read as Chinese, windows-1252 otherwise.

/** How far into the file a <meta charset> and an HTML tag are looked for. */
const SNIFF_BYTES = 4096;

/** Labels TextDecoder knows that old East Asian and Western pages declare. */
const LEGACY_CHARSETS = /^(gbk|gb2312|gb18030|big5|big5-hkscs|shift_jis|shift-jis|sjis|euc-jp|euc-kr|iso-2022-jp|windows-125\d|iso-8859-\d+|koi8-r)$/i;

/** Any of these near the start makes a text file a page. */
const HTML_MARKER = /<(?:!doctype\s+html|html|head|body|title|meta|article|main|section|div|p|span|a|h[1-6]|table|ul|ol|pre|br|img|script)[\s>/]/i;

export class NotAPageError extends Error {}

function hasNulByte(bytes: Uint8Array): boolean {
  return bytes.subarray(0, SNIFF_BYTES).includes(0);
}

function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, SNIFF_BYTES));
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(head)?.[1];
}

function decodeWithoutBom(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const charset = declaredCharset(bytes);
    if (charset && LEGACY_CHARSETS.test(charset)) return new TextDecoder(charset.replace(/^sjis$/i, 'shift_jis')).decode(bytes);
    return sniffUndeclared(bytes);
  }
}

/** Of the non-ASCII characters a GB18030 reading gives, at least this share must be Han for it to be taken. */
const MIN_HAN_SHARE = 0.6;
/** A page is UTF-8 with some broken bytes while at most this share of its non-ASCII characters are broken. */
const MAX_BROKEN_UTF8_SHARE = 0.05;
const HAN = /\p{Script=Han}/u;

/**
 * Undeclared and not UTF-8 (a Chinese page saved without its server's charset header, a Western page from the
 * Latin-1 years). Bytes that read cleanly as GB18030 and give mostly Han characters are Chinese: Western text
 * rarely survives that reading, since a lone accented letter before a space or a digit is no GB18030 pair.
 * Anything else is read as windows-1252, the browsers' default for undeclared Western pages, which never fails.
 */
function sniffUndeclared(bytes: Uint8Array): string {
  // UTF-8 with a few broken bytes (a save cut off mid-character, one pasted Latin-1 quote) stays UTF-8.
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  if (nonAsciiShare(utf8, (char) => char === '\ufffd') <= MAX_BROKEN_UTF8_SHARE) return utf8;
  try {
    const text = new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    if (nonAsciiShare(text, (char) => HAN.test(char)) >= MIN_HAN_SHARE) return text;
  } catch {
    // not GB18030
  }
  return decodeWindows1252(bytes);
}

/** The share of a text's non-ASCII characters that pass `test` (0 when it has none). */
function nonAsciiShare(text: string, test: (char: string) => boolean): number {
  let wide = 0;
  let passing = 0;
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) continue;
    wide++;
    if (test(char)) passing++;
  }
  return wide === 0 ? 0 : passing / wide;
}

/** windows-1252's characters at 0x80–0x9f (undefined bytes kept as their C1 code points, as browsers do). */
const WINDOWS_1252_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

/** Node's TextDecoder reads the label windows-1252 as ISO-8859-1 (0x80–0x9f as C1 controls); mend those. */
function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\x80-\x9f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

function decodeBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (hasNulByte(bytes)) throw new NotAPageError('binary file, not HTML');
  return decodeWithoutBom(bytes);
}

/** The page's HTML, or a NotAPageError saying why the bytes are not one (empty, binary, not HTML). */
export function decodePage(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new NotAPageError('empty file');
  const html = decodeBytes(bytes);
  if (!html.trim()) throw new NotAPageError('empty file (only whitespace)');
  if (!HTML_MARKER.test(html.slice(0, SNIFF_BYTES * 4))) throw new NotAPageError('not HTML (no HTML tags near the start)');
  return html;
}
