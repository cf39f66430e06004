// Public surface of the Markdown exporter. Everything here runs in pages, the service worker and Node.
import { convertHtml } from './convert';
import { escapeMarkdownText } from './escape';
import { frontMatter, type FrontMatterFields } from './front-matter';
import type { HtmlParser } from './parse';

export type { FrontMatterFields } from './front-matter';
export type { HtmlParser } from './parse';
export { frontMatter, yamlString } from './front-matter';
export { renderTemplate } from './template';

export interface MarkdownOptions {
  /** Page URL; relative links and images are made absolute against it. */
  baseUrl?: string;
  /** The clip title: body headings are demoted so it is the only H1, and a body heading repeating it is dropped. */
  title?: string;
  /** Original absolute URL → relative local path (e.g. `assets/<hash>.png`). */
  imageMap?: Map<string, string>;
  /** HTML parser; defaults to DOMParser where it exists, else linkedom (service worker, Node). */
  parseHtml?: HtmlParser;
}

/** The Markdown body of a clip's HTML (no front matter, no title). */
export function toMarkdown(html: string, opts: MarkdownOptions = {}): string {
  return convertHtml(html, opts);
}

export type ClipInput = { html: string; url: string; title: string } & Partial<FrontMatterFields>;

/** Front matter, `# title`, then the body. `clipped` defaults to now. */
export function clipToMarkdown(clip: ClipInput, opts: MarkdownOptions = {}): string {
  const fields: FrontMatterFields = { ...clip, clipped: clip.clipped ?? new Date().toISOString() };
  const body = toMarkdown(clip.html, { baseUrl: clip.url, title: clip.title, ...opts });
  const heading = `# ${escapeMarkdownText(clip.title.replace(/\s+/g, ' ').trim())}`;
  return `${frontMatter(fields)}\n${heading}\n\n${body}\n`;
}
