// Turning a file's bytes into HTML text, or saying clearly why they are not a page.
//
// Pages are UTF-8 almost everywhere (and the datasets always are, whatever their <meta charset> claims), so the
// bytes are read as UTF-8 first. Only when they are not valid UTF-8 is a declared legacy charset honoured: old
// Chinese and Japanese pages saved from the browser keep their gbk/gb2312/big5/shift_jis bytes.

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
    // Undeclared and not UTF-8: keep what decodes; broken characters show as U+FFFD rather than failing the page.
    return new TextDecoder('utf-8').decode(bytes);
  }
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
