import { describe, expect, it } from 'vitest';
import { restrictionOf } from '../../../src/background/page-access';

describe('which pages the clipper may read', () => {
  it('reads ordinary web pages that have finished loading', () => {
    expect(restrictionOf({ url: 'https://example.com/post', status: 'complete' }, false)).toBeNull();
    expect(restrictionOf({ url: 'http://127.0.0.1:8080/a.html' }, false)).toBeNull();
  });

  it('refuses browser pages, source views, other extensions and pages whose address it cannot see', () => {
    for (const url of ['chrome://version/', 'edge://settings', 'about:blank', 'view-source:https://example.com/', 'chrome-extension://abc/page.html', 'moz-extension://x/y', 'data:text/html,hi', '']) {
      expect(restrictionOf({ url }, true), url).toEqual({ reason: 'restricted', kind: 'browser-page' });
    }
  });

  it('refuses extension stores and the PDF viewer', () => {
    expect(restrictionOf({ url: 'https://chromewebstore.google.com/detail/x' }, true)?.kind).toBe('store');
    expect(restrictionOf({ url: 'https://chrome.google.com/webstore/detail/x' }, true)?.kind).toBe('store');
    expect(restrictionOf({ url: 'https://addons.mozilla.org/en-US/firefox/' }, true)?.kind).toBe('store');
    expect(restrictionOf({ url: 'https://example.com/paper.PDF' }, true)?.kind).toBe('pdf');
    expect(restrictionOf({ url: 'https://example.com/pdf-guide.html' }, true)).toBeNull();
  });

  it('reads local files only when the reader allowed file access', () => {
    expect(restrictionOf({ url: 'file:///home/me/a.html' }, false)?.kind).toBe('file');
    expect(restrictionOf({ url: 'file:///home/me/a.html' }, true)).toBeNull();
  });

  it('asks to wait for pages still loading', () => {
    expect(restrictionOf({ url: 'https://example.com/', status: 'loading' }, false)).toEqual({ reason: 'loading', kind: 'loading' });
  });
});
