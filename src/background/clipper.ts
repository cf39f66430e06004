// Turns a page reading into a stored clip. The background is the only writer of new clips.
import type { PageReading } from '../content/protocol';
import type { ClipMode } from '../core/types';
import { DEFAULT_NOTEBOOK, type Clip, type ClipDraft } from '../shared/clip';
import { ClipStore } from '../shared/store';

let storePromise: Promise<ClipStore> | undefined;

/** One open database per worker lifetime; reopened after the worker is restarted. */
export function store(): Promise<ClipStore> {
  storePromise ??= ClipStore.open().catch((error: unknown) => {
    storePromise = undefined;
    throw error;
  });
  return storePromise;
}

export interface ClipChoices {
  mode: ClipMode;
  title?: string;
  notebook?: string;
  tags?: string[];
}

export function draftFromReading(reading: PageReading, choices: ClipChoices): ClipDraft {
  const { result } = reading;
  const meta = result.metadata;
  const title = choices.title?.trim() || meta.title || reading.pageTitle || reading.url;
  const site = meta.siteName ?? hostOf(reading.url);
  return {
    url: reading.url,
    canonicalUrl: meta.canonicalUrl,
    title,
    byline: meta.byline,
    site,
    published: meta.published,
    lang: meta.lang,
    excerpt: meta.excerpt,
    leadImage: meta.leadImage,
    html: choices.mode === 'bookmark' ? '' : result.html,
    text: choices.mode === 'bookmark' ? (meta.excerpt ?? '') : result.text,
    mode: choices.mode,
    notebook: choices.notebook?.trim() || DEFAULT_NOTEBOOK,
    tags: normaliseTags(choices.tags ?? []),
    engineVersion: result.engineVersion,
    confidence: result.confidence,
    wordCount: choices.mode === 'bookmark' ? 0 : result.wordCount,
    debug: result.debug.slice(0, 200),
  };
}

export function normaliseTags(tags: string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const clean = tag.trim().replace(/^#/, '').replace(/\s+/g, ' ');
    if (clean) seen.add(clean);
  }
  return [...seen];
}

/**
 * The host name of an address; null when it has none. The worker's own copy of core's extract/urls.ts hostOf:
 * importing that one made Rollup load the Markdown chunk into the service worker.
 */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

export interface SaveOutcome {
  clip: Clip;
  /** How many clips of the same page existed before this save. */
  duplicates: number;
}

export async function saveReading(reading: PageReading, choices: ClipChoices & { replaceId?: string }): Promise<SaveOutcome> {
  const clips = await store();
  const draft = draftFromReading(reading, choices);
  const earlier = await clips.findByUrl(reading.url);
  if (choices.replaceId && earlier.some((clip) => clip.id === choices.replaceId)) {
    const clip = await clips.update(choices.replaceId, draft);
    return { clip, duplicates: earlier.length - 1 };
  }
  const clip = await clips.add(draft);
  return { clip, duplicates: earlier.length };
}
