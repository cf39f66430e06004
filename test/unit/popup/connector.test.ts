// The popup's first preview is the answer early.ts asked for while the popup's HTML was parsed, when it fits;
// anything else is asked of the background again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreviewResponse } from '../../../src/shared/messages';

const sent: unknown[] = [];
vi.mock('../../../src/shared/messenger', () => ({
  send: async (name: string, payload: { tabId: number; mode: string }) => {
    sent.push([name, payload]);
    return { ok: true, preview: { tabId: payload.tabId, mode: payload.mode, url: 'https://asked.example/', pageTitle: 'Asked', hasSelection: false, result: {} } };
  },
}));

const { backgroundConnector } = await import('../../../src/popup/connector');

const earlyAnswer = (mode: 'article' | 'fullpage'): PreviewResponse =>
  ({ ok: true, preview: { tabId: 7, mode, url: 'https://early.example/', pageTitle: 'Early', hasSelection: false, result: {} } }) as unknown as PreviewResponse;

const early = (response: Promise<PreviewResponse | undefined>) => ({ tabId: 7, response });

describe('the popup connector and the early request', () => {
  beforeEach(() => void (sent.length = 0));

  it('answers the first preview with the early answer when tab and mode match, and asks for later ones', async () => {
    const connector = backgroundConnector(early(Promise.resolve(earlyAnswer('article'))));
    expect(await connector.preview(7, 'article')).toMatchObject({ preview: { url: 'https://early.example/' } });
    expect(sent).toEqual([]);
    expect(await connector.preview(7, 'article')).toMatchObject({ preview: { url: 'https://asked.example/' } });
    expect(sent).toEqual([['preview', { tabId: 7, mode: 'article' }]]);
  });

  it('keeps an early failure (a restricted page is restricted in every mode)', async () => {
    const refused = { ok: false, reason: 'restricted', message: 'No.', url: 'chrome://version', pageTitle: '' } as const;
    const connector = backgroundConnector(early(Promise.resolve(refused)));
    expect(await connector.preview(7, 'article')).toEqual(refused);
    expect(sent).toEqual([]);
  });

  it.each([
    ['another mode', 7, 'fullpage' as const, async () => earlyAnswer('article')],
    ['another tab', 8, 'article' as const, async () => earlyAnswer('article')],
    ['no answer (no listener)', 7, 'article' as const, async () => undefined],
    ['a failed request', 7, 'article' as const, () => Promise.reject(new Error('Could not establish connection.'))],
  ])('asks again after %s', async (_case, tabId, mode, answer: () => Promise<PreviewResponse | undefined>) => {
    const connector = backgroundConnector(early(answer()));
    expect(await connector.preview(tabId, mode)).toMatchObject({ preview: { url: 'https://asked.example/', tabId, mode } });
    expect(sent).toEqual([['preview', { tabId, mode }]]);
  });

  it('asks the usual way when early.ts did not run', async () => {
    await backgroundConnector().preview(7, 'article');
    expect(sent).toEqual([['preview', { tabId: 7, mode: 'article' }]]);
  });
});
