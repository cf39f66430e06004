// Callouts ("Note", "Warning" boxes, admonitions) become GitHub alerts: `> [!WARNING]` over the quoted body,
// which GitHub and Obsidian both draw as a box of that kind. Without this rule a box's title and body came out
// as two loose paragraphs ("Warning", "Do not run this in production."), and the warning read as running text.
// Recognised by the classes docs generators write (../../text/callouts.ts), kept on the box by the clean copy.
// The box's title goes when it only names the kind; a title of its own ("Heads up") stays, in bold, as the first
// line of the alert.
import { CALLOUT_BOX_CLASS } from '../../text/callouts';
import type { MarkdownRule } from '../rule';

type AlertKind = 'NOTE' | 'TIP' | 'IMPORTANT' | 'WARNING' | 'CAUTION';

/** A class that names the kind, with or without its generator's prefix. */
const KIND_CLASS = /^(?:markdown-alert-|theme-admonition-|starlight-aside--|admonition-)?([a-z]+)$/i;
/** The box's own title element, by the class each generator gives it. */
const TITLE_CLASS = /^(?:admonition-title|admonitionheading|markdown-alert-title|custom-block-title|starlight-aside__title)/i;

/** The generators' kinds, as GitHub's five (a danger or an error is a caution: a risk of harm). */
const KINDS: Readonly<Record<string, AlertKind>> = {
  note: 'NOTE', info: 'NOTE', seealso: 'NOTE', abstract: 'NOTE', summary: 'NOTE', tldr: 'NOTE', todo: 'NOTE',
  example: 'NOTE', question: 'NOTE', help: 'NOTE', faq: 'NOTE', quote: 'NOTE', cite: 'NOTE',
  tip: 'TIP', hint: 'TIP', success: 'TIP', check: 'TIP', done: 'TIP',
  important: 'IMPORTANT',
  warning: 'WARNING', attention: 'WARNING',
  caution: 'CAUTION', danger: 'CAUTION', error: 'CAUTION', failure: 'CAUTION', fail: 'CAUTION', bug: 'CAUTION',
};

function classWords(el: Element): string[] {
  const names = el.getAttribute('class');
  return names ? names.split(/\s+/).filter(Boolean) : [];
}

/** The alert kind of a callout box; null for any other element. A callout of no known kind is a note. */
export function calloutKind(el: Element): AlertKind | null {
  const words = classWords(el);
  if (!words.some((word) => CALLOUT_BOX_CLASS.test(word))) return null;
  for (const word of words) {
    const kind = KIND_CLASS.exec(word)?.[1]?.toLowerCase();
    if (kind && KINDS[kind]) return KINDS[kind];
  }
  return 'NOTE';
}

/** A callout box's own title element (its generator's title class, in a callout). */
export function isCalloutTitle(el: Element): boolean {
  const parent = el.parentElement;
  return !!parent && classWords(el).some((word) => TITLE_CLASS.test(word)) && calloutKind(parent) !== null;
}

/** Whether a callout's title only names a kind ("Note", "warning", "Tip:", "See also"): the alert marker says it. */
export function namesAlertKind(title: string): boolean {
  const bare = title.replace(/[\s:：!！.]+$/u, '').replace(/\s+/g, '').toLowerCase();
  return KINDS[bare] !== undefined;
}

export const calloutRule: MarkdownRule = {
  name: 'callout',
  filter: (node) => calloutKind(node) !== null,
  replacement: (content, node) => {
    const body = content.replace(/^\n+|\s+$/g, '');
    if (!body) return '';
    const lines = [`[!${calloutKind(node)}]`, ...body.split('\n')];
    return `\n\n${lines.map((line) => (line ? `> ${line}` : '>')).join('\n')}\n\n`;
  },
};

/** A callout's title: gone when it names a kind ("Note", "warning", "Tip:", "See also"), else bold. */
export const calloutTitleRule: MarkdownRule = {
  name: 'calloutTitle',
  filter: (node) => isCalloutTitle(node),
  replacement: (content) => {
    const title = content.replace(/\s+/g, ' ').trim();
    return !title || namesAlertKind(title) ? '' : `\n\n**${title}**\n\n`;
  },
};
