// What `pith extract` writes for one page, per --format.
import type { ExtractResult } from '../core/types';
import { pathToFileURL } from 'node:url';
import { clipToMarkdown } from '../core/markdown';

export type OutputFormat = 'markdown' | 'text' | 'html' | 'json';

export const OUTPUT_FORMATS: readonly OutputFormat[] = ['markdown', 'text', 'html', 'json'];

export const FILE_EXTENSION: Record<OutputFormat, string> = {
  markdown: 'md',
  text: 'txt',
  html: 'html',
  json: 'json',
};

/** The page the result came from, for the record in JSON output and for absolute links. */
export interface PageSource {
  file: string;
  url?: string;
}

/** The JSON record of one extraction: the reading fields first, then how the engine got them. */
export interface ClipRecord {
  source: string;
  url: string | null;
  title: string;
  byline: string | null;
  published: string | null;
  siteName: string | null;
  lang: string | null;
  excerpt: string | null;
  leadImage: string | null;
  text: string;
  html: string;
  wordCount: number;
  ok: boolean;
  method: ExtractResult['method'];
  confidence: number;
  engineVersion: string;
  ms: number;
  note?: string;
}

export function toClipRecord(result: ExtractResult, source: PageSource): ClipRecord {
  const { metadata } = result;
  return {
    source: source.file,
    url: source.url ?? metadata.canonicalUrl,
    title: metadata.title,
    byline: metadata.byline,
    published: metadata.published,
    siteName: metadata.siteName,
    lang: metadata.lang,
    excerpt: metadata.excerpt,
    leadImage: metadata.leadImage,
    text: result.text,
    html: result.html,
    wordCount: result.wordCount,
    ok: result.ok,
    method: result.method,
    confidence: result.confidence,
    engineVersion: result.engineVersion,
    ms: Math.round(result.ms * 100) / 100,
    ...(result.note ? { note: result.note } : {}),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A standalone page: the title as heading, then the article body as the engine returned it. */
function toHtmlDocument(result: ExtractResult): string {
  const { title, lang } = result.metadata;
  const langAttr = lang ? ` lang="${escapeHtml(lang)}"` : '';
  return (
    `<!DOCTYPE html>\n<html${langAttr}>\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n</head>\n` +
    `<body>\n<h1>${escapeHtml(title)}</h1>\n${result.html}\n</body>\n</html>\n`
  );
}

/**
 * The same Markdown the extension exports: front matter, `# title`, body. The page address falls back to the
 * page's canonical link, then to the file itself, so the front matter always says where the clip came from.
 */
function toClipMarkdown(result: ExtractResult, source: PageSource): string {
  const { metadata } = result;
  const url = source.url ?? metadata.canonicalUrl ?? pathToFileURL(source.file).href;
  return clipToMarkdown({
    html: result.html,
    url,
    title: metadata.title,
    author: metadata.byline,
    published: metadata.published,
    site: metadata.siteName,
    lang: metadata.lang,
    excerpt: metadata.excerpt,
  });
}

export function render(format: OutputFormat, result: ExtractResult, source: PageSource): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(toClipRecord(result, source), null, 2)}\n`;
    case 'text':
      return `${[result.metadata.title, result.text].filter(Boolean).join('\n\n')}\n`;
    case 'html':
      return toHtmlDocument(result);
    case 'markdown':
      return toClipMarkdown(result, source);
  }
}
