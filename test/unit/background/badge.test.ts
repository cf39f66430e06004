// The badge that confirms saves made without the popup: it clears itself, and an older save's timer never
// wipes the badge of a newer save on the same tab.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const state = { text: new Map<number, string>(), title: new Map<number, string>() };

vi.mock('webextension-polyfill', () => ({
  default: {
    action: {
      setBadgeBackgroundColor: async () => undefined,
      setBadgeText: async ({ tabId, text }: { tabId: number; text: string }) => void state.text.set(tabId, text),
      setTitle: async ({ tabId, title }: { tabId: number; title: string }) => void state.title.set(tabId, title),
    },
    i18n: { getMessage: (key: string) => (key === 'ext_action_title' ? 'Clip with Pith' : key), getUILanguage: () => 'en' },
  },
}));

const { showBadge } = await import('../../../src/background/badge');

describe('save badge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows ✓ with the title, then resets to the action title', async () => {
    await showBadge(1, true, 'Saved to Pith: A');
    expect(state.text.get(1)).toBe('✓');
    expect(state.title.get(1)).toBe('Saved to Pith: A');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.text.get(1)).toBe('');
    expect(state.title.get(1)).toBe('Clip with Pith');
  });

  it('keeps a newer badge for its full time even when an older one was about to clear', async () => {
    await showBadge(2, true, 'Saved to Pith: first');
    await vi.advanceTimersByTimeAsync(3_000);
    await showBadge(2, false, 'Pith could not save this page: disk full');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(state.text.get(2)).toBe('!');
    expect(state.title.get(2)).toBe('Pith could not save this page: disk full');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(state.text.get(2)).toBe('');
  });
});
