// A browser shows an extension's popup only once the popup page has fired its load event, and images (and
// media) in the document delay that event until they have loaded or failed. A preview's images come from the
// clipped site: inserted with their sources, they would hold the whole popup off screen for as long as the
// slowest of them takes to arrive. So the preview goes in without its media sources while the page is still
// loading, and gets them back the moment it has loaded.

/** The attributes that make an element fetch something, per element. */
const FETCHING: Readonly<Record<string, readonly string[]>> = {
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
};

const SELECTOR = Object.keys(FETCHING).join(',');

/**
 * Takes the fetching attributes off every media element under `root` (not yet in the document, so nothing was
 * fetched) and returns the function that puts them back; undefined when there were none.
 */
export function holdMedia(root: ParentNode): (() => void) | undefined {
  const held: Array<{ element: Element; name: string; value: string }> = [];
  for (const element of root.querySelectorAll(SELECTOR)) {
    for (const name of FETCHING[element.localName] ?? []) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      held.push({ element, name, value });
      element.removeAttribute(name);
    }
  }
  if (!held.length) return undefined;
  return () => {
    for (const { element, name, value } of held) element.setAttribute(name, value);
  };
}

/** Inserts `content` into `target` now, its media sources once `doc` has loaded (at once if it has). */
export function insertAfterLoad(doc: Document, target: Element, content: DocumentFragment): void {
  const release = doc.readyState === 'complete' ? undefined : holdMedia(content);
  target.replaceChildren(content);
  if (release) doc.defaultView?.addEventListener('load', release, { once: true });
}
