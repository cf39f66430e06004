// The clip's title: the page's own headline without the site name that <title> usually carries.
import { charKind, countKind, HAN, WORD } from '../text/chars';

/** The arrows of a breadcrumb, one of the SEPARATORs. */
const BREADCRUMB_ARROW = /\s*[〉＞»›]\s*|\s+>\s+/;

/**
 * Separators sites put between headline and site name: " - Site", " | Site", "_新浪网", " — Site", " :: Site", the
 * arrows of a breadcrumb ("uho優活健康網 〉檢視火線新聞 〉標題", "Site » News » Headline"), and
 * a hyphen or dash with Han text (or its brackets and quotation marks) on both sides ("标题--体育--人民网",
 * "標題-科技新聞-新浪新聞中心", "…加了一道“关” —新闻—科学网"): Chinese does not hyphenate words, so there it separates
 * parts even without spaces.
 */
const SEPARATOR = new RegExp(String.raw`\s+[-|–—·•:]{1,2}\s+|\s*[|_｜]\s*|${BREADCRUMB_ARROW.source}|\s+::\s+|(?<=\p{Script=Han}|[）」』】》”’])\s*[-–—]{1,2}\s*(?=\p{Script=Han}|[（「『【《“‘])`, 'gu');

/** A heading that is a breadcrumb ("Site 〉 Section 〉 Headline") names the page in its last part. */
export function lastCrumb(text: string): string {
  const parts = text.split(BREADCRUMB_ARROW).filter((part) => part.trim());
  return parts.length > 1 ? parts[parts.length - 1]!.trim() : text;
}

/**
 * A syndicated headline's source in parentheses at its end, taken off while what is left reads as a headline:
 * "Aidy Recalls Big Guns (from Harrow Times)", "Pace Star Sajs Bollywood Adventure (from The Bolton News)".
 */
function withoutSourceSuffix(title: string): string {
  const bare = title.replace(SOURCE_SUFFIX, '');
  return bare !== title && isHeadline(bare) ? bare : title;
}

const SOURCE_SUFFIX = /\s*\(from [^()]{2,60}\)$/i;

/**
 * Removes a site-name part from a `<title>`: the known site name when given, else the shortest part at either
 * end when what stays is still a real headline (at least three words or six Han characters).
 */
export function stripSiteName(title: string, siteName: string | null, context?: () => string, host?: string | null): string {
  const cleaned = withoutSourceSuffix(title.replace(/\s+/g, ' ').trim());
  const label = host ? hostLabel(host) : null;
  if (siteName) {
    const site = siteName.trim();
    const edge = withoutSiteAtEdge(cleaned, site);
    if (edge) return edge;
    for (const part of splitTitle(cleaned)) {
      if (part.text === site) return joinExcept(cleaned, part);
    }
  }
  const parts = splitTitle(cleaned);
  if (parts.length < 2) return (label && afterSitePrefix(cleaned, label)) ?? cleaned;
  // Titles like "Headline - Section - Site": keep the longest part when it is clearly the headline. A list of
  // search keywords ("圣元奶粉致死,圣元奶粉河北,圣元奶粉集宁") is never the headline, however long.
  let headlines = parts.filter((part) => !isKeywordList(part.text) && !GENERATOR_CREDIT.test(part.text) && !DOCS_SITE.test(part.text));
  if (headlines.length === 0) return cleaned;
  // Of a headline and a part that names the site as such ("White Scores 22 Points In Women's Basketball Loss -
  // SJSUSpartans.com—Official Web Site of San Jose State Athletics"), the headline, however long the other.
  if (headlines.length === 2) {
    const named = headlines.filter((part) => !SITE_PART.test(part.text));
    if (named.length === 1 && isHeadline(named[0]!.text)) headlines = named;
  }
  // Only one part left once the site's release name is set aside ("Configuration reference — pgshard 0.9.3
  // documentation"): that part is the page's, however short.
  if (headlines.length === 1 && parts.some((part) => DOCS_SITE.test(part.text))) return headlines[0]!.text;
  // One part names the site by its address ("Aussies need doubles win at Hopman Cup - ABC News (Australian
  // Broadcasting Corporation)" on abc.net.au): the other is the headline, however much longer the site's part is.
  const byAddress = label ? headlineBesideHostPart(headlines, label) : null;
  if (byAddress) return byAddress.text;
  const told = context ? partTheTextTells(headlines, context) : null;
  if (told) return told.text;
  const longest = headlines.reduce((best, part) => (weightedLength(part.text) > weightedLength(best.text) ? part : best));
  if (isHeadline(longest.text)) return longest.text;
  return cleaned;
}

/**
 * The name a site's address gives it: the label before the public suffix ("abc" for www.abc.net.au, "iol" for
 * www.iol.co.za, "theglobeandmail" for www.theglobeandmail.com); null under three letters.
 */
export function hostLabel(host: string): string | null {
  const label = host.toLowerCase().replace(PUBLIC_SUFFIX, '').split('.').pop() ?? '';
  return label.length >= 3 && !/^www\d*$/.test(label) ? label : null;
}

/** A top-level suffix, with a generic second level before it (co.uk, com.au, net.au, ac.jp, gov.cn…). */
const PUBLIC_SUFFIX = /(?:\.(?:co|com|net|org|gov|edu|ac|or|ne|go))?\.[^.]+$/;

/**
 * Whether a title part is the site's name as its address spells it: the whole part is some of the address's label
 * ("IOL" on iol.co.za, "globeandmail.com" on theglobeandmail.com, "ABC News" on abcnews.go.com), or it starts with
 * the label and is a short name ("Berkshire Eagle Online" on berkshireeagle.com) — any length when it is the last
 * part, where sites set their name and its gloss ("… - ABC News (Australian Broadcasting Corporation)" on
 * abc.net.au). A longer first part ("EPA Response to 9-11: …", "DVD Talk Review: <film> - …") names more than the
 * site. Letters and digits only, case aside.
 */
function namesHost(part: string, label: string, last: boolean): boolean {
  const letters = part.replace(/\.(?:com?|net|org|in|ca)\b/gi, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return letters.length >= 3 && (label.includes(letters) || (letters.startsWith(label) && (last || part.split(' ').length <= SITE_NAME_MAX_WORDS)));
}

/** A site's name other than its address's label alone, set first in a title, is at most this many words. */
const SITE_NAME_MAX_WORDS = 3;

/** Of the headline parts, the one left when exactly one other names the site by its address. */
function headlineBesideHostPart(parts: readonly TitlePart[], label: string): TitlePart | null {
  const named = parts.filter((part, index) => namesHost(part.text, label, index === parts.length - 1));
  const rest = parts.filter((part) => part !== named[0]);
  return named.length === 1 && rest.length === 1 && isHeadline(rest[0]!.text) ? rest[0]! : null;
}

/**
 * "Site: Headline" with a colon set against the words ("KalingaTimes.com: Move over Orkut…", "IOL: Trio set for
 * Derby debuts"), which splitTitle leaves whole (a colon in a headline is common): the headline, when the part
 * before the colon is the site's name by its address and the rest reads as a headline.
 */
function afterSitePrefix(title: string, label: string): string | null {
  const colon = SITE_PREFIX.exec(title);
  if (!colon || !namesHost(colon[1]!, label, false)) return null;
  const rest = title.slice(colon[0].length).trim();
  return isHeadline(rest) ? rest : null;
}

const SITE_PREFIX = /^([^:：]{1,60}?)\s*[:：]\s+/u;

/** A part's length with each Han character counted twice: one says about as much as a short word. */
function weightedLength(text: string): number {
  return text.length + countKind(text, HAN);
}

/** The forum or CMS software's credit some sites keep in every <title> ("… - Powered by Discuz!"). */
const GENERATOR_CREDIT = /^(?:proudly )?powered by\b/i;
/**
 * A site naming itself: a domain opening the part and standing alone or set off by a dash or colon ("Salon.com",
 * "SJSUSpartans.com—Official …"; "Amazon.com Reports Record Sales" is a headline), or "official (web) site".
 */
const SITE_PART = /^(?:www\.)?[\p{L}\p{N}-]+\.(?:com|net|org|edu|gov|info|biz|tv|co\.uk|org\.uk|com\.au|ca|de|fr|in|cn|com\.cn)(?:$|\s*[-–—:|])|\bofficial (?:web ?)?site\b|\bofficial website\b/iu;
/** A documentation site's name with its release, as Sphinx titles every page ("bramble 2.4.1 documentation"). */
const DOCS_SITE = /^\S+(?: \S+){0,2} v?\d+(?:\.\d+)+\S* (?:documentation|docs)$/i;

/**
 * Of two or more parts that read as headlines ("India in control - Market Rasen Today", "WTNH.com, Connecticut
 * News and Weather - Police cruiser stolen at train station fire"), the one whose words the page's opening text
 * (its description and first paragraphs) repeats: a story's lede retells its headline, never the site's name.
 * Null when no part is told clearly (TITLE_CONTEXT_MIN_SHARE, and TITLE_CONTEXT_MIN_LEAD over the others).
 */
function partTheTextTells(parts: readonly TitlePart[], context: () => string): TitlePart | null {
  const candidates = parts.filter((part) => isHeadline(part.text));
  if (candidates.length < 2) return null;
  const text = lowerNfkc(context());
  let best: TitlePart | null = null;
  let bestShare = 0;
  let second = 0;
  for (const part of candidates) {
    const share = wordsRetold(part.text, text);
    if (share === null) continue;
    if (share > bestShare) {
      second = bestShare;
      bestShare = share;
      best = part;
    } else if (share > second) second = share;
  }
  return best && bestShare >= TITLE_CONTEXT_MIN_SHARE && bestShare - second >= TITLE_CONTEXT_MIN_LEAD ? best : null;
}

const TITLE_CONTEXT_MIN_SHARE = 0.5;

/** The share of a line's words (contentWords) that `text`, lower-cased and NFKC already, repeats; null for a line without any. */
function wordsRetold(line: string, text: string): number | null {
  const words = contentWords(line);
  if (words.length === 0) return null;
  return words.filter((word) => hasContentWord(text, word)).length / words.length;
}

/**
 * Whether the story's opening text retells a line as its headline: at least TITLE_CONTEXT_MIN_SHARE of the line's
 * words are in it (a lede retells its headline; an address, a "Word Count: 676" or a call to mail the editors do not).
 */
export function openingRetells(line: string, opening: string): boolean {
  return (wordsRetold(line, lowerNfkc(opening)) ?? 0) >= TITLE_CONTEXT_MIN_SHARE;
}
const TITLE_CONTEXT_MIN_LEAD = 0.3;

/**
 * Lower-case words of three letters or more, and pairs of Han characters: what /[\p{L}\p{N}]{3,}/gu finds once Han
 * characters are spaces, then each Han run's pairs. A walk over the kinds of ../text/chars.ts, as titleTokens.
 */
function contentWords(text: string): string[] {
  const lower = lowerNfkc(text);
  const words: string[] = [];
  const pairs: string[] = [];
  let word = -1;
  let letters = 0;
  let previousHan = -1;
  for (let i = 0; i <= lower.length; ) {
    const code = i < lower.length ? lower.codePointAt(i)! : 0;
    const size = code > 0xffff ? 2 : 1;
    const kind = i < lower.length ? charKind(code) : 0;
    const letter = isRunLetter(code);
    if (!letter && word >= 0) {
      if (letters >= 3) words.push(lower.slice(word, i));
      word = -1;
    }
    if (letter && word < 0) {
      word = i;
      letters = 0;
    }
    if (letter) letters++;
    if (kind & HAN) {
      if (previousHan >= 0) pairs.push(lower.slice(previousHan, i + size));
      previousHan = i;
    } else previousHan = -1;
    i += size;
  }
  return words.concat(pairs);
}

/**
 * Whether contentWords(text) would hold `word` (`text` already lower-cased and NFKC): a pair of Han characters
 * anywhere, or a word with no letter of a word run on either side (found without cutting the text into words:
 * the text is long, the headline's words are few).
 */
function hasContentWord(text: string, word: string): boolean {
  if (charKind(word.codePointAt(0)!) & HAN) return text.includes(word);
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isRunLetter(text.codePointAt(at + word.length) ?? 0) && !isRunLetter(codePointBefore(text, at))) return true;
  }
  return false;
}

/** A letter or number that is not Han: what contentWords joins into words. */
function isRunLetter(code: number): boolean {
  if (code === 0) return false;
  const kind = charKind(code);
  return (kind & WORD) !== 0 && (kind & HAN) === 0;
}

/** The code point ending just before `at` (0 at the start). */
function codePointBefore(text: string, at: number): number {
  if (at === 0) return 0;
  const low = text.charCodeAt(at - 1);
  return low >= 0xdc00 && low <= 0xdfff && at >= 2 ? text.codePointAt(at - 2)! : low;
}

/** "Site: Headline" or "Headline — Site" with the known site name at either end. */
function withoutSiteAtEdge(title: string, site: string): string | null {
  if (!site || site.length >= title.length) return null;
  const edgePunctuation = /^[\s\-|–—·•:：_｜]+|[\s\-|–—·•:：_｜]+$/g;
  if (title.startsWith(site)) {
    const rest = title.slice(site.length);
    if (/^[\s\-|–—·•:：_｜]/.test(rest)) return rest.replace(edgePunctuation, '') || null;
  }
  if (title.endsWith(site)) {
    const rest = title.slice(0, title.length - site.length);
    if (/[\s\-|–—·•:：_｜]$/.test(rest)) return rest.replace(edgePunctuation, '') || null;
  }
  return null;
}

/**
 * Whether a title names a story: some part of it, between separators, reads as a headline and is not the site
 * name. "人間衛視-人間新聞" (two 4-character names), "Home" and "" do not.
 */
export function namesStory(title: string, siteName: string | null): boolean {
  return splitTitle(title.replace(/\s+/g, ' ').trim()).some((part) => isHeadline(part.text) && part.text !== siteName?.trim());
}

/** The longest place name a bare em dash joins to the rest of a Chinese headline, at its start (see splitTitle). */
const ROUTE_PLACE_MAX_CHARS = 4;

interface TitlePart {
  text: string;
  start: number;
  end: number;
}

export function splitTitle(title: string): TitlePart[] {
  const parts: TitlePart[] = [];
  let start = 0;
  for (const match of title.matchAll(SEPARATOR)) {
    const index = match.index ?? 0;
    // A hyphen inside a word ("e-mail") is not a separator: SEPARATOR demands spaces around plain hyphens.
    // One bare em dash after a short first part joins two places ("塔城—鄂东±800千伏…工程启动送电"): no site name.
    if (match[0] === '—' && parts.length === 0 && index - start <= ROUTE_PLACE_MAX_CHARS) continue;
    parts.push({ text: title.slice(start, index).trim(), start, end: index });
    start = index + match[0].length;
  }
  parts.push({ text: title.slice(start).trim(), start, end: title.length });
  return parts.filter((part) => part.text.length > 0);
}

function joinExcept(title: string, removed: TitlePart): string {
  const before = title.slice(0, removed.start).replace(/[\s\-|–—·•:_｜]+$/, '');
  const after = title.slice(removed.end).replace(/^[\s\-|–—·•:_｜]+/, '');
  return (before + (before && after ? ' - ' : '') + after).trim() || title;
}

/**
 * Three or more commas with no space after them, outside numbers: keywords strung together, not a sentence.
 * Enumeration commas are not counted: "北京、上海、广州、深圳房价上涨" is a headline.
 */
function isKeywordList(text: string): boolean {
  return (text.match(/,(?=[^\s\d])|(?<=\D),(?=\d)/g) ?? []).length >= 3;
}

/**
 * The article's own headline, when the title is that headline and a site's part joined to it by a separator: the
 * <title> "Stereophile: Matsushita's \"Sound Window\"" over the story's heading "Matsushita's \"Sound Window\"", "Biotech
 * Products Rigorously Regulated, U.S. Official Says- U.S. Department Of State" over its <h3>. The page shows the
 * headline alone: that is the article's title. Null when `line` is not such a part (or reads as no headline).
 */
export function headlineInTitle(title: string, line: string): string | null {
  const whole = title.replace(/\s+/g, ' ').trim();
  const headline = line.replace(/\s+/g, ' ').trim();
  if (headline.length === 0 || headline.length >= whole.length || !isHeadline(headline)) return null;
  const lowerWhole = whole.toLowerCase();
  const lowerHeadline = headline.toLowerCase();
  if (lowerWhole.startsWith(lowerHeadline) && SITE_PART_AFTER.test(whole.slice(headline.length))) return headline;
  if (lowerWhole.endsWith(lowerHeadline) && SITE_PART_BEFORE.test(whole.slice(0, whole.length - headline.length))) return headline;
  return null;
}

/**
 * What follows a headline in a title when it is another part: a separator, then words (" - Site", "- U.S.
 * Department"). Not a colon: after the headline it opens a subtitle ("How to Run a Content Audit: A Step-by-Step
 * Guide"), which is the title's own.
 */
const SITE_PART_AFTER = /^\s*(?:[-|–—·•_｜»›]{1,2}|::)\s*[\p{L}\p{N}]/u;
/** What comes before it: words, then a separator ("Stereophile: ", "Site | "). */
const SITE_PART_BEFORE = /[\p{L}\p{N}.!?)]\s*(?:[-|–—·•:_｜»›]{1,2}|::)\s*$/u;

/** At least three words or six Han characters. */
export function isHeadline(text: string): boolean {
  const han = countKind(text, HAN);
  const words = text.split(/\s+/).filter(Boolean).length;
  return han >= 6 || words >= 3;
}

/**
 * Whether `title` shares a key word with `text` (lower-cased): a word of four or more letters (its first five, so
 * "business" meets "businesses"), or two Han characters in a row. A plain substring test: cheap on every page.
 */
export function sharesKeyWord(title: string, text: string): boolean {
  const tokens = knownTokens(title);
  let keys = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    let key: string | null = null;
    if (countKind(token, HAN) === token.length) {
      const next = tokens[i + 1];
      if (next && countKind(next, HAN) === next.length) key = token + next;
    } else if (countKind(token, HAN) > 0) {
      // A run that joins letters or digits to Han characters ("b端产品权限系统设计", "46部电梯投入使用"): its pairs of
      // Han characters in a row are its key words.
      for (let j = 0; j + 1 < token.length; j++) {
        const pair = token.slice(j, j + 2);
        if (countKind(pair, HAN) !== 2) continue;
        keys++;
        if (text.includes(pair)) return true;
      }
      continue;
    } else if (token.length >= 4) {
      key = token.slice(0, 5);
    }
    if (key === null) continue;
    keys++;
    if (text.includes(key)) return true;
  }
  // A title without key words ("Q&A", "中国") cannot be judged: it passes.
  return keys === 0;
}

/** Word-level likeness of two titles (0..1), used to match `<h1>` against `<title>`. */
export function titleSimilarity(a: string, b: string): number {
  const tokensA = knownTokens(a);
  const tokensB = knownTokens(b);
  if (tokensA.length === 0 || tokensB.length === 0) return 0;
  const setB = new Set(tokensB);
  const shared = tokensA.filter((token) => setB.has(token)).length;
  return shared / Math.max(tokensA.length, tokensB.length);
}

/**
 * Whether titleSimilarity(a, b) >= min, without reading all of a long `a`: with more than |b| / min tokens, `a`
 * cannot share enough of them (the likeness is at most |b| / |a|). A paragraph set against the title (is this
 * line the headline again?) is decided on its first PREFIX_CHARS characters: all but the last of the tokens there
 * are tokens of the whole text.
 */
export function likenessAtLeast(a: string, b: string, min: number): boolean {
  if (min <= 0) return true;
  if (a.length > PREFIX_CHARS) {
    const most = knownTokens(b).length / min;
    if (titleTokens(a.slice(0, PREFIX_CHARS)).length - 1 > most) return false;
  }
  return titleSimilarity(a, b) >= min;
}

const PREFIX_CHARS = 400;

/**
 * titleTokens, remembered: one title is set against every heading and line near the top of the page (up to
 * twenty headings, then the article's first lines). Bounded, as furniture names are in boilerplate.ts.
 */
function knownTokens(text: string): readonly string[] {
  let tokens = tokenCache.get(text);
  if (tokens === undefined) {
    if (tokenCache.size >= TOKEN_CACHE_KEPT) tokenCache.clear();
    tokens = titleTokens(text);
    // Kept under a copy: the text may be a slice of the page's whole source, which a kept key would keep alive.
    tokenCache.set(` ${text}`.slice(1), tokens);
  }
  return tokens;
}

const tokenCache = new Map<string, string[]>();
const TOKEN_CACHE_KEPT = 256;

/**
 * The text lower-cased and in NFKC, the form titles and lines are set against each other in. ASCII is its own NFKC
 * form: most titles and openings are, and pass the normaliser by (profiled on the dev pages around the median time,
 * the normalize calls of titleTokens and partTheTextTells went from 1.5% of the extraction to 1.1%).
 */
function lowerNfkc(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFKC') : lower;
}

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * What /\p{Script=Han}|[\p{L}\p{N}]+/gu matches in the lower-cased NFKC text: each Han character alone, and
 * runs of letters and numbers (starting at one that is not Han, then taking Han too). A walk over the kinds of
 * ../text/chars.ts: the regex costs more to build in a fresh page than the matching.
 */
export function titleTokens(text: string): string[] {
  const normal = lowerNfkc(text);
  const tokens: string[] = [];
  let run = -1;
  for (let i = 0; i < normal.length; ) {
    const code = normal.codePointAt(i)!;
    const size = code > 0xffff ? 2 : 1;
    const kind = charKind(code);
    if (run >= 0 && !(kind & WORD)) {
      tokens.push(normal.slice(run, i));
      run = -1;
    }
    if (run < 0) {
      if (kind & HAN) tokens.push(normal.slice(i, i + size));
      else if (kind & WORD) run = i;
    }
    i += size;
  }
  if (run >= 0) tokens.push(normal.slice(run));
  return tokens;
}
