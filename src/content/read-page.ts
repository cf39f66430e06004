// Reads the live page for the clipper. Runs in the content script's isolated world, injected on demand; it only
// reads the DOM (the engine never mutates the document it is given) and returns a structured-clonable result.
import { bookmarkResult } from '../core/bookmark';
import { extract, extractFromRoot, extractFullPage } from '../core/extract/engine';
import { readMetadata } from '../core/metadata';
import type { ClipMode, ExtractResult, ReadabilityRunner } from '../core/types';
import { holdsShadowText, liveShadows, type ShadowSource } from '../core/extract/shadow';
import type { HtmlSanitizer, PageComposer, PageExtras } from './extras';
import { EXTRAS_WANTED, sanitizesInPage, type PageReading, type ReaderAnswer, type ReadOptions } from './protocol';
import { scrollForLazyImages } from './lazy-images';
import { MAX_CLIP_TEXT_CHARS } from './tunables';

/** Boxes the reader cannot see are not part of what they clip: display:none, visibility:hidden or collapse. */
export function isHiddenByStyle(element: Element): boolean {
  // Most elements are visible, and checkVisibility() answers that without building a computed-style object
  // (on dev-set pages in Chromium, 24 % less time than getComputedStyle on every element; the same answer on
  // all 23,123 elements of 30 pages). Its "not visible" is wider than ours (display:contents, closed <details>,
  // content-visibility, detached nodes), so that answer is checked against the computed style.
  if (typeof element.checkVisibility === 'function' && element.checkVisibility({ visibilityProperty: true })) return false;
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  const style = view.getComputedStyle(element);
  return style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse';
}

/**
 * A host's shadow root, closed ones too where the browser lets an extension see them (Chrome's
 * chrome.dom.openOrClosedShadowRoot, Firefox's element.openOrClosedShadowRoot): a closed root's text is on the
 * reader's screen all the same. The extension's call is made only for custom elements, the usual closed hosts,
 * so that the walk over a big page stays a property read per element.
 */
function shadowRootOf(host: Element): ShadowRoot | null {
  if (host.shadowRoot) return host.shadowRoot;
  if (!host.localName.includes('-')) return null;
  const firefox = (host as Element & { openOrClosedShadowRoot?: ShadowRoot | null }).openOrClosedShadowRoot;
  if (firefox !== undefined) return firefox;
  try {
    return globalThis.chrome?.dom?.openOrClosedShadowRoot?.(host as HTMLElement) ?? null;
  } catch {
    return null;
  }
}

const pageShadows: ShadowSource = liveShadows(shadowRootOf);

/** A detached copy of what is selected: the page's own nodes are never moved or touched. */
export function selectionRoot(doc: Document): Element | null {
  const selection = doc.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const container = doc.createElement('div');
  for (let i = 0; i < selection.rangeCount; i++) container.append(selection.getRangeAt(i).cloneContents());
  return container.textContent?.trim() ? container : null;
}

/**
 * Runs the engine for one mode on the page as it is now. The body is passed through `sanitize`, or left as the
 * engine built it when that is undefined (a preview: the popup sanitizes it before any use); callers must say.
 * Without `readability`, an article reading whose engine wants the Readability fallback answers EXTRAS_WANTED.
 */
function readPageNow(mode: ClipMode, sanitize: HtmlSanitizer | undefined, readability: ReadabilityRunner | undefined, compose: PageComposer | undefined, doc: Document): ReaderAnswer {
  const url = doc.location?.href ?? doc.URL;
  const selected = selectionRoot(doc);
  const readsSelection = mode === 'selection' && selected !== null;
  // Text drawn in shadow roots is read from a composed copy of the page (see ../core/extract/shadow.ts), built
  // by the extras; the browser is asked what is hidden of the page's own elements behind the copy's. A bookmark
  // reads only the head, and a selection is copied as it stands.
  let page = doc;
  let isHidden = isHiddenByStyle;
  if (mode !== 'bookmark' && !readsSelection && holdsShadowText(doc, pageShadows)) {
    if (!compose) return EXTRAS_WANTED;
    const composed = compose(doc, pageShadows);
    page = composed.doc;
    isHidden = (element) => {
      const original = composed.originalOf(element);
      return original ? isHiddenByStyle(original) : false;
    };
  }
  let fallbackWanted = false;
  const options = {
    url,
    isHidden,
    maxTextChars: MAX_CLIP_TEXT_CHARS,
    readability: readability ?? (() => {
      fallbackWanted = true;
      return null;
    }),
  };
  let result: ExtractResult;
  if (mode === 'bookmark') result = bookmarkResult(readMetadata(doc, url));
  else if (readsSelection) result = extractFromRoot(selected, doc, options);
  else if (mode === 'fullpage') result = extractFullPage(page, options);
  else result = extract(page, options);
  if (fallbackWanted) return EXTRAS_WANTED;
  const win = (doc.defaultView ?? window) as Window & typeof globalThis;
  result = { ...result, html: result.html && sanitize ? sanitize(result.html, win) : result.html };
  if (result.cutShort) result = withCutShortNote(result, doc);
  return { url, pageTitle: doc.title, hasSelection: selected !== null, result };
}

/**
 * A body cut short (time budget, size cap) says so at its end, in the clip itself: the preview, the library and
 * every export then show that the rest of the page is missing. Never a silent truncation.
 */
export function withCutShortNote(result: ExtractResult, doc: Document): ExtractResult {
  const words = cutShortWords(result);
  const note = doc.createElement('p');
  const emphasis = doc.createElement('em');
  emphasis.textContent = words;
  note.append(emphasis);
  return { ...result, html: `${result.html}<hr>${note.outerHTML}`, text: `${result.text}\n\n${words}` };
}

/** The reader's language when the extension's strings are there (not under tests or the CLI), else the engine's note. */
function cutShortWords(result: ExtractResult): string {
  const key = result.cutShort === 'size' ? 'content_cut_short_size' : 'content_cut_short_time';
  const localized = globalThis.chrome?.i18n?.getMessage?.(key, [MAX_CLIP_TEXT_CHARS.toLocaleString(globalThis.chrome.i18n.getUILanguage?.() || 'en')]);
  return localized || `Pith: ${result.note ?? 'the article was cut short'}.`;
}

/**
 * Reads the page for the background. `extras` are the page's extras when the background has sent them; a reading
 * that needs them and finds none (one that sanitizes here, or an article whose engine wants the fallback)
 * answers EXTRAS_WANTED instead, before scrolling when it can tell at once.
 */
export async function readPage(mode: ClipMode, options: ReadOptions = {}, doc: Document = document, extras: PageExtras | undefined = globalThis.__pithExtras): Promise<ReaderAnswer> {
  const sanitizes = sanitizesInPage(mode, options);
  if (sanitizes && !extras) return EXTRAS_WANTED;
  if (options.scrollForLazyImages && mode !== 'bookmark' && doc.defaultView) await scrollForLazyImages(doc.defaultView);
  return readPageNow(mode, sanitizes ? extras?.sanitize : undefined, extras?.readability, extras?.compose, doc);
}
