// The name a downloaded Markdown file gets: the reader's template (settings.fileNameTemplate) filled in, then
// made safe on every file system we ship to (Windows is the strictest).

/** Room left for the folder path on Windows (MAX_PATH 260) and for the browser's " (1)" suffix. */
const MAX_NAME_LENGTH = 120;
const RESERVED_WINDOWS = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;

export interface FileNameFields {
  title: string;
  url: string;
  site?: string | null;
  notebook?: string | null;
  /** ISO 8601; `{{date}}` is its day. */
  clipped: string;
}

function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

export function fillFileNameTemplate(template: string, fields: FileNameFields): string {
  const values: Record<string, string> = {
    title: fields.title,
    site: fields.site ?? '',
    domain: domainOf(fields.url),
    notebook: fields.notebook ?? '',
    date: fields.clipped.slice(0, 10),
  };
  return template.replace(/\{\{\s*([a-z]+)\s*\}\}/gi, (placeholder, name: string) => values[name.toLowerCase()] ?? '');
}

/** A file name without path separators, control or reserved characters, of bounded length, ending in `.md`. */
export function safeFileName(name: string, fallback = 'clip'): string {
  let clean = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (!clean || RESERVED_WINDOWS.test(clean)) clean = clean ? `_${clean}` : fallback;
  const chars = [...clean];
  if (chars.length > MAX_NAME_LENGTH) clean = chars.slice(0, MAX_NAME_LENGTH).join('').trim();
  return `${clean}.md`;
}

export function markdownFileName(template: string, fields: FileNameFields): string {
  return safeFileName(fillFileNameTemplate(template, fields) || fields.title);
}
