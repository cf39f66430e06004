// @vitest-environment jsdom
// The popup's filing advice on the real popup markup, against a stand-in background: a confident notebook is
// picked, an unsure one is offered as a chip, suggested tags are chips to add, and a filtered topic shows a notice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtractResult } from '../../../src/core/types';
import type { FilingAdvice, PageText } from '../../../src/shared/filing';
import type { SuggestResponse } from '../../../src/shared/messages';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { PreviewingBackground } from '../popup/stand-ins';

// The popup's strings come from the real English messages (stand-ins.ts).
vi.mock('webextension-polyfill', async () => (await import('../popup/stand-ins')).englishPolyfill());

const { ClipPopup } = await import('../../../src/popup/popup');
const MARKUP = readFileSync(join(import.meta.dirname, '../../../src/popup/index.html'), 'utf8');

const extracted: ExtractResult = {
  ok: true,
  html: '<h1>Creamy Mushroom Risotto</h1><p>Stir in the arborio rice and add the stock a ladle at a time.</p>',
  text: 'Creamy Mushroom Risotto\nStir in the arborio rice and add the stock a ladle at a time.',
  metadata: { title: 'Creamy Mushroom Risotto', byline: null, published: null, modified: null, siteName: null, lang: 'en', canonicalUrl: null, leadImage: null, excerpt: 'Risotto without fuss.', keywords: ['risotto'] },
  wordCount: 20,
  readingMinutes: 1,
  confidence: 0.9,
  method: 'ttd',
  engineVersion: 'test',
  debug: [],
  ms: 2,
};

class Background extends PreviewingBackground {
  asked: PageText[] = [];
  constructor(private readonly advice: FilingAdvice) {
    super({ url: 'https://kitchen.test/risotto', pageTitle: 'Risotto', result: extracted }, { notebooks: ['Inbox', 'Databases', 'Cooking'], tags: ['recipe', 'sql'] });
  }
  async suggest(page: PageText): Promise<SuggestResponse> {
    this.asked.push(page);
    return { ok: true, advice: this.advice };
  }
}

function advice(overrides: Partial<FilingAdvice> = {}): FilingAdvice {
  return {
    suggestion: { notebook: { name: 'Cooking', confidence: 0.8, preselect: true }, tags: [{ name: 'recipe', score: 1 }, { name: 'italian', score: 0.6 }] },
    warning: null,
    timing: { syncMs: 1, filterMs: 0, suggestMs: 1 },
    ...overrides,
  };
}

const settle = async () => {
  for (let i = 0; i < 4; i++) await new Promise((done) => setTimeout(done, 0));
};
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const chip = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('#suggested button')].find((button) => button.getAttribute('aria-label') === name);

async function open(background: Background): Promise<void> {
  document.documentElement.innerHTML = new DOMParser().parseFromString(MARKUP, 'text/html').documentElement.innerHTML; // test setup only
  const popup = new ClipPopup({ doc: document, connector: background, settings: DEFAULT_SETTINGS, tabId: 3, closeWindow: () => undefined, writeClipboard: async () => undefined });
  await popup.start();
  await settle();
}

describe('filing advice in the popup', () => {
  let background: Background;
  beforeEach(() => {
    background = new Background(advice());
  });

  it('asks with the preview’s text and picks a confident notebook, which Save then uses', async () => {
    await open(background);
    expect(background.asked).toHaveLength(1);
    expect(background.asked[0]).toMatchObject({ title: 'Creamy Mushroom Risotto', keywords: ['risotto'], lang: 'en' });
    expect($<HTMLSelectElement>('#notebook').value).toBe('Cooking');
    expect(chip('File in the suggested notebook Cooking')).toBeUndefined();
    $('#save').click();
    await settle();
    expect(background.saves[0]?.notebook).toBe('Cooking');
  });

  it('offers an unsure notebook as a chip and suggested tags as chips that add the tag', async () => {
    background = new Background(advice({ suggestion: { notebook: { name: 'Databases', confidence: 0.1, preselect: false }, tags: [{ name: 'recipe', score: 1 }] } }));
    await open(background);
    expect($<HTMLSelectElement>('#notebook').value).toBe('Inbox');
    expect($('#suggested').hidden).toBe(false);
    expect($('#suggested').getAttribute('role')).toBe('group');
    chip('File in the suggested notebook Databases')!.click();
    expect($<HTMLSelectElement>('#notebook').value).toBe('Databases');
    chip('Add the suggested tag recipe')!.click();
    expect([...document.querySelectorAll('#tag-list li span')].map((item) => item.textContent)).toEqual(['recipe']);
    expect(chip('Add the suggested tag recipe')).toBeUndefined();
    expect($('#suggested').dataset.advised).toBe('true');
  });

  it('never overrides a notebook the reader picked before the advice came', async () => {
    let answer: (value: SuggestResponse) => void = () => undefined;
    background.suggest = () => new Promise<SuggestResponse>((done) => (answer = done));
    await open(background);
    const select = $<HTMLSelectElement>('#notebook');
    select.value = 'Databases';
    select.dispatchEvent(new Event('change'));
    answer({ ok: true, advice: advice() });
    await settle();
    expect(select.value).toBe('Databases');
    expect(chip('File in the suggested notebook Cooking')).toBeDefined();
  });

  it('shows a status notice with the topic and its top words when the page is in a filtered topic', async () => {
    background = new Background(advice({ warning: { topic: 'Celebrity gossip', score: 0.8, words: ['rumours', 'insider'] } }));
    await open(background);
    const notice = $('#topic-warning');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('Celebrity gossip');
    expect(notice.textContent).toContain('rumours, insider');
  });

  it('offers no chip for the notebook already chosen (the default Inbox is a notebook too)', async () => {
    background = new Background(advice({ suggestion: { notebook: { name: 'Inbox', confidence: 0, preselect: false }, tags: [] } }));
    await open(background);
    expect(chip('File in the suggested notebook Inbox')).toBeUndefined();
    expect($('#suggested').hidden).toBe(true);
  });

  it('shows nothing when there is no advice', async () => {
    background = new Background(advice({ suggestion: { notebook: null, tags: [] } }));
    await open(background);
    expect($('#suggested').hidden).toBe(true);
    expect($('#topic-warning').textContent).toBe('');
    expect($<HTMLSelectElement>('#notebook').value).toBe('Inbox');
  });
});
