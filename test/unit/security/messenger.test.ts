// The background's message transport: the listener `handleMessages` registers answers only this extension's own
// pages, only named messages, only valid payloads — a content script, a web page or another extension gets
// nothing (not even an error), and no handler runs.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SenderInfo } from '../../../src/shared/messages';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
type Listener = (message: unknown, sender: SenderInfo) => Promise<unknown> | undefined;
const registered: Listener[] = [];

vi.mock('webextension-polyfill', () => ({
  default: {
    runtime: {
      id: ID,
      getURL: (path: string) => `${ORIGIN}/${path.replace(/^\//, '')}`,
      onMessage: { addListener: (listener: Listener) => registered.push(listener) },
    },
  },
}));
const { handleMessages } = await import('../../../src/shared/messenger');

const calls: string[] = [];
const handler = (name: string) => async (payload: unknown) => {
  calls.push(name);
  return { ok: true, echoed: payload };
};

beforeEach(() => {
  registered.length = 0;
  calls.length = 0;
  handleMessages({
    ping: handler('ping'),
    preview: handler('preview'),
    save: handler('save'),
    findByUrl: handler('findByUrl'),
    openLibrary: handler('openLibrary'),
    libraryFacets: handler('libraryFacets'),
  } as never);
});

const popup: SenderInfo = { id: ID, url: `${ORIGIN}/src/popup/index.html` };
const save = { pith: 'save', payload: { tabId: 1, mode: 'article', title: 't', notebook: 'Inbox', tags: [] } };

describe('handleMessages', () => {
  it('answers our own pages', async () => {
    expect(await registered[0]!(save, popup)).toMatchObject({ ok: true });
    expect(calls).toEqual(['save']);
  });

  it.each<[string, SenderInfo]>([
    ['a content script in a web page (same extension id, page URL)', { id: ID, url: 'https://evil.example/article', tab: { id: 7 } }],
    ['another extension', { id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', url: 'chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/page.html' }],
    ['a look-alike origin', { id: ID, url: `chrome-extension://${ID}.evil.example/x.html` }],
    ['no URL at all', { id: ID }],
    ['a web page (no id)', { url: 'https://evil.example/' }],
  ])('ignores %s: no answer, no handler', async (_who, sender) => {
    expect(registered[0]!(save, sender)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('ignores what is not ours and refuses malformed payloads without running the handler', async () => {
    expect(registered[0]!({ action: 'save' }, popup)).toBeUndefined();
    expect(registered[0]!({ pith: 'constructor', payload: {} }, popup)).toBeUndefined();
    expect(registered[0]!('save', popup)).toBeUndefined();
    expect(await registered[0]!({ pith: 'save', payload: { ...save.payload, title: 'x'.repeat(2_001) } }, popup)).toMatchObject({ ok: false });
    expect(await registered[0]!({ pith: 'findByUrl', payload: { url: 42 } }, popup)).toMatchObject({ ok: false });
    expect(calls).toEqual([]);
  });
});
