// Every image of a clip's HTML, found without an HTML parser: the service worker has no DOMParser, cannot load
// modules lazily, and linkedom would add ~370 KB to every wake-up. Clip HTML is sanitized serializer output
// (quoted attributes, `<` escaped in text, no scripts or comments that matter), so a tag scanner reads it
// faithfully; a unit test checks it against a real parser. The URL choice itself is the Markdown converter's
// (`imageKey` → `rawImageSource`), given a minimal element.
import { imageKey } from './sources';

/** `<img …>`, `<picture …>`, `</picture>`, `<source …>` with their attribute text (quoted values may hold `>`). */
const TAG = /<(\/?)(img|picture|source)\b((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Just what `rawImageSource` reads of an element: its name, attributes, parent, and a <picture>'s sources. */
interface ScannedElement {
  nodeType: 1;
  nodeName: string;
  parentNode: ScannedElement | null;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: 'source'): ScannedElement[];
}

function scannedElement(nodeName: string, attributeText: string, parentNode: ScannedElement | null): ScannedElement & { sources: ScannedElement[] } {
  const attributes = new Map<string, string>();
  for (const match of attributeText.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  const sources: ScannedElement[] = [];
  return { nodeType: 1, nodeName, parentNode, sources, getAttribute: (name) => attributes.get(name.toLowerCase()) ?? null, querySelectorAll: () => sources };
}

/** Every distinct image address in the article HTML, in document order (fetchable or not). */
export function imageUrls(html: string, baseUrl: string): string[] {
  if (!/<img\b/i.test(html)) return [];
  const urls = new Set<string>();
  let picture: ReturnType<typeof scannedElement> | null = null;
  for (const [, closing, name, attributeText = ''] of html.matchAll(TAG)) {
    const tag = name!.toUpperCase();
    if (tag === 'PICTURE') picture = closing ? null : scannedElement('PICTURE', attributeText, null);
    else if (tag === 'SOURCE' && !closing) picture?.sources.push(scannedElement('SOURCE', attributeText, picture));
    else if (tag === 'IMG' && !closing) {
      const url = imageKey(scannedElement('IMG', attributeText, picture) as unknown as Element, baseUrl);
      if (url) urls.add(url);
    }
  }
  return [...urls];
}
