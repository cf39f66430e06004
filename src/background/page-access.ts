// Where the clipper can and cannot read a page, decided from the URL before any injection is tried.
// Pure (no extension API) so it is unit-tested directly; the background turns `kind` into reader-facing words.
export type Restriction = 'restricted' | 'loading';

/** Why a page cannot be read, in enough detail to tell the reader what to do. */
export type RestrictionKind = 'browser-page' | 'no-address' | 'store' | 'pdf' | 'file' | 'loading';

const BROWSER_SCHEMES = /^(?:chrome|chrome-untrusted|edge|brave|opera|vivaldi|about|moz-extension|chrome-extension|view-source|devtools|chrome-search|resource|data|javascript|blob):/i;
const STORE_HOSTS = ['chromewebstore.google.com', 'addons.mozilla.org', 'microsoftedge.microsoft.com'];

export interface TabFacts {
  url: string;
  status?: string;
}

export function restrictionOf(tab: TabFacts, fileAccessAllowed: boolean): { reason: Restriction; kind: RestrictionKind } | null {
  const url = tab.url;
  if (!url || BROWSER_SCHEMES.test(url)) return { reason: 'restricted', kind: 'browser-page' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: 'restricted', kind: 'no-address' };
  }
  if (STORE_HOSTS.includes(parsed.hostname) || (parsed.hostname === 'chrome.google.com' && parsed.pathname.startsWith('/webstore'))) {
    return { reason: 'restricted', kind: 'store' };
  }
  if (/\.pdf$/i.test(parsed.pathname)) return { reason: 'restricted', kind: 'pdf' };
  if (parsed.protocol === 'file:' && !fileAccessAllowed) return { reason: 'restricted', kind: 'file' };
  if (tab.status === 'loading') return { reason: 'loading', kind: 'loading' };
  return null;
}
