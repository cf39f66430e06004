// HTML character references left in metadata text.
import { parseInert } from '../extract/inert';

const CHARACTER_REFERENCE = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z\d]*);/gi;

/**
 * A script's text is not HTML-decoded, and CMSs write HTML character references into their JSON-LD (WordPress:
 * `"headline": "Shaping eCommerce &#8211; 10 Benefits"`, `&amp;`) and escape meta content twice
 * (`content="TFC8&amp;reg;"`). Each complete reference (with its semicolon: a URL's `&region=` stays) is decoded
 * by the page's own parser, in an inert document (Readability unescapes its metadata the same way).
 */
export function decodeReferences(text: string, doc: Document): string {
  if (!text.includes('&')) return text;
  return text.replace(CHARACTER_REFERENCE, (reference) => parseInert(doc, reference).textContent || reference);
}
