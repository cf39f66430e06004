// Link and image destinations: absolute against the page, then mapped to local assets when exporting.
import type { ConversionContext } from './rule';

/** Outbound-link redirectors that carry the real destination in a query parameter. */
const REDIRECTORS: Record<string, string> = { 'link.zhihu.com': 'target', 'link.juejin.cn': 'target', 'link.csdn.net': 'target', 'www.google.com/url': 'q' };

function unwrapRedirect(url: string): string {
  try {
    const parsed = new URL(url);
    const key = REDIRECTORS[parsed.hostname] ?? REDIRECTORS[`${parsed.hostname}${parsed.pathname}`];
    const target = key ? parsed.searchParams.get(key) : null;
    return target && /^https?:\/\//i.test(target) ? target : url;
  } catch {
    return url;
  }
}

/** Absolute URL when it can be resolved (redirect wrappers removed), otherwise the input trimmed. */
export function absoluteUrl(raw: string, baseUrl: string | undefined): string {
  const url = raw.trim();
  if (!url || url.startsWith('#')) return url;
  try {
    return unwrapRedirect(baseUrl ? new URL(url, baseUrl).href : new URL(url).href);
  } catch {
    return url;
  }
}

export function imageDestination(raw: string, context: ConversionContext): string {
  const absolute = absoluteUrl(raw, context.baseUrl);
  return context.imageMap?.get(absolute) ?? context.imageMap?.get(raw) ?? absolute;
}

/** A destination that needs no angle brackets: spaces and parentheses percent-encoded. */
export function markdownDestination(url: string): string {
  return url.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/</g, '%3C').replace(/>/g, '%3E');
}

/** A link title in double quotes, on one line. */
export function markdownTitle(title: string | null): string {
  const clean = (title ?? '').replace(/\s+/g, ' ').trim();
  return clean ? ` "${clean.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : '';
}

export function isScriptUrl(url: string): boolean {
  return /^\s*(javascript|vbscript|data:text\/html)/i.test(url);
}
