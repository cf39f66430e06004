// Stand-ins the popup tests share: the extension's i18n answering with the real English messages, and a
// background that previews one fixed reading and records what the popup saves.
import { join } from 'node:path';
import type { ClipMode, ExtractResult } from '../../../src/core/types';
import type { Clip } from '../../../src/shared/clip';
import type { PreviewResponse, SaveRequest, SaveResponse } from '../../../src/shared/messages';
import type { PopupConnector } from '../../../src/popup/connector';

/** The `webextension-polyfill` module for `vi.mock`: English strings, substituted the way Chrome does ($1, $2). */
export async function englishPolyfill() {
  const { mergeLocales } = await import('../../../scripts/locales.mjs');
  const english = mergeLocales(join(import.meta.dirname, '../../../src')).en as Record<string, { message: string }>;
  const getMessage = (key: string, substitutions?: string | string[]) => {
    const values = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
    return (english[key]?.message ?? '').replace(/\$(\d)/g, (_, n: string) => values[Number(n) - 1] ?? '');
  };
  return { default: { i18n: { getMessage, getUILanguage: () => 'en' } } };
}

export interface PreviewedPage {
  url: string;
  pageTitle: string;
  result: ExtractResult;
}

/** A background that reads `page` for every tab and mode, records saves, and knows no earlier clips. */
export class PreviewingBackground implements PopupConnector {
  saves: SaveRequest[] = [];
  constructor(
    private readonly page: PreviewedPage,
    private readonly facets: { notebooks: string[]; tags: string[] } = { notebooks: [], tags: [] },
  ) {}
  async preview(tabId: number, mode: ClipMode): Promise<PreviewResponse> {
    const { url, pageTitle, result } = this.page;
    return { ok: true, preview: { tabId, url, pageTitle, mode, hasSelection: false, result } };
  }
  async save(request: SaveRequest): Promise<SaveResponse> {
    this.saves.push(request);
    return { ok: true, clip: { id: 'c1', title: request.title, notebook: request.notebook, created: 1 } as Clip, duplicates: 0 };
  }
  async earlierClips() {
    return [];
  }
  async libraryFacets() {
    return this.facets;
  }
  async openLibrary() {}
}
