// JSON-LD (schema.org) blocks: the most reliable source of headline, author and dates on news sites.
import { decodeReferences } from './references';

export interface JsonLdFacts {
  headline: string | null;
  author: string | null;
  published: string | null;
  modified: string | null;
  publisher: string | null;
  image: string | null;
  keywords: string[];
}

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

const ARTICLE_TYPES = /article|posting|report|blog|news|webpage|creativework|recipe|howto|qapage/i;

/** Facts from the `<script type="application/ld+json">` elements, preferring an Article-like object. */
export function readJsonLd(scripts: readonly Element[]): JsonLdFacts {
  const objects: JsonObject[] = [];
  for (const script of scripts) {
    const parsed = parseLoosely(script.textContent ?? '');
    if (parsed !== undefined) flatten(parsed, objects);
  }
  const article = objects.find((object) => ARTICLE_TYPES.test(typeName(object)) && object['headline'] !== undefined)
    ?? objects.find((object) => ARTICLE_TYPES.test(typeName(object)))
    ?? null;
  const source = article ?? {};
  const doc = scripts[0]?.ownerDocument;
  const decode = (text: string | null) => (text && doc ? decodeReferences(text, doc) : text);
  return {
    headline: decode(asText(source['headline']) ?? asText(source['name'])),
    author: decode(personName(source['author']) ?? personName(source['creator'])),
    published: asText(source['datePublished']) ?? asText(source['dateCreated']),
    modified: asText(source['dateModified']),
    publisher: decode(personName(source['publisher']) ?? siteName(objects)),
    image: imageUrl(source['image']) ?? imageUrl(source['thumbnailUrl']),
    keywords: keywordList(source['keywords'], (text) => decode(text) ?? text),
  };
}

function parseLoosely(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text.replace(/^\s*<!--|-->\s*$/g, '')) as JsonValue;
  } catch {
    return undefined;
  }
}

/** Arrays and `@graph` lists hold several objects; they are searched alike. */
function flatten(value: JsonValue, into: JsonObject[]): void {
  if (Array.isArray(value)) {
    for (const item of value) flatten(item, into);
  } else if (value && typeof value === 'object') {
    into.push(value);
    const graph = value['@graph'];
    if (graph) flatten(graph, into);
  }
}

function typeName(object: JsonObject): string {
  const type = object['@type'];
  return Array.isArray(type) ? type.join(' ') : String(type ?? '');
}

function asText(value: JsonValue | undefined): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length > 0 ? asText(value[0]) : null;
  return null;
}

function personName(value: JsonValue | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const names = value.map((item) => personName(item)).filter((name): name is string => Boolean(name));
    return names.length > 0 ? names.join(', ') : null;
  }
  if (typeof value === 'object') return asText(value['name']);
  return null;
}

function siteName(objects: JsonObject[]): string | null {
  const site = objects.find((object) => /website|organization/i.test(typeName(object)));
  return site ? asText(site['name']) : null;
}

function imageUrl(value: JsonValue | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) return value.length > 0 ? imageUrl(value[0]) : null;
  if (typeof value === 'object') return asText(value['url']) ?? asText(value['contentUrl']);
  return null;
}

function keywordList(value: JsonValue | undefined, decode: (text: string) => string): string[] {
  if (typeof value === 'string') return splitKeywords(decode(value));
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' ? splitKeywords(decode(item)) : []));
  return [];
}

export function splitKeywords(text: string): string[] {
  return text.split(/[,，;；、|]/).map((word) => word.trim()).filter(Boolean);
}
