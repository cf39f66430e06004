// File and folder names that every desktop system accepts: Windows forbids <>:"/\|?* and control characters,
// reserves CON, PRN, AUX, NUL, COM1–9 and LPT1–9 (with any extension), and drops trailing dots and spaces;
// macOS and Linux forbid "/" and NUL. Chinese and other scripts are kept as they are.
import { MAX_FILE_NAME_BYTES } from './limits';

const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;
const encoder = new TextEncoder();

function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/** Cuts `text` to at most `maxBytes` of UTF-8 without splitting a character. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Length(text) <= maxBytes) return text;
  let result = '';
  let bytes = 0;
  for (const char of text) {
    const size = utf8Length(char);
    if (bytes + size > maxBytes) break;
    result += char;
    bytes += size;
  }
  return result;
}

/** One safe path segment from a title or notebook name; `fallback` when nothing usable is left. */
export function safeName(raw: string, fallback: string, maxBytes = MAX_FILE_NAME_BYTES): string {
  let name = raw
    .normalize('NFC')
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  name = truncateUtf8(name, maxBytes).replace(/[. ]+$/, '').replace(/^[. ]+/, '');
  if (!name) name = fallback;
  if (RESERVED.test(name)) name = `_${name}`;
  return name;
}

/** `<title>.md`, the whole name within the byte limit. */
export function markdownFileName(title: string, fallback = 'untitled'): string {
  return `${safeName(title, fallback, MAX_FILE_NAME_BYTES - 3)}.md`;
}

/**
 * Hands out names unique within one folder, case-insensitively (Windows and macOS do not tell "A.md" from
 * "a.md"): the second "Notes.md" becomes "Notes (2).md", still within the byte limit.
 */
export class UniqueNames {
  private readonly taken = new Set<string>();

  claim(fileName: string): string {
    const dot = fileName.lastIndexOf('.');
    const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
    const extension = dot > 0 ? fileName.slice(dot) : '';
    let candidate = fileName;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n += 1) {
      const suffix = ` (${n})${extension}`;
      const room = MAX_FILE_NAME_BYTES - utf8Length(suffix);
      candidate = truncateUtf8(stem, room).replace(/[. ]+$/, '') + suffix;
    }
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}
