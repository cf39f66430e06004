// @vitest-environment jsdom
// The popup's behaviour against a stand-in for the background (the connector), on the real popup markup.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClipMode, ExtractResult } from '../../../src/core/types';
import type { Clip } from '../../../src/shared/clip';
import type { PreviewResponse, SaveRequest, SaveResponse } from '../../../src/shared/messages';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings';
import type { EarlierClip, PopupConnector } from '../../../src/popup/connector';

// The popup's strings come from the real English messages (stand-ins.ts).
vi.mock('webextension-polyfill', async () => (await import('./stand-ins')).englishPolyfill());

const { ClipPopup } = await import('../../../src/popup/popup');

const MARKUP = readFileSync(join(import.meta.dirname, '../../../src/popup/index.html'), 'utf8');
const URL_OF_PAGE = 'https://slow.example/post.html';

function result(html: string, overrides: Partial<ExtractResult> = {}): ExtractResult {
  return {
    ok: true,
    html,
    text: html.replace(/<[^>]+>/g, ''),
    metadata: { title: 'Why Sourdough Needs Time', byline: 'Maria Keller', published: '2026-03-14T09:30:00Z', modified: null, siteName: 'The Slow Kitchen', lang: 'en', canonicalUrl: null, leadImage: null, excerpt: 'Long fermentation.', keywords: [] },
    wordCount: 1234,
    readingMinutes: 5,
    confidence: 0.9,
    method: 'ttd',
    engineVersion: 'test',
    debug: [],
    ms: 3,
    ...overrides,
  };
}

const BODIES: Record<ClipMode, string> = {
  article: '<p>Long fermentation is what gives sourdough its flavour.</p><script>window.hacked = 1</script><img src="x.png" onerror="window.hacked = 2">',
  fullpage: '<p>Long fermentation.</p><p>Subscribe to our newsletter.</p>',
  selection: '<p>During a cold overnight proof.</p>',
  bookmark: '',
};

/** Whether the popup had painted its preview when a request was made. */
const painted = () => (document.getElementById('popup')?.dataset.paintedMs ? ' (painted)' : '');

class StandInBackground implements PopupConnector {
  /** Every request, in the order the popup made them. */
  calls: string[] = [];
  previews: ClipMode[] = [];
  saves: SaveRequest[] = [];
  opened: Array<string | undefined> = [];
  earlier: EarlierClip[] = [];
  hasSelection = false;
  unreadable: Extract<PreviewResponse, { ok: false }> | undefined;
  noArticle = false;
  /** The article body this background sends instead of BODIES.article. */
  articleBody: string | undefined;

  async preview(tabId: number, mode: ClipMode): Promise<PreviewResponse> {
    this.calls.push('preview');
    this.previews.push(mode);
    if (this.unreadable && mode !== 'bookmark') return this.unreadable;
    const extracted = result(mode === 'article' ? (this.articleBody ?? BODIES.article) : BODIES[mode], this.noArticle && mode === 'article' ? { ok: false, note: 'no article found' } : {});
    return { ok: true, preview: { tabId, url: URL_OF_PAGE, pageTitle: 'Why Sourdough Needs Time - The Slow Kitchen', mode, hasSelection: this.hasSelection, result: extracted } };
  }
  async save(request: SaveRequest): Promise<SaveResponse> {
    this.saves.push(request);
    const clip = { id: request.replaceId ?? `clip-${this.saves.length}`, title: request.title, notebook: request.notebook, created: 1_000 + this.saves.length } as Clip;
    return { ok: true, clip, duplicates: this.earlier.length };
  }
  /** Milliseconds the earlier-clips lookup takes (a slow library). */
  earlierDelay = 0;
  async earlierClips(): Promise<EarlierClip[]> {
    this.calls.push(`earlierClips${painted()}`);
    await new Promise((done) => setTimeout(done, this.earlierDelay));
    return this.earlier;
  }
  async libraryFacets() {
    this.calls.push(`libraryFacets${painted()}`);
    return { notebooks: ['Inbox', 'Recipes'], tags: ['bread', 'baking'] };
  }
  async openLibrary(clipId?: string) {
    this.opened.push(clipId);
  }
}

interface Harness {
  background: StandInBackground;
  closed: { count: number };
  clipboard: string[];
  /** The popup as `start` made it, for tests that step through its start themselves. */
  create(settings?: Partial<Settings>, tabId?: number | null): InstanceType<typeof ClipPopup>;
  /** `tabId` null: the popup has no tab (e.g. opened over a devtools window). */
  start(settings?: Partial<Settings>, tabId?: number | null): Promise<void>;
}

function setUp(): Harness {
  document.documentElement.innerHTML = new DOMParser().parseFromString(MARKUP, 'text/html').documentElement.innerHTML; // test setup only
  const harness: Harness = {
    background: new StandInBackground(),
    closed: { count: 0 },
    clipboard: [],
    create(settings = {}, tabId: number | null = 7) {
      return new ClipPopup({
        doc: document,
        connector: harness.background,
        settings: { ...DEFAULT_SETTINGS, ...settings },
        tabId: tabId ?? undefined,
        closeWindow: () => harness.closed.count++,
        writeClipboard: async (text) => void harness.clipboard.push(text),
        now: () => new Date('2026-04-01T10:00:00Z'),
      });
    },
    async start(settings = {}, tabId: number | null = 7) {
      const popup = harness.create(settings, tabId);
      await popup.start();
      await settle();
    },
  };
  return harness;
}

/** Lets pending promise callbacks (the stand-in answers at once) run. */
const settle = () => new Promise((done) => setTimeout(done, 0));
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent === name);
const click = async (element: HTMLElement | undefined) => {
  element!.click();
  await settle();
  await settle();
};
const chooseMode = async (mode: ClipMode) => {
  const radio = $<HTMLInputElement>(`#mode-${mode}`);
  radio.checked = true;
  radio.dispatchEvent(new Event('change'));
  await settle();
};
const key = async (element: HTMLElement, name: string) => {
  element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  await settle();
  await settle();
};

describe('the popup', () => {
  let h: Harness;
  beforeEach(() => {
    h = setUp();
  });

  it('shows the article as it will be saved: title in focus, formatted facts, sanitized body', async () => {
    await h.start();
    expect($<HTMLInputElement>('#title').value).toBe('Why Sourdough Needs Time');
    expect(document.activeElement?.id).toBe('title');
    expect($('#meta').textContent).toBe('The Slow Kitchen · Maria Keller · Mar 14, 2026 · 1,234 words · 5 min read');
    expect($('#preview').textContent).toContain('Long fermentation is what gives sourdough its flavour.');
    expect($('#preview').querySelector('script, [onerror]')).toBeNull();
    expect($('#popup').dataset.renderedMs).toMatch(/^\d+(\.\d)?$/);
    expect($('#preview').getAttribute('aria-busy')).toBe('false');
    expect($<HTMLButtonElement>('#save').disabled).toBe(false);
  });

  it('asks for the preview first and looks up the library only once the preview is on screen', async () => {
    const started = h.create().start();
    expect(h.background.calls).toEqual(['preview']);
    await started;
    await settle();
    expect($('#popup').dataset.paintedMs).toMatch(/^\d+(\.\d)?$/);
    expect(h.background.calls[0]).toBe('preview');
    expect(h.background.calls.slice(1).sort()).toEqual(['earlierClips (painted)', 'libraryFacets (painted)']);
  });

  it('starts in the mode the settings name', async () => {
    await h.start({ defaultMode: 'fullpage' });
    expect(h.background.previews).toEqual(['fullpage']);
    expect($<HTMLInputElement>('#mode-fullpage').checked).toBe(true);
  });

  it('reads each mode once and re-renders from its cache when switching back', async () => {
    await h.start();
    await chooseMode('fullpage');
    expect($('#preview').textContent).toContain('Subscribe to our newsletter.');
    await chooseMode('article');
    expect($('#preview').textContent).not.toContain('Subscribe');
    await chooseMode('fullpage');
    expect(h.background.previews).toEqual(['article', 'fullpage']);
  });

  it('offers Selection only when the page has selected text', async () => {
    await h.start();
    expect($<HTMLInputElement>('#mode-selection').disabled).toBe(true);
    const withSelection = setUp();
    withSelection.background.hasSelection = true;
    await withSelection.start();
    expect($<HTMLInputElement>('#mode-selection').disabled).toBe(false);
  });

  it('keeps a title the reader edited across mode switches and saves it with notebook and tags', async () => {
    await h.start();
    const title = $<HTMLInputElement>('#title');
    title.value = 'My sourdough notes';
    title.dispatchEvent(new Event('input'));
    await chooseMode('fullpage');
    expect(title.value).toBe('My sourdough notes');

    const notebook = $<HTMLSelectElement>('#notebook');
    expect([...notebook.options].map((option) => option.textContent)).toEqual(['Inbox', 'Recipes', 'New notebook…']);
    notebook.value = '';
    notebook.dispatchEvent(new Event('change'));
    expect($<HTMLInputElement>('#new-notebook').hidden).toBe(false);
    $<HTMLInputElement>('#new-notebook').value = 'Kitchen';
    expect([...document.querySelectorAll('#tag-suggestions option')].map((option) => (option as HTMLOptionElement).value)).toEqual(['bread', 'baking']);

    const tags = $<HTMLInputElement>('#tags');
    tags.value = 'bread, #rye';
    await key(tags, 'Enter');
    expect([...document.querySelectorAll('#tag-list li span')].map((span) => span.textContent)).toEqual(['bread', 'rye']);
    await click($('#tag-list button[aria-label="Remove tag rye"]'));
    tags.value = 'slow food';
    await key(title, 'Enter');
    expect(h.background.saves).toEqual([{ tabId: 7, mode: 'fullpage', title: 'My sourdough notes', notebook: 'Kitchen', tags: ['bread', 'slow food'] }]);
    expect($('#notice').textContent).toContain('Saved “My sourdough notes” to Kitchen.');
    await click(buttonNamed('Show in library'));
    expect(h.background.opened).toEqual(['clip-1']);
    expect(h.closed.count).toBe(1);
  });

  it('asks before saving a page saved before; Keep both adds, Update replaces the newest', async () => {
    h.background.earlier = [
      { id: 'old', title: 'Old', created: 100, notebook: 'Inbox' },
      { id: 'newer', title: 'Newer', created: 200, notebook: 'Recipes' },
    ];
    await h.start();
    await click($('#save'));
    expect(h.background.saves).toHaveLength(0);
    expect($('#notice').textContent).toContain('You saved this page before');
    expect($('#notice').textContent).toContain('in Recipes');
    await click(buttonNamed('Keep both'));
    expect(h.background.saves.at(-1)?.replaceId).toBeUndefined();

    await click($('#save'));
    await click(buttonNamed('Update the existing clip'));
    expect(h.background.saves).toHaveLength(2);
    // The clip just kept is now the newest copy of the page.
    expect(h.background.saves.at(-1)?.replaceId).toBe('clip-1');
    expect($('#notice').textContent).toContain('Updated');
  });

  it('still asks about a duplicate when Save is pressed before the library has answered', async () => {
    h.background.earlier = [{ id: 'old', title: 'Old', created: 100, notebook: 'Inbox' }];
    h.background.earlierDelay = 50;
    await h.start();
    await click($('#save'));
    await vi.waitFor(() => expect($('#notice').textContent).toContain('You saved this page before'));
    expect(h.background.saves).toHaveLength(0);
  });

  it('explains a page it cannot read, saves nothing, and offers a bookmark', async () => {
    h.background.unreadable = { ok: false, reason: 'restricted', message: 'The browser does not let extensions read its own pages.', url: '', pageTitle: 'Settings' };
    await h.start();
    expect($('#notice').textContent).toContain('does not let extensions read its own pages');
    expect($<HTMLButtonElement>('#save').disabled).toBe(true);
    expect(['article', 'selection', 'fullpage'].every((mode) => $<HTMLInputElement>(`#mode-${mode}`).disabled)).toBe(true);
    await click($('#save'));
    expect(h.background.saves).toHaveLength(0);

    await click(buttonNamed('Save as bookmark'));
    expect($<HTMLInputElement>('#mode-bookmark').checked).toBe(true);
    expect($<HTMLButtonElement>('#save').disabled).toBe(false);
    await click($('#save'));
    expect(h.background.saves.map((save) => save.mode)).toEqual(['bookmark']);
  });

  it('says when no article was found and offers the full page', async () => {
    h.background.noArticle = true;
    await h.start();
    expect($('#notice').textContent).toContain('Pith found no article on this page.');
    expect(buttonNamed('Selection')?.disabled).toBe(true);
    await click(buttonNamed('Full page'));
    expect($<HTMLInputElement>('#mode-fullpage').checked).toBe(true);
    expect($('#notice').textContent).toBe('');
  });

  it('copies Markdown with front matter, the title and the body', async () => {
    await h.start();
    $<HTMLInputElement>('#tags').value = 'bread';
    await click($('#copy'));
    // The converter is imported on demand; give its first load time on a busy machine.
    await vi.waitFor(() => expect(h.clipboard.length + ($('#notice').dataset.tone === 'error' ? 1 : 0)).toBe(1), { timeout: 20_000 });
    expect($('#notice').textContent).toBe('Markdown copied to the clipboard.');
    const markdown = h.clipboard[0]!;
    expect(markdown).toMatch(/^---\ntitle: "Why Sourdough Needs Time"\nurl: "https:\/\/slow\.example\/post\.html"/);
    expect(markdown).toContain('tags: ["bread"]');
    expect(markdown).toContain('clipped: "2026-04-01T10:00:00.000Z"');
    expect(markdown).toContain('# Why Sourdough Needs Time\n\nLong fermentation is what gives sourdough its flavour.');
    expect(markdown).not.toContain('hacked');
    expect($('#notice').textContent).toBe('Markdown copied to the clipboard.');
  });

  it('sanitizes the body a preview arrives with before the Markdown reads it (the page reader sanitizes only what it saves)', async () => {
    h.background.articleBody = '<p>Long fermentation.</p><p><a href="javascript:window.hacked = 3" onclick="window.hacked = 4">Read on</a> or <a href="https://slow.example/next">next</a></p>';
    await h.start();
    await click($('#copy'));
    await vi.waitFor(() => expect(h.clipboard.length + ($('#notice').dataset.tone === 'error' ? 1 : 0)).toBe(1), { timeout: 20_000 });
    const markdown = h.clipboard[0]!;
    expect(markdown).toContain('Read on or [next](https://slow.example/next)');
    expect(markdown).not.toMatch(/javascript|hacked/);
    expect($('#preview').querySelector('a:not([href])')?.textContent).toBe('Read on');
  });

  it('closes on Escape and says so when there is no tab', async () => {
    await h.start({}, null);
    expect($('#notice').textContent).toBe('There is no page to clip in this window.');
    expect(h.background.previews).toHaveLength(0);
    await key($('#title'), 'Escape');
    expect(h.closed.count).toBe(1);
  });
});

describe('a page still loading', () => {
  it('offers to try again, and reads the page anew when asked', async () => {
    const h = setUp();
    h.background.unreadable = { ok: false, reason: 'loading', message: 'The page is still loading.', url: URL_OF_PAGE, pageTitle: 'Loading…' };
    await h.start();
    expect($<HTMLButtonElement>('#save').disabled).toBe(true);
    h.background.unreadable = undefined;
    await click(buttonNamed('Try again'));
    expect(h.background.previews).toEqual(['article', 'article']);
    expect($('#preview').textContent).toContain('Long fermentation');
    expect($<HTMLInputElement>('#mode-article').disabled).toBe(false);
    expect($<HTMLButtonElement>('#save').disabled).toBe(false);
  });
});
