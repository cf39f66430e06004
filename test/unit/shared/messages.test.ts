import { describe, expect, it } from 'vitest';
import { isEnvelope, isTrustedSender, validators } from '../../../src/shared/messages';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;

describe('message map', () => {
  it('accepts only envelopes naming a known message', () => {
    expect(isEnvelope({ pith: 'save', payload: {} })).toBe(true);
    expect(isEnvelope({ pith: 'deleteEverything', payload: {} })).toBe(false);
    expect(isEnvelope({ pith: 'toString', payload: {} })).toBe(false);
    expect(isEnvelope({ action: 'save' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });

  it('validates save payloads, sizes included', () => {
    const good = { tabId: 3, mode: 'article', title: 'A title', notebook: 'Inbox', tags: ['a', 'b'] };
    expect(validators.save(good)).toBe(true);
    expect(validators.save({ ...good, mode: 'everything' })).toBe(false);
    expect(validators.save({ ...good, tabId: -1 })).toBe(false);
    expect(validators.save({ ...good, tabId: 1.5 })).toBe(false);
    expect(validators.save({ ...good, title: 'x'.repeat(2_001) })).toBe(false);
    expect(validators.save({ ...good, tags: Array.from({ length: 51 }, (_, i) => `t${i}`) })).toBe(false);
    expect(validators.save({ ...good, tags: [{}] })).toBe(false);
    expect(validators.save({ ...good, replaceId: 42 })).toBe(false);
    expect(validators.preview({ tabId: 1, mode: 'bookmark' })).toBe(true);
    expect(validators.preview({ tabId: 1 })).toBe(true); // the popup's first request: the default mode
    expect(validators.preview({ tabId: 1, mode: 'everything' })).toBe(false);
    expect(validators.preview({ tabId: 1, mode: null })).toBe(false);
    expect(validators.preview([1, 'article'])).toBe(false);
  });

  it('trusts only this extension’s own pages', () => {
    expect(isTrustedSender({ id: ID, url: `${ORIGIN}/src/popup/index.html` }, ID, ORIGIN)).toBe(true);
    expect(isTrustedSender({ id: ID, url: 'https://evil.example/', tab: { id: 4 } }, ID, ORIGIN)).toBe(false);
    expect(isTrustedSender({ id: 'another-extension', url: `chrome-extension://another-extension/x.html` }, ID, ORIGIN)).toBe(false);
    expect(isTrustedSender({ id: ID }, ID, ORIGIN)).toBe(false);
  });
});
