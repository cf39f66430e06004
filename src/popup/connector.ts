// The popup's only door to the background. Popup logic takes a `PopupConnector`, so unit tests drive it with a
// stand-in (darkreader's connector/mock pattern) and the real one is a thin wrapper over the typed messages.
import type { ClipMode } from '../core/types';
import type { PageText } from '../shared/filing';
import type { PreviewResponse, ResponseOf, SaveRequest, SaveResponse, SuggestResponse } from '../shared/messages';
import { send } from '../shared/messenger';
import type { EarlyAnswers } from './early';

type EarlyPreview = NonNullable<EarlyAnswers['preview']>;

export type EarlierClip = ResponseOf<'findByUrl'>['clips'][number];

export interface PopupConnector {
  preview(tabId: number, mode: ClipMode): Promise<PreviewResponse>;
  save(request: SaveRequest): Promise<SaveResponse>;
  earlierClips(url: string): Promise<EarlierClip[]>;
  libraryFacets(): Promise<{ notebooks: string[]; tags: string[] }>;
  openLibrary(clipId?: string): Promise<void>;
  /** Notebook and tags to suggest for the page and a filtered-topic warning; optional so stand-ins may skip filing. */
  suggest?(page: PageText): Promise<SuggestResponse>;
}

/**
 * The first preview asked for is the one early.ts asked for already, when it is for the same tab and came back
 * in the same mode (the reader's default, which `mode` normally is); anything else is asked again.
 */
async function earlyOrAsk(early: EarlyPreview | undefined, tabId: number, mode: ClipMode): Promise<PreviewResponse> {
  const answer = early?.tabId === tabId ? await early.response.catch(() => undefined) : undefined;
  if (answer && (!answer.ok || answer.preview.mode === mode)) return answer;
  return send('preview', { tabId, mode });
}

export function backgroundConnector(early?: EarlyPreview): PopupConnector {
  let pending = early;
  return {
    preview: (tabId, mode) => {
      const taken = pending;
      pending = undefined;
      return earlyOrAsk(taken, tabId, mode);
    },
    save: (request) => send('save', request),
    earlierClips: async (url) => (await send('findByUrl', { url })).clips,
    libraryFacets: () => send('libraryFacets', {}),
    suggest: (page) => send('suggest', page),
    openLibrary: async (clipId) => {
      await send('openLibrary', clipId === undefined ? {} : { clipId });
    },
  };
}
