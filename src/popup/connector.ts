// The popup's only door to the background. Popup logic takes a `PopupConnector`, so unit tests drive it with a
// stand-in (darkreader's connector/mock pattern) and the real one is a thin wrapper over the typed messages.
import type { ClipMode } from '../core/types';
import type { PageText } from '../shared/filing';
import type { PreviewResponse, ResponseOf, SaveRequest, SaveResponse, SuggestResponse } from '../shared/messages';
import { send } from '../shared/messenger';

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

export function backgroundConnector(): PopupConnector {
  return {
    preview: (tabId, mode) => send('preview', { tabId, mode }),
    save: (request) => send('save', request),
    earlierClips: async (url) => (await send('findByUrl', { url })).clips,
    libraryFacets: () => send('libraryFacets', {}),
    suggest: (page) => send('suggest', page),
    openLibrary: async (clipId) => {
      await send('openLibrary', clipId === undefined ? {} : { clipId });
    },
  };
}
