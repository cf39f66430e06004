// The one typed map of messages between extension contexts. The background registers a handler per name
// (`handleMessages`); callers use `send(name, payload)` and get the typed result. Every payload is checked by
// its validator before a handler sees it, and the sender is checked: only our own extension pages and our own
// injected script may talk to the background.
import type { ClipMode, ExtractResult } from '../core/types';
import type { Clip } from './clip';
import type { FilingAdvice, PageText } from './filing';

export interface PreviewRequest {
  tabId: number;
  /** Omitted: the reader's default mode (the popup's first request, sent before its settings are loaded). */
  mode?: ClipMode;
}

/** What the popup needs to render a preview: the extraction plus the page facts it came from. */
export interface PagePreview {
  tabId: number;
  url: string;
  pageTitle: string;
  mode: ClipMode;
  /** Whether the page had selected text when it was read (the popup offers the Selection mode then). */
  hasSelection: boolean;
  result: ExtractResult;
}

export type PreviewResponse =
  | { ok: true; preview: PagePreview }
  | { ok: false; reason: 'restricted' | 'loading' | 'failed'; message: string; url: string; pageTitle: string };

export interface SaveRequest {
  tabId: number;
  mode: ClipMode;
  title: string;
  notebook: string;
  tags: string[];
  /** When the page was saved before: replace that clip instead of adding another. */
  replaceId?: string;
}

export type SaveResponse = { ok: true; clip: Clip; duplicates: number } | { ok: false; message: string };

/** Where to file the page being previewed (notebook, tags) and whether it is in a filtered topic. */
export type SuggestResponse = { ok: true; advice: FilingAdvice } | { ok: false; message: string };

export interface MessageMap {
  ping: { request: Record<string, never>; response: { version: string } };
  preview: { request: PreviewRequest; response: PreviewResponse };
  save: { request: SaveRequest; response: SaveResponse };
  findByUrl: { request: { url: string }; response: { clips: Array<Pick<Clip, 'id' | 'title' | 'created' | 'notebook'>> } };
  openLibrary: { request: { clipId?: string }; response: { ok: true } };
  /** Notebooks and tags already in the library, for the popup's pickers. */
  libraryFacets: { request: Record<string, never>; response: { notebooks: string[]; tags: string[] } };
  suggest: { request: PageText; response: SuggestResponse };
}

export type MessageName = keyof MessageMap;
export type RequestOf<N extends MessageName> = MessageMap[N]['request'];
export type ResponseOf<N extends MessageName> = MessageMap[N]['response'];

/** The envelope on the wire. */
export interface Envelope<N extends MessageName = MessageName> {
  pith: N;
  payload: RequestOf<N>;
}

const MODES: readonly ClipMode[] = ['article', 'selection', 'fullpage', 'bookmark'];
const MAX_TITLE = 2_000;
const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 100;
const MAX_NOTEBOOK_LENGTH = 200;
const MAX_URL_LENGTH = 8_192;
/** A preview's article HTML or text for `suggest`: 20 MB of characters is far past any article we extracted. */
const MAX_PAGE_TEXT = 20_000_000;
const MAX_KEYWORDS = 200;

type Validator<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTabId = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isMode = (value: unknown): value is ClipMode => MODES.includes(value as ClipMode);
const isBoundedString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** Checks every message's payload: shape and sizes. */
export const validators: { [N in MessageName]: Validator<RequestOf<N>> } = {
  ping: (value): value is Record<string, never> => isRecord(value),
  preview: (value): value is PreviewRequest => isRecord(value) && isTabId(value.tabId) && (value.mode === undefined || isMode(value.mode)),
  save: (value): value is SaveRequest =>
    isRecord(value) &&
    isTabId(value.tabId) &&
    isMode(value.mode) &&
    isBoundedString(value.title, MAX_TITLE) &&
    isBoundedString(value.notebook, MAX_NOTEBOOK_LENGTH) &&
    Array.isArray(value.tags) &&
    value.tags.length <= MAX_TAGS &&
    value.tags.every((tag) => isBoundedString(tag, MAX_TAG_LENGTH)) &&
    (value.replaceId === undefined || isBoundedString(value.replaceId, 100)),
  findByUrl: (value): value is { url: string } => isRecord(value) && isBoundedString(value.url, MAX_URL_LENGTH),
  openLibrary: (value): value is { clipId?: string } =>
    isRecord(value) && (value.clipId === undefined || isBoundedString(value.clipId, 100)),
  libraryFacets: (value): value is Record<string, never> => isRecord(value),
  suggest: (value): value is PageText =>
    isRecord(value) &&
    isBoundedString(value.title, MAX_TITLE) &&
    isBoundedString(value.html, MAX_PAGE_TEXT) &&
    isBoundedString(value.text, MAX_PAGE_TEXT) &&
    (value.excerpt === undefined || value.excerpt === null || isBoundedString(value.excerpt, MAX_TITLE)) &&
    (value.lang === undefined || value.lang === null || isBoundedString(value.lang, 100)) &&
    (value.keywords === undefined ||
      (Array.isArray(value.keywords) && value.keywords.length <= MAX_KEYWORDS && value.keywords.every((word) => isBoundedString(word, MAX_TAG_LENGTH)))),
};

export function isEnvelope(value: unknown): value is Envelope {
  return isRecord(value) && typeof value.pith === 'string' && Object.hasOwn(validators, value.pith);
}

/** The facts about a sender the background needs; mirrors `runtime.MessageSender`. */
export interface SenderInfo {
  id?: string;
  url?: string;
  tab?: { id?: number };
}

/**
 * Only our own extension pages (popup, library, settings) may call the background. Our injected script does not
 * send messages: the background reads its result from `scripting.executeScript`, so no page can pose as it.
 */
export function isTrustedSender(sender: SenderInfo, extensionId: string, extensionOrigin: string): boolean {
  if (sender.id !== extensionId) return false;
  if (!sender.url) return false;
  // The whole origin and then a path: a bare prefix would also accept "chrome-extension://<id>.evil.example/".
  const origin = extensionOrigin.replace(/\/+$/, '');
  return sender.url === origin || sender.url.startsWith(`${origin}/`);
}
