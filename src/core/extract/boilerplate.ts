// A structural model of page furniture that looks like prose to a density score: comment threads, share bars,
// related/recommended lists, newsletter boxes, cookie/consent banners, legal and footer text, navigation.
// Each is recognised by what the markup says it is (tag, ARIA role, class/id words), never by site.
import { attributeOf, HEADING_TAGS, tagOf } from '../text/blocks';
import { elementsWhere, hasElementWithTag } from '../text/select';
import { linkTextBelow, visibleLength } from './score';
import type { ExclusionRule } from './exclusions';
import { BOILERPLATE_WORDS, CHOICE_FORM_MAX_CHARS, CHOICE_FORM_MIN_CHOICES, COMMENT_THREAD_WORDS, CONTENT_WORDS, INLINE_MEDIA_MAX_LINK_SHARE, SLUG_MIN_SHARE, SLUG_MIN_WORDS, UPDATE_STAMP, WIDGET_MIN_LINK_SHARE } from './tunables';

/** Tags that are page furniture wherever they appear. */
const FURNITURE_TAGS: ReadonlySet<string> = new Set(['nav', 'aside', 'footer', 'menu', 'dialog']);
/** ARIA landmark roles of furniture. */
const FURNITURE_ROLES = /^(navigation|contentinfo|complementary|banner|search|dialog|alertdialog|menu|menubar|toolbar)$/;
/** Elements never excluded by a class word: they are the containers an article lives in. */
const CONTAINER_TAGS: ReadonlySet<string> = new Set(['html', 'body', 'main', 'article', 'head']);

/** Furniture by tag or ARIA role, and poll forms: excluded outright. */
export const furnitureRule: ExclusionRule = (element, tag) => {
  if (FURNITURE_TAGS.has(tag) && !(tag === 'aside' && (isCallout(element) || isInlineMedia(element) || isNotes(element))) && !(tag === 'footer' && isQuoteCitation(element))) return `<${tag}> is page furniture`;
  if (tag === 'form' && isChoiceForm(element)) return 'a poll, quiz or filter form';
  if (tag === 'address' && isAuthorAddress(element)) return "the author's byline or contact (<address>)";
  // Most elements carry no attribute at all: nothing to read.
  if (!element.hasAttributes()) return null;
  const role = attributeOf(element, 'role');
  if (role && FURNITURE_ROLES.test(role)) return `role=${role}`;
  return null;
};

/**
 * A <footer> inside a <blockquote> is the quote's attribution ("<blockquote><p>…</p><footer>— Dana Whitlock,
 * guest</footer></blockquote>", as HTML's own examples set it), not the page's footer.
 */
function isQuoteCitation(element: Element): boolean {
  const parent = element.parentElement;
  return parent !== null && tagOf(parent) === 'blockquote';
}

/**
 * An <address> is, by HTML's definition, the contact information of the article or page around it: a byline
 * ("<address>By <a rel=author>…</a>, Executive Editor</address>"), an author's e-mail, a "Last modified" footer.
 * One that names an author (a rel=author or mailto: link, "By …", "Written by …") or a change stamp is that; a
 * postal address in a shop's or clinic's text ("48 Wall St, New York") is the page's content and stays.
 */
function isAuthorAddress(element: Element): boolean {
  for (const link of element.getElementsByTagName('a')) {
    if (/(?:^|\s)author(?:\s|$)/i.test(attributeOf(link, 'rel') ?? '') || /^mailto:/i.test(attributeOf(link, 'href') ?? '')) return true;
  }
  const text = (element.textContent ?? '').trim();
  return ADDRESS_BYLINE.test(text) || UPDATE_STAMP.test(text);
}

const ADDRESS_BYLINE = /^(?:(?:written|posted|published|reviewed|edited)\s+)?by\b/i;

/**
 * A docs page's callout set as an <aside> in the text ("Note", "Tip", "Caution": Starlight's `starlight-aside
 * starlight-aside--tip`, `admonition warning`, role=note): the article's own words, not a sidebar.
 */
function isCallout(element: Element): boolean {
  const names = attributeOf(element, 'class');
  if ((names !== null && CALLOUT_CLASS.test(names)) || attributeOf(element, 'role') === 'note') return true;
  // Google's devsite and Apple's documentation name the callout by its kind alone (`<aside class="caution">`,
  // `<aside class="note" aria-label="note">`): prose, not links.
  if (names === null || !CALLOUT_KIND.test(names)) return false;
  const text = visibleLength(element.textContent ?? '');
  return text > 0 && linkTextBelow(element) <= text * INLINE_MEDIA_MAX_LINK_SHARE;
}

/**
 * A photo with its caption, a table or an embedded post that a news page sets in an <aside> inside the story (ESPN's
 * `<aside class="inline inline-photo"><figure>…<figcaption>`): the article's media, not a sidebar. Its text is
 * the caption or the cells, not links (a related-story box with a thumbnail is mostly its links).
 */
function isInlineMedia(element: Element): boolean {
  if (!hasElementWithTag(element, INLINE_MEDIA_TAGS)) return false;
  const text = visibleLength(element.textContent ?? '');
  return linkTextBelow(element) <= text * INLINE_MEDIA_MAX_LINK_SHARE;
}

const INLINE_MEDIA_TAGS: ReadonlySet<string> = new Set(['figure', 'table']);

/**
 * The text's own footnotes set as <aside>s, which its references point at: docutils and Sphinx since 2022
 * (`<aside class="footnote-list"><aside class="footnote" role="doc-footnote">`, the Python and Flask docs), and
 * DPUB-ARIA's doc-footnote and doc-endnotes roles.
 */
function isNotes(element: Element): boolean {
  const role = attributeOf(element, 'role');
  if (role !== null && NOTES_ROLE.test(role)) return true;
  const names = attributeOf(element, 'class');
  return names !== null && NOTES_CLASS.test(names);
}

const NOTES_ROLE = /^doc-(?:footnote|endnotes)$/;
const NOTES_CLASS = /(?:^|\s)(?:footnote-list|footnotes)(?=\s|$)/;

/** Not a bare "note" or "tip": a news page's "Got a tip?" box is an aside too. */
const CALLOUT_CLASS = /(?:^|[\s_-])(?:admonition|callout|aside--\w+)(?=$|[\s_-])/i;
/** A callout's kind as a whole class name: a note, caution, warning, important or key-point box (not "tip"). */
const CALLOUT_KIND = /(?:^|\s)(?:note|caution|warning|important|key-point|key-term|objective)(?=\s|$)/i;

/**
 * A small form of choices (radio buttons, check boxes): a reader poll, a quiz or a filter box. A form that wraps
 * the whole page (ASP.NET) holds far more text and is left alone.
 */
function isChoiceForm(form: Element): boolean {
  if (elementsWhere(form, isChoice).length < CHOICE_FORM_MIN_CHOICES) return false;
  return (form.textContent ?? '').replace(/\s+/g, '').length <= CHOICE_FORM_MAX_CHARS;
}

const isChoice = (element: Element, tag: string) => tag === 'input' && /^(radio|checkbox)$/i.test(attributeOf(element, 'type') ?? '');

const FLAG_PREFIX = 'class/id says ';
const CAMEL_CASE_JOINT = /([a-z])(?=[A-Z])/g;
/**
 * Marks a CSS-module class name: Component_part__hash, or Docusaurus's local_hash ("anchorWithStickyNavbar_LWe7" on
 * every heading, "codeBlockLines_e6Vv": a hash of 4-6 letters and digits with a capital or a digit in it).
 */
const CSS_MODULE_HASH = /__[\w-]{4,}$|[a-z]_(?=[a-z-]*[A-Z0-9])[A-Za-z0-9-]{4,6}$/;

function splitCamelCase(name: string): string {
  // Most names have no joint at all: a quick test spares them the replace (a third of reading a page's names).
  return !CAMEL_CASE_PRESENT.test(name) || CSS_MODULE_HASH.test(name) ? name : name.replace(CAMEL_CASE_JOINT, '$1-');
}

const CAMEL_CASE_PRESENT = /[a-z][A-Z]/;

/** Furniture by class/id word: only flagged, since wrappers carry such words too (see score.ts, cutFlagged). */
export const furnitureNameRule: ExclusionRule = (element, tag) => {
  if (CONTAINER_TAGS.has(tag) || !element.hasAttributes()) return null;
  // Component names are looked for on boxes only (not on every link, paragraph or span): reading five more
  // attributes of every element cost the walk about 3%.
  const id = attributeOf(element, 'id');
  const written = `${id !== null && !(HEADING_TAGS.has(tag) && (NUMBERED_ANCHOR.test(id) || sluggedFromText(id, element))) ? id : ''} ${attributeOf(element, 'class') ?? ''}${COMPONENT_BOX_TAGS.has(tag) ? componentNames(element) : ''}`;
  if (written.length < 3) return null;
  // Read afresh for every element: a cache of names read before (a page repeats its names) cost more than it saved,
  // hashing a new string per element (bench:speed's cold walk, every 3rd dev page: 0.98 ms with it, 0.94 without).
  const flag = flagOfNames(written, tag);
  if (flag === WIDGET_FLAG) return widgetFlag(element);
  // A phrase inside a sentence is a word of it, whatever its class: Mozilla Support names the UI it tells the reader
  // to click <span class="menu">Edit</span> ("select <span class="menu">Edit</span> to change the title").
  return flag !== null && PHRASE_TAGS.has(tag) && inRunningText(element) ? null : flag;
};

const TEXT_NODE = 3;

/**
 * A heading's id that is a word and a number ("menu_1", "section-3", "toc2"): the anchor a table of contents points
 * at, one of a series, naming the heading's place and not its role (携程's travel notes set id="menu_1" … "menu_6"
 * on their day headings, which the page's side menu links to).
 */
const NUMBERED_ANCHOR = /^[a-z]+[-_]?\d+$/i;

/** Inline elements that can be a word or phrase of a sentence. */
const PHRASE_TAGS: ReadonlySet<string> = new Set(['span', 'em', 'strong', 'b', 'i', 'kbd', 'code', 'samp', 'var', 'mark', 'u', 'small']);

/** Whether words of the sentence stand right before or after `element` in its parent (text, not just spaces). */
function inRunningText(element: Element): boolean {
  const words = (node: Node | null) => node !== null && node.nodeType === TEXT_NODE && /[\p{L}\p{N}]/u.test((node as Text).data);
  return words(element.previousSibling) || words(element.nextSibling);
}

/**
 * Whether an id is the anchor a page made from the element's own words ("h-why-use-social-shopping" on "Why Use
 * Social Shopping?", WordPress's heading anchors; Markdown renderers write "related-work" on "Related work"): it names
 * the text, not the element's role, so a furniture word in it ("social", "related") says nothing. At least
 * SLUG_MIN_WORDS of its words, and SLUG_MIN_SHARE of them, must be words of the text: a lone word ("comments" on
 * "Comments") proves nothing, and such a heading stays flagged.
 */
function sluggedFromText(id: string, element: Element): boolean {
  const idWords = id.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (idWords.length < SLUG_MIN_WORDS) return false;
  const textWords = new Set((element.textContent ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const shared = idWords.filter((word) => textWords.has(word)).length;
  return shared >= SLUG_MIN_WORDS && shared >= idWords.length * SLUG_MIN_SHARE;
}

/**
 * The names a component framework writes where class names are hashes (styled-components' "sc-1wmvf3e-0 dRvChw"):
 * its test and component attributes ("newsletter-signup-inline", "inline-readmore", "comp: related-keywords"), a
 * name written as a path read word by word (Target's data-test="@web/Recommendations/Carousel").
 */
function componentNames(element: Element): string {
  let names = '';
  for (const attribute of COMPONENT_NAME_ATTRIBUTES) {
    const value = attributeOf(element, attribute);
    if (value) names += ` ${value.replace(/[:.,/@]/g, ' ')}`;
  }
  return names;
}

const COMPONENT_BOX_TAGS: ReadonlySet<string> = new Set(['div', 'section', 'aside', 'ul', 'ol', 'dl', 'header', 'footer', 'nav', 'figure', 'form', 'table']);

const COMPONENT_NAME_ATTRIBUTES = ['data-testid', 'data-test-id', 'data-test', 'data-component', 'data-module', 'data-qa'];

const WIDGET_FLAG = 'class/id says "widget"';
const WIDGET_WORD = /(?<![A-Za-z0-9])widget(?![A-Za-z0-9])/g;

/**
 * "widget" names a sidebar's boxes (latest stories, a tag cloud, a menu) and also every block a page builder lays out
 * (SiteOrigin's "so-panel widget", HubSpot's "hs_cos_wrapper_widget": a service page's sections, its FAQ): alone, it
 * makes a box furniture only when WIDGET_MIN_LINK_SHARE of its text is links. Read per element, after the cache of
 * names: the same names mark both kinds on one page. Beside another furniture word ("widget ad", "widget menu"),
 * that word decides (flagOfNames).
 */
function widgetFlag(element: Element): string | null {
  const text = visibleLength(element.textContent ?? '');
  return linkTextBelow(element) >= text * WIDGET_MIN_LINK_SHARE ? WIDGET_FLAG : null;
}

/** A class name that states what the element has ("has-ad", "mv-create-has-ad", "with-share"), not what it is. */
const MODIFIER_NAME = /(?<=^|\s)(?:\S*[-_])?(?:has|with)[-_]\S+/gi;
const MODIFIER_NAME_PRESENT = /(?:^|[\s_-])(?:has|with)[-_]/i;

function flagOfNames(written: string, tag: string): string | null {
  // camelCase names are words too: "commentsDiv", "relatedStories" (L3S-GN1 dev ids 0.9308 → 0.9360, 20 pages
  // up, 2 down by 0.02; held-out unchanged). Not in CSS-module names ("WidgetWrapper_Anchor__1bgMA"): they name
  // a component, which wraps whatever it shows (WCXB dev-0187: an article in twelve "WidgetWrapper" blocks
  // went from 0.93 to 0.27 when those were split; splitting only lower-case-first names lost 0.002 on L3S).
  // A modifier says what the element has, not what it is: Mediavine's recipe card is "mv-create-has-ad".
  const own = MODIFIER_NAME_PRESENT.test(written) ? written.replace(MODIFIER_NAME, ' ') : written;
  const names = own.includes('_') ? own.split(/\s+/).map(splitCamelCase).join(' ') : splitCamelCase(own);
  let word = BOILERPLATE_WORDS.exec(names);
  if (!word) return null;
  // "widget ad", "widget menu": the other word says what the widget is.
  if (word[1] === 'widget') word = BOILERPLATE_WORDS.exec(names.replace(WIDGET_WORD, '      ')) ?? word;
  // A code highlighter's token ("token comment", "hljs-comment", "cm-comment") is a line of the code it colours.
  if (SYNTAX_TOKEN.test(written)) return null;
  // Something set between the paragraphs is a related-story link on a news page, but the guide's own code block or
  // note where the names say so (Rails Guides: "interstitial code", "interstitial note", "interstitial warning").
  if (word[1]!.toLowerCase() === 'interstitial' && INTERSTITIAL_TEXT.test(names)) return null;
  // "post-comments-count" inside "entry-content": a content word in the same names protects the element — unless
  // it is one of a series of comments ("comments-body" after "comments-body"), which score.ts decides.
  // Not a <p>: Word names a style "MsoCommentText", and its pages' paragraphs carry it.
  // Not when the furniture word says whose content it is (namesFurnitureContent).
  // A CSS-module name's component is whose part it names ("article_copyright__J4zRx": the article component's
  // copyright line): the content word there protects nothing.
  // Nor when the name joins a content word to "recommendations" as the thing it qualifies: Springer's
  // "c-article-recommendations" are the article's recommendations. Not "related": ABC's "storyRelatedMedia" holds
  // the story's own photos (4 dev pages moved, 3 down, when "related" was read so).
  const protectedBy = CONTENT_WORDS.test(names) && CONTENT_WORDS.test(names.replace(MODULE_PART_NAME, ' ')) && !qualifiedFurniture(word, names);
  if (protectedBy && !namesFurnitureContent(word[1]!, names.slice(word.index + word[0].length))) {
    return tag !== 'p' && COMMENT_WORD.test(word[1]!) ? `${SERIES_FLAG_PREFIX}"${word[1]}"` : null;
  }
  return `${FLAG_PREFIX}"${word[1]}"`;
}

/** True when the furniture `word` is a QUALIFIED_WORD after a content word in a name ("article-recommendations"). */
function qualifiedFurniture(word: RegExpExecArray, names: string): boolean {
  if (!QUALIFIED_WORD.test(word[1]!)) return false;
  return CONTENT_WORD_BEFORE.test(names.slice(0, word.index + word[0].length - word[1]!.length));
}

const QUALIFIED_WORD = /^recommend(?:ed|ations)?$/i;
const CONTENT_WORD_BEFORE = /(?:^|[\s_-])(?:article|post|entry|story|content|main|body|text|blog|news)[-_]$/i;

/**
 * A furniture word followed, in the same name, by a content word it qualifies: "related-content", "menuContent",
 * "modal-body", "share-article", "footer-content" — the box holds that furniture's content. Comment words keep the
 * content word's protection ("comment-article": some pages' truth keeps comments), and so does "-text" after the
 * page's closing words: "footer_text" on an old page names a type style its story is set in (CleanEval final-724).
 */
function namesFurnitureContent(word: string, after: string): boolean {
  if (COMMENT_WORD.test(word)) return false;
  return (CLOSING_WORD.test(word) ? BOX_CONTENT : FURNITURE_OF_CONTENT).test(after);
}

/** A CSS-module name with a part: Component_part__hash, "article_copyright__J4zRx" (not BEM's "article__bd__footer"). */
const MODULE_PART_NAME = /(?:^|\s)[A-Za-z][A-Za-z0-9-]*_[a-z][A-Za-z-]*__(?=[\w-]*[A-Z0-9])[\w-]{4,}(?=\s|$)/g;

const INTERSTITIAL_TEXT = /(?:^|[\s_-])(?:code|note|info|tip|warning|caution|important|example)(?=$|[\s_-])/i;

/** Class names code highlighters give the pieces of code they colour: Prism, highlight.js, CodeMirror, Ace. */
const SYNTAX_TOKEN = /(?:^|\s)(?:token|hljs-[\w-]+|cm-[\w-]+|ace_[\w-]+)(?=\s|$)/;

const FURNITURE_OF_CONTENT = /^[-_](?:content|body|text|article|story|entry|news)(?=$|[\s_-])/i;
const BOX_CONTENT = /^[-_](?:content|body|article|story|entry|news)(?=$|[\s_-])/i;
const CLOSING_WORD = /^(?:footer|copyright|legal|disclaimer)$/i;

const COMMENT_WORD = new RegExp(`^(?:${COMMENT_THREAD_WORDS.source})$`, 'i');
const SERIES_FLAG_PREFIX = 'series of ';

/** True for the flag of an element named as a comment beside a content word: furniture only in a series. */
export function isSeriesFlag(flag: string): boolean {
  return flag.startsWith(SERIES_FLAG_PREFIX);
}

/** The flag such an element gets when it is one of a series: a comment thread's. */
export function seriesToThreadFlag(flag: string): string {
  return FLAG_PREFIX + flag.slice(SERIES_FLAG_PREFIX.length);
}

const COMMENT_THREAD_FLAG = new RegExp(`^${FLAG_PREFIX}"(?:${COMMENT_THREAD_WORDS.source})"$`, 'i');

const FLAG_WORD = /"([^"]*)"$/;

/** True when a furnitureNameRule flag names a comment thread or the page's closing words (copyright, legal, …). */
export function namesClosingOrComment(flag: string): boolean {
  const word = FLAG_WORD.exec(flag)?.[1] ?? '';
  return COMMENT_WORD.test(word) || CLOSING_WORD.test(word);
}

/** True when furnitureNameRule flagged an element for the word "related" in its names (a "related-label"). */
export function isRelatedFlag(flag: string): boolean {
  return flag === RELATED_FLAG;
}

const RELATED_FLAG = `${FLAG_PREFIX}"related"`;

/** True when furnitureNameRule flagged an element for naming a comment thread ("comments", "disqus", …). */
export function isCommentThreadFlag(flag: string): boolean {
  return COMMENT_THREAD_FLAG.test(flag);
}
