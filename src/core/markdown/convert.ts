// HTML → Markdown body: parse, prepare, then Turndown with the Joplin GFM plugin and our rules.
//
// Why @joplin/turndown-plugin-gfm and not turndown-plugin-gfm: the original has had no release since
// 2017; the Joplin fork is maintained with the Joplin web clipper, handles task items inside
// <label>/<span>, and fixes long-standing bugs (tables without a header row were left as HTML,
// O(n²) table checks that froze big pages). We take its strikethrough plugin; tables and task items
// are ours (table*.ts, task-list-item.ts): we also keep complex tables as clean HTML, flatten layout
// tables, and read checkboxes from attributes so linkedom (service worker, CLI) gets them right.
import TurndownService from 'turndown';
import { strikethrough } from '@joplin/turndown-plugin-gfm';
import { escapeMarkdownText } from './escape';
import { capNesting } from './depth';
import { collectFootnoteLabels } from './footnote-labels';
import { formulaMarkdown, formulaOf } from './math-source';
import { defaultHtmlParser, type HtmlParser } from './parse';
import { prepare } from './prepare';
import type { ConversionContext } from './rule';
import { RULES } from './rules/index';
import { isFormulaRoot } from './rules/math';
import { videoEmbedUrl } from './rules/embed';
import { markdownDestination } from './urls';

export interface ConvertOptions {
  baseUrl?: string;
  title?: string;
  imageMap?: Map<string, string>;
  parseHtml?: HtmlParser;
}

/**
 * Turndown skips the rules of "blank" elements (no text): keep formulas rendered as SVG that carry
 * their TeX in an attribute, and video iframes.
 */
function blankReplacement(context: ConversionContext): TurndownService.ReplacementFunction {
  return (_content, node) => {
    if (isFormulaRoot(node)) {
      const formula = formulaOf(node);
      if (formula) return formulaMarkdown(formula);
    }
    const video = videoEmbedUrl(node, context.baseUrl);
    if (video) return `\n\n![](${markdownDestination(video)})\n\n`;
    return (node as unknown as { isBlock?: boolean }).isBlock ? '\n\n' : '';
  };
}

function createService(context: ConversionContext): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    fence: '```',
    emDelimiter: '*',
    strongDelimiter: '**',
    linkStyle: 'inlined',
    blankReplacement: blankReplacement(context),
  });
  service.use(strikethrough);
  // Turndown gives the last added rule priority, so add the registry from lowest to highest.
  for (const rule of [...RULES].reverse()) {
    service.addRule(rule.name, {
      filter: (node) => rule.filter(node, context),
      replacement: (content, node) => rule.replacement(content, node, context),
    });
  }
  service.escape = escapeMarkdownText;
  return service;
}

/**
 * Word and old CMS markup bold one letter per element (`<font><b>F</b></font><font><b>O</b></font>`),
 * which reads `**F****O**` — no bold at all in CommonMark. A strong run that closes where the next
 * opens is one run. Lines with code spans are left alone.
 */
function joinAdjacentStrong(line: string): string {
  if (line.includes('`')) return line;
  return line.replace(/(?<![\\*])\*\*\*\*(?!\*)/g, '').replace(/<\/strong><strong>/g, '');
}

/** Runs of blank lines collapsed and trailing spaces dropped — outside code blocks, which stay exact. */
function tidy(markdown: string): string {
  let fence: string | null = null;
  const out: string[] = [];
  for (const line of markdown.split('\n')) {
    const opener = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    const closes = fence !== null && !!opener && opener[0] === fence[0] && opener.length >= fence.length && !line.trim().slice(opener.length);
    if (fence !== null && !closes) {
      out.push(line);
      continue;
    }
    if (closes) fence = null;
    else if (opener) fence = opener;
    const clean = joinAdjacentStrong(line.replace(/[ \t]+$/, ''));
    if (!clean && !out[out.length - 1]) continue;
    out.push(clean);
  }
  return out.join('\n').trim();
}

export function convertHtml(html: string, options: ConvertOptions = {}): string {
  const parse = options.parseHtml ?? defaultHtmlParser();
  const root = parse(html);
  // First: every later step (ours and Turndown's) recurses per level of nesting.
  capNesting(root);
  const headingShift = prepare(root, options.title);
  const footnoteLabels = collectFootnoteLabels(root);
  const context: ConversionContext = { baseUrl: options.baseUrl, imageMap: options.imageMap, headingShift, footnoteLabels };
  return tidy(createService(context).turndown(root));
}
