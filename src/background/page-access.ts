// Where the clipper can and cannot read a page, decided from the URL before any injection is tried.
export type Restriction = 'restricted' | 'loading' | null;

const BROWSER_SCHEMES = /^(?:chrome|chrome-untrusted|edge|brave|opera|vivaldi|about|moz-extension|chrome-extension|view-source|devtools|chrome-search|resource|data|javascript|blob):/i;
const STORE_HOSTS = ['chromewebstore.google.com', 'addons.mozilla.org', 'microsoftedge.microsoft.com'];

export interface TabFacts {
  url: string;
  status?: string;
}

/** A reader-facing reason why the page can't be read, or null when it can. */
export function restrictionMessage(tab: TabFacts, fileAccessAllowed: boolean): { reason: Exclude<Restriction, null>; message: string } | null {
  const url = tab.url;
  if (!url || BROWSER_SCHEMES.test(url)) {
    return { reason: 'restricted', message: 'The browser does not let extensions read its own pages (settings, new tab, source views). You can still save a bookmark.' };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: 'restricted', message: 'This page has no readable address. You can still save a bookmark.' };
  }
  if (STORE_HOSTS.includes(parsed.hostname) || (parsed.hostname === 'chrome.google.com' && parsed.pathname.startsWith('/webstore'))) {
    return { reason: 'restricted', message: 'Extension stores cannot be read by extensions. You can still save a bookmark.' };
  }
  if (/\.pdf$/i.test(parsed.pathname)) {
    return { reason: 'restricted', message: 'This is a PDF shown by the browser’s viewer, which extensions cannot read. You can save it as a bookmark.' };
  }
  if (parsed.protocol === 'file:' && !fileAccessAllowed) {
    return { reason: 'restricted', message: 'Pith may not read local files. Turn on “Allow access to file URLs” for Pith in the extensions page, or save a bookmark.' };
  }
  if (tab.status === 'loading') {
    return { reason: 'loading', message: 'The page is still loading. Try again in a moment, or save a bookmark now.' };
  }
  return null;
}
