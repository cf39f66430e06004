// The popup: preview what will be saved, let the reader fix the title, save.
import browser from 'webextension-polyfill';
import { send } from '../shared/messenger';
import { renderSanitized } from '../shared/sanitize';
import type { PagePreview } from '../shared/messages';

const elements = {
  root: document.getElementById('popup') as HTMLElement,
  title: document.getElementById('title') as HTMLInputElement,
  meta: document.getElementById('meta') as HTMLElement,
  status: document.getElementById('status') as HTMLElement,
  preview: document.getElementById('preview') as HTMLElement,
  save: document.getElementById('save') as HTMLButtonElement,
};

/** The tab to clip: `?tab=<id>` when the popup page is opened in a tab (tests), else the active tab. */
async function targetTabId(): Promise<number | undefined> {
  const param = new URLSearchParams(location.search).get('tab');
  if (param !== null && /^\d+$/.test(param)) return Number(param);
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

function describe(preview: PagePreview): string {
  const meta = preview.result.metadata;
  const parts = [meta.siteName, meta.byline, meta.published?.slice(0, 10), `${preview.result.wordCount} words`, `${preview.result.readingMinutes} min read`];
  return parts.filter(Boolean).join(' · ');
}

async function start(): Promise<void> {
  const tabId = await targetTabId();
  if (tabId === undefined) {
    elements.status.textContent = 'No tab to clip.';
    return;
  }
  const response = await send('preview', { tabId, mode: 'article' });
  elements.root.setAttribute('aria-busy', 'false');
  if (!response.ok) {
    elements.status.textContent = response.message;
    elements.title.value = response.pageTitle;
    return;
  }
  const { preview } = response;
  elements.title.value = preview.result.metadata.title || preview.pageTitle;
  elements.meta.textContent = describe(preview);
  renderSanitized(elements.preview, preview.result.html);
  elements.title.focus();
  elements.save.addEventListener('click', () => void save(tabId));
}

async function save(tabId: number): Promise<void> {
  elements.save.disabled = true;
  const outcome = await send('save', { tabId, mode: 'article', title: elements.title.value, notebook: '', tags: [] });
  elements.status.textContent = outcome.ok ? `Saved “${outcome.clip.title}”.` : outcome.message;
  elements.save.disabled = false;
}

void start();
