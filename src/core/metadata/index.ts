// Article metadata from the page's markup: meta tags, JSON-LD, Open Graph, <time>, <title>/<h1>.
import type { ArticleMetadata } from '../types';
import { readJsonLd, splitKeywords } from './jsonld';
import { decodeReferences } from './references';
import { scanDocument, type DocumentScan } from './scan';
import { guessLanguage } from './language';
import { attributeOf, tagOf } from '../text/blocks';
import { firstElementWhere } from '../text/select';
import { withoutPermalinkSymbol } from '../text/permalink';
import { hasScheme, hostOf } from '../extract/urls';
import { isHeadline, lastCrumb, namesStory, splitTitle, stripSiteName, titleSimilarity } from './title';

export { stripSiteName, titleSimilarity } from './title';
export { guessLanguage } from './language';
export { documentScanner, type DocumentScanner } from './scan';

/** Everything the clip records about the page besides its body. */
export function readMetadata(doc: Document, url?: string): ArticleMetadata {
  return readMetadataFromScan(doc, null, url);
}

/**
 * The same from a scan already made (the engine's scoring walk fills one, see DocumentScanner), or, given null, from
 * a scan of the page made here. The language guess reads a sample of the page's paragraphs, not the whole body.
 */
export function readMetadataFromScan(doc: Document, scan: DocumentScan | null, url?: string): ArticleMetadata {
  try {
    return readMetadataUnsafe(doc, scan ?? scanDocument(doc), url);
  } catch {
    // Metadata is never worth failing a clip for.
    return emptyMetadata(doc);
  }
}

function readMetadataUnsafe(doc: Document, scan: DocumentScan, url: string | undefined): ArticleMetadata {
  const meta = metaReader(scan.metas, doc);
  const jsonLd = readJsonLd(scan.jsonLd);
  const siteName = meta('og:site_name', 'application-name', 'twitter:site') ?? jsonLd.publisher;
  const base = url ?? (doc.URL && /^https?:/i.test(doc.URL) ? doc.URL : undefined);
  const canonical = scan.canonical?.getAttribute('href') ?? meta('og:url');
  const leadImage = meta('og:image', 'og:image:url', 'twitter:image', 'twitter:image:src') ?? jsonLd.image;
  return {
    title: chooseTitle(scan, meta, jsonLd.headline, siteName, hostOf(base ?? canonical ?? '')),
    byline: meta('author', 'article:author', 'byl', 'dc.creator', 'parsely-author', 'sailthru.author') ?? jsonLd.author ?? citationAuthors(scan.metas, doc) ?? bylineInMarkup(scan),
    // citation_*: the Highwire Press tags of scholarly pages (arXiv, PubMed Central, journals), as Zotero reads them.
    published: normaliseDate(jsonLd.published ?? meta('article:published_time', 'og:published_time', 'publishdate', 'pubdate', 'publish-date', 'date', 'dc.date', 'dc.date.issued', 'dcterms.created', 'sailthru.date', 'parsely-pub-date', 'citation_publication_date', 'citation_date', 'citation_online_date') ?? scan.time?.getAttribute('datetime') ?? null),
    modified: normaliseDate(jsonLd.modified ?? meta('article:modified_time', 'og:updated_time', 'last-modified', 'dcterms.modified')),
    siteName: siteName ? siteName.replace(/^@/, '') : null,
    lang: declaredLanguage(doc, meta) ?? guessLanguage(sampleText(scan)),
    canonicalUrl: resolve(canonical, base),
    leadImage: resolve(leadImage, base),
    excerpt: meta('description', 'og:description', 'twitter:description'),
    keywords: uniqueKeywords([...splitKeywords(meta('keywords', 'news_keywords', 'article:tag') ?? ''), ...jsonLd.keywords]),
  };
}

type MetaReader = (...names: string[]) => string | null;

/** Reads `<meta name|property|itemprop=... content>` by the first matching name, case-insensitively. */
function metaReader(metas: readonly Element[], doc: Document): MetaReader {
  const values = new Map<string, string>();
  for (const element of metas) {
    const key = (attributeOf(element, 'property') ?? attributeOf(element, 'name') ?? attributeOf(element, 'itemprop') ?? attributeOf(element, 'http-equiv') ?? '').toLowerCase().trim();
    const content = (attributeOf(element, 'content') ?? '').trim();
    if (key && content && !values.has(key)) values.set(key, content);
  }
  return (...names) => {
    for (const name of names) {
      const value = values.get(name);
      if (value) return decodeReferences(value, doc);
    }
    return null;
  };
}

/** A scholarly page's authors, one citation_author tag each, joined as a byline; null without any. */
function citationAuthors(metas: readonly Element[], doc: Document): string | null {
  const authors: string[] = [];
  for (const element of metas) {
    if ((attributeOf(element, 'name') ?? '').toLowerCase().trim() !== 'citation_author') continue;
    const name = decodeReferences((attributeOf(element, 'content') ?? '').trim(), doc);
    // Highwire writes "Family, Given"; a byline reads "Given Family".
    const parts = /^([^,]+),\s*([^,]+)$/.exec(name);
    const reading = parts ? `${parts[2]} ${parts[1]}` : name;
    if (reading && !authors.includes(reading)) authors.push(reading);
  }
  return authors.length > 0 ? authors.join(', ') : null;
}

/** JSON-LD headline, else og:title, else `<h1>` when it matches `<title>`, else `<title>` without the site name. */
function chooseTitle(scan: DocumentScan, meta: MetaReader, headline: string | null, siteName: string | null, host: string | null): string {
  const documentTitle = untilMarkup(scan.title?.textContent ?? '').replace(/\s+/g, ' ').trim();
  // The <title> without the site's name, and the heading read against it, come last of the candidates (see the end).
  let strippedTitle: string | undefined;
  const stripped = () => (strippedTitle ??= withoutBracketTags(stripSiteName(documentTitle, siteName, () => openingText(scan, meta), host)));
  const agreed = bestHeading(scan.headings, documentTitle) ?? headingOfFirstPart(scan.headings, documentTitle) ?? headingAtEnd(scan.headings, documentTitle);
  const social = meta('og:title', 'twitter:title')?.trim() || null;
  // An og:title that copies the <title> ("Encke's Comet - Wikipedia") names the story no better than the <title>:
  // the <h1> that matches it, when the <h1> is one whole part of it, is the headline without the site's name.
  const copied = social !== null && social === documentTitle && agreed !== null && splitTitle(documentTitle).some((part) => part.text === agreed);
  const shared = copied ? agreed : social ? withoutBracketTags(stripSiteName(social, siteName)) : null;
  // A site-wide og:title (a docs site's "Tessera | Type-safe i18n for modern web apps" on every page): the site's
  // name (stripped, so `shared` differs) and its tagline, not the <title>, sharing no words with the page's own
  // <h1> where that <h1> and the <title> agree.
  const sitewide = shared !== null && shared !== social && social !== documentTitle && agreed !== null
    && titleSimilarity(shared, agreed) < SITEWIDE_SOCIAL_MAX_LIKENESS;
  const described = headline !== null && agreed !== null && describes(headline, agreed) && (shared === null || describes(headline, shared));
  const part = social !== null && !sitewide ? partOfWork(scan.headings, documentTitle, social) : null;
  const chosen = described ? null : headline ?? (sitewide ? null : shared);
  const visible = chosen ? storyH1(scan.headings, chosen) : null;
  // The first candidate that names the page; the heading and the stripped <title> are read only when it comes to them.
  return usableTitle(part) ?? usableTitle(visible) ?? usableTitle(described ? null : headline) ?? usableTitle(sitewide ? null : shared)
    ?? usableTitle(agreed ?? (namesStory(stripped(), siteName) ? null : soleH1(scan.headings))) ?? usableTitle(stripped()) ?? '';
}

/** A candidate title, trimmed, or null when it holds nothing. Zero-width characters (a docs heading's empty permalink holds one) are no part of a title. */
function usableTitle(title: string | null | undefined): string | null {
  return title?.replace(ZERO_WIDTH, '').trim() || null;
}

/**
 * A shop's or forum's tags in 【】 closing a title (JD's "…【行情 报价 价格 评测】", a Tieba post's "…【装修吧】"), and a
 * shop's model tag opening it when the model's code comes again in the name ("【九阳L18-P386】九阳（Joyoung）破壁机 …
 * L18-P386"): no words of the name, taken off while what is left still reads as a headline. A tag of the post's own
 * ("【经验】自己盯了四个月…") stays.
 */
function withoutBracketTags(title: string): string {
  let bare = title.replace(TRAILING_BRACKET_TAG, '').trim();
  const lead = LEADING_BRACKET_TAG.exec(bare);
  if (lead && (lead[0].match(MODEL_CODE) ?? []).some((code) => bare.slice(lead[0].length).includes(code))) bare = bare.slice(lead[0].length).trim();
  return bare !== title && isHeadline(bare) ? bare : title;
}

const MODEL_CODE = /[A-Za-z0-9][A-Za-z0-9-]{3,}/g;

const LEADING_BRACKET_TAG = /^(?:\s*【[^【】]{1,30}】)+/u;
const TRAILING_BRACKET_TAG = /(?:【[^【】]{1,30}】\s*)+$/u;

/**
 * A JSON-LD headline that describes the page rather than names it, beside a title it is set against (Wikipedia's
 * "periodic comet with an orbital period of 3.3 years" for "Encke's Comet"; "Sample menus" over "7 days of
 * healthy meals on a budget"): it shares no word with it, or it starts in lower case and shares few. A headline
 * that rewords the story ("Council approves bridge rebuild" over "Bridge to be rebuilt") shares some words and
 * starts with a capital: the editor's, and kept.
 */
function describes(headline: string, title: string): boolean {
  const likeness = titleSimilarity(headline, title);
  return likeness === 0 || (likeness < SITEWIDE_SOCIAL_MAX_LIKENESS && /^\p{Ll}/u.test(headline));
}

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/** An og:title with the site's name, at most this alike (in words) to the <h1> that matches the <title>, is the site's. */
const SITEWIDE_SOCIAL_MAX_LIKENESS = 0.2;

/**
 * A <title> that never closed holds the rest of the page as raw markup (the page shows blank in a browser, and
 * the page reader sees that DOM): its title is the text before the first tag.
 */
function untilMarkup(title: string): string {
  const tag = title.search(/<[a-z!/]/i);
  const text = tag < 0 ? title : title.slice(0, tag);
  // A page whose head was cut off mid-script has script text in its title ("… PGA Title(The Korea
  // Times)ntById(\"font\"); …", "BBC SPORTi library-->"): the title ends where the script starts.
  const found = SCRIPT_TEXT.exec(text);
  if (!found) return text;
  let script = found.index;
  // Back to the start of the call's name ("document.getElementById(" from "ById(").
  if (found[0].endsWith('(')) while (script > 0 && /[\w.$]/.test(text[script - 1]!)) script--;
  return text.slice(0, script);
}

const SCRIPT_TEXT = /ById\(|ByTagName\(|\.write(?:ln)?\(|-->|<\\\/|'\);/;

/**
 * A chapter, episode or section page whose og:title names the work it is part of (起点's og:title "长街灯火" over the
 * <title> "第一百零七章 雪夜灯笼_《长街灯火》小说在线阅读 - 起点中文网"): the page's <h1> (or <h2> when there is no h1) that is one
 * part of the <title>, when the og:title stands inside another part and spells no heading.
 */
function partOfWork(headings: readonly Element[], documentTitle: string, social: string): string | null {
  if (!documentTitle.includes(social) || documentTitle === social) return null;
  const parts = splitTitle(documentTitle);
  if (parts.length < 2 || !parts.some((part) => part.text !== social && part.text.includes(social))) return null;
  const hasH1 = headings.some((heading) => tagOf(heading) === 'h1');
  const texts = headings.filter((heading) => tagOf(heading) === (hasH1 ? 'h1' : 'h2')).map(headingText);
  if (texts.includes(social)) return null;
  for (const text of texts) {
    const own = parts.find((part) => part.text === text);
    if (own && parts.some((part) => part !== own && part.text !== social && part.text.includes(social))) return text;
  }
  return null;
}

/** The `<h1>` (or `<h2>` when there is no h1) whose words best match the document title. */
function bestHeading(headings: readonly Element[], documentTitle: string): string | null {
  let best: string | null = null;
  let bestLikeness = 0;
  const hasH1 = headings.some((heading) => tagOf(heading) === 'h1');
  for (const heading of headings) {
    if (hasH1 && tagOf(heading) !== 'h1') continue;
    const text = headingText(heading);
    if (!text || text.length > 300) continue;
    const likeness = documentTitle ? titleSimilarity(text, documentTitle) : 0;
    if (likeness > bestLikeness) {
      best = text;
      bestLikeness = likeness;
    }
  }
  return bestLikeness >= 0.6 ? best : null;
}

/** A heading's text as a title: spaces collapsed, a breadcrumb's last crumb, no permalink symbol. */
function headingText(heading: Element): string {
  return withoutPermalinkSymbol(lastCrumb(ownText(heading).replace(/\s+/g, ' ').trim()));
}

/**
 * A heading's text without a sponsor's panel set inside it (the Yorkshire Evening Post's
 * `<h1><div class="sponsorPanel"><span>Sponsored by</span><a><img alt="Rainbow"></a></div> Leeds woman has…</h1>`)
 * or the controls some sites put there (Caixin's font-size links "大 中 小", buttons).
 */
function ownText(heading: Element): string {
  if (!firstElementWhere(heading, isNotHeadline)) return heading.textContent ?? '';
  let text = '';
  const stack: Node[] = [heading];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeType === 3) {
      text += node.nodeValue ?? '';
      continue;
    }
    if (node.nodeType !== 1 || (node !== heading && isNotHeadline(node as Element, tagOf(node as Element)))) continue;
    for (let child = node.lastChild; child; child = child.previousSibling) stack.push(child);
  }
  return text;
}

/**
 * What is not the headline's in a heading: `[class*="sponsor" i], [id*="sponsor" i], [class*="advert" i],
 * a[href^="javascript:" i], button`, tested by hand (linkedom compiles a selector on every call).
 */
function isNotHeadline(element: Element, tag: string): boolean {
  if (tag === 'button') return true;
  if (!element.hasAttributes()) return false;
  if (tag === 'a' && /^javascript:/i.test(attributeOf(element, 'href') ?? '')) return true;
  const names = attributeOf(element, 'class');
  if (names !== null && /sponsor|advert/i.test(names)) return true;
  const id = attributeOf(element, 'id');
  return id !== null && /sponsor/i.test(id);
}

/**
 * The <h1> that is, word for word, the first part of a <title> of two or more parts when that part is the longest
 * ("Python3 数据类 | 菜鸟教程": likeness 0.56 to the whole, under bestHeading's bar). A logo <h1> is the site's
 * name, the other part ("'Bucket List' Tops Box Office - Starpulse Entertainment News Blog" on L3S, -0.03 when
 * the longest part was enough).
 */
function headingOfFirstPart(headings: readonly Element[], documentTitle: string): string | null {
  const parts = splitTitle(documentTitle);
  if (parts.length < 2) return null;
  const first = parts[0]!;
  const longest = !parts.some((part) => part.text.length > first.text.length);
  // A shorter first part is the headline too when the <h1> that spells it is no logo and reads as a headline, and a
  // dash or bar (not a colon, which follows a site's name) sets the rest apart ("Madonna spends NY in India - ABC
  // News (Australian Broadcasting Corporation)"); or, however short, when two more parts follow it (a docs page's
  // "Rate Limiting | Laravel 12.x - The clean stack for Artisans and agents": page, product, tagline), or when it is
  // the page's only <h1> (a wiki's "lintel - Wiktionary, the free dictionary").
  const dashed = /^\s*[-|–—｜]/u.test(documentTitle.slice(first.end));
  if (!longest && !dashed) return null;
  for (const heading of headings) {
    if (tagOf(heading) !== 'h1') continue;
    const text = headingText(heading);
    if (text === first.text && (longest || ((isHeadline(text) || parts.length >= 3 || soleHeading(headings, heading)) && !isLogoHeading(heading)))) return text;
  }
  return null;
}

/** Whether `heading` is the page's only <h1>, or every other one spells it too (Wikivoyage's banner repeats it). */
function soleHeading(headings: readonly Element[], heading: Element): boolean {
  const text = headingText(heading);
  return headings.every((other) => other === heading || tagOf(other) !== 'h1' || headingText(other) === text);
}

/** An <h1> that holds the site's logo: named so, or linking to the site's home page. */
function isLogoHeading(h1: Element): boolean {
  return /logo/i.test(`${attributeOf(h1, 'class') ?? ''} ${attributeOf(h1, 'id') ?? ''}`) || firstElementWhere(h1, (element, tag) => tag === 'a' && attributeOf(element, 'href') === '/') !== null;
}

/**
 * The <h1> that ends the <title> after a trail of sections ("Home of Sport: Formula One: News: BMW confirms Deutsche
 * Telekom deal", "Site » News » Headline" where the separators hug the words): the part after the trail's last
 * separator is, word for word, the page's one headline. At least a headline's length (isHeadline), so that a
 * section name or a one-word <h1> never stands in for the story.
 */
function headingAtEnd(headings: readonly Element[], documentTitle: string): string | null {
  // An <h1> that is the whole last part after a spaced separator ("Doctors urged to … | International Federation of
  // Gynecology and Obstetrics", "'Bucket List' Tops Box Office - Starpulse Entertainment News Blog") is where
  // sites put their name: a logo <h1>. stripSiteName reads those titles.
  const parts = splitTitle(documentTitle);
  const last = parts.length > 1 ? parts[parts.length - 1]!.text : null;
  for (const heading of headings) {
    if (tagOf(heading) !== 'h1') continue;
    const text = headingText(heading);
    if (!text || text === last || text.length >= documentTitle.length || !documentTitle.endsWith(text) || !isHeadline(text)) continue;
    if (TRAIL_END.test(documentTitle.slice(0, -text.length))) return text;
  }
  return null;
}

/** The end of a trail of sections before the headline: a separator, then space. */
const TRAIL_END = /\S\s*[:：|｜»›>\/–—-]\s+$/u;

/**
 * The page's one <h1>, when it tells the same story as the headline written for search and sharing in other words
 * (JSON-LD or og:title "Single malt breaks auction record" over the BBC's <h1> "Malt whisky breaks world record at
 * Edinburgh auction"): the headline the reader sees, and clips under.
 */
const STORY_H1_MIN_LIKENESS = 0.3;

function storyH1(headings: readonly Element[], written: string): string | null {
  const h1s = headings.filter((heading) => tagOf(heading) === 'h1');
  if (h1s.length !== 1) return null;
  const h1 = h1s[0]!;
  // The site's logo (an <h1 class="headerlogo"> linking home) is no story's headline, whatever its words.
  if (isLogoHeading(h1)) return null;
  const text = headingText(h1);
  if (!text || text === written || text.length > 300 || !isHeadline(text)) return null;
  return titleSimilarity(text, written) >= STORY_H1_MIN_LIKENESS ? text : null;
}

/**
 * The page's only <h1>, when the document title names no story (a site name, "人間衛視-人間新聞", "Home"):
 * Readability reads it so too.
 */
function soleH1(headings: readonly Element[]): string | null {
  const h1s = headings.filter((heading) => tagOf(heading) === 'h1');
  if (h1s.length !== 1) return null;
  const text = headingText(h1s[0]!);
  return text && text.length <= 300 && isHeadline(text) ? text : null;
}

function bylineInMarkup(scan: DocumentScan): string | null {
  const element = scan.byline;
  const text = (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text && text.length <= 100 ? text : null;
}

/** ISO 8601 when the value parses as a date; otherwise the value as written (the reader can still see it). */
function normaliseDate(value: string | null): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(trimmed)) return trimmed;
  // Highwire's 2025/03/11 (Date.parse would read it as local midnight).
  const slashed = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(trimmed);
  if (slashed) return `${slashed[1]}-${slashed[2]!.padStart(2, '0')}-${slashed[3]!.padStart(2, '0')}`;
  const parsed = Date.parse(trimmed);
  return Number.isNaN(parsed) ? trimmed : new Date(parsed).toISOString();
}

function declaredLanguage(doc: Document, meta: MetaReader): string | null {
  const declared = doc.documentElement?.getAttribute('lang') ?? doc.documentElement?.getAttribute('xml:lang') ?? meta('content-language', 'og:locale', 'language');
  const tag = (declared ?? '').trim().replace(/_/g, '-');
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag) ? tag : null;
}

/** The page's description and first paragraphs, where a story retells its headline (see stripSiteName). */
function openingText(scan: DocumentScan, meta: MetaReader): string {
  return withFirstParagraphs(meta('description', 'og:description') ?? '', scan, TITLE_CONTEXT_CHARS);
}

const TITLE_CONTEXT_CHARS = 1500;

/** Enough text to tell the script apart: a few hundred letters; more only costs time on every clip. */
const LANGUAGE_SAMPLE_CHARS = 1500;

/** The title and the first paragraphs, up to LANGUAGE_SAMPLE_CHARS, are enough to guess the script. */
function sampleText(scan: DocumentScan): string {
  return withFirstParagraphs(scan.title?.textContent ?? '', scan, LANGUAGE_SAMPLE_CHARS);
}

/** `start` and the page's first paragraphs after it, one a line, cut at `limit` characters. */
function withFirstParagraphs(start: string, scan: DocumentScan, limit: number): string {
  let text = start;
  for (const paragraph of scan.paragraphs) {
    if (text.length >= limit) break;
    text += `\n${paragraph.textContent ?? ''}`;
  }
  return text.slice(0, limit);
}

function resolve(value: string | null, base: string | undefined): string | null {
  if (!value) return null;
  if (!base && !hasScheme(value)) return value;
  try {
    return new URL(value, base).href;
  } catch {
    return value;
  }
}

function uniqueKeywords(words: string[]): string[] {
  return [...new Set(words)].slice(0, 30);
}

function emptyMetadata(doc: Document): ArticleMetadata {
  let title = '';
  try {
    title = (doc.querySelector('title')?.textContent ?? '').trim();
  } catch {
    title = '';
  }
  return { title, byline: null, published: null, modified: null, siteName: null, lang: null, canonicalUrl: null, leadImage: null, excerpt: null, keywords: [] };
}
