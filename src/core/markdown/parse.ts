// Where the HTML of a clip becomes a DOM. Turndown accepts a node, so we parse ourselves and make the
// choice explicit instead of relying on Turndown's own fallback (domino in Node, nothing in a worker):
//   - a page or extension page has `DOMParser`: use it (no extra parse engine in memory);
//   - the MV3 service worker and Node (CLI, benchmarks) have none: use linkedom.
// Callers may inject their own parser (e.g. jsdom in a test) through `MarkdownOptions.parseHtml`.
import { parseHTML } from 'linkedom';

/** Turns an HTML fragment into an element whose children are the fragment's nodes. */
export type HtmlParser = (html: string) => HTMLElement;

const parseWithDomParser: HtmlParser = (html) =>
  new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html').body;

const parseWithLinkedom: HtmlParser = (html) => {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return document.body as unknown as HTMLElement;
};

export function defaultHtmlParser(): HtmlParser {
  return typeof DOMParser === 'function' ? parseWithDomParser : parseWithLinkedom;
}
