// The service worker: answers the popup and library, saves from the shortcut and the context menu.
// It may be killed at any moment (MV3): nothing that matters lives only in memory, and every listener is
// registered synchronously at the top level so a waking worker gets the event that woke it.
import browser from 'webextension-polyfill';
import { FilingService } from '../shared/filing';
import { handleMessages } from '../shared/messenger';
import { loadSettings } from '../shared/settings';
import { store } from './clipper';
import { openPopupFor, previewTab, saveQuietly, saveTab } from './clip-flow';
import { registerContextMenus } from './context-menus';
import './onboarding';

const SAVE_COMMAND = 'save-article';

// One filing service per worker lifetime: its queue keeps a save's model update and a suggestion apart.
let filing: Promise<FilingService> | undefined;
function filingService(): Promise<FilingService> {
  filing ??= store().then((clips) => new FilingService(clips)).catch((error: unknown) => {
    filing = undefined;
    throw error;
  });
  return filing;
}

handleMessages({
  ping: async () => ({ version: browser.runtime.getManifest().version }),
  preview: async ({ tabId, mode }) => {
    const preview = await previewTab(tabId, mode);
    // Sync the filing model once the reading is done (on a big library the sync competes with it for the CPU),
    // while the popup paints, so the suggestion it asks for next is quick.
    void filingService().then((service) => service.sync()).catch(() => undefined);
    return preview;
  },
  save: async ({ tabId, ...choices }) => {
    const outcome = await saveTab(tabId, choices);
    // Train on the new clip while the worker is awake; if this is cut short, the next suggestion syncs first.
    if (outcome.ok) void filingService().then((service) => service.sync()).catch(() => undefined);
    return outcome;
  },
  suggest: async (page) => {
    try {
      const [service, settings] = await Promise.all([filingService(), loadSettings()]);
      return { ok: true, advice: await service.advise(page, settings.filteredTopics) };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  },
  findByUrl: async ({ url }) => {
    const clips = await (await store()).findByUrl(url);
    return { clips: clips.map(({ id, title, created, notebook }) => ({ id, title, created, notebook })) };
  },
  libraryFacets: async () => {
    const clips = await store();
    const [notebooks, tags] = await Promise.all([clips.notebooks(), clips.tags()]);
    return { notebooks, tags };
  },
  openLibrary: async ({ clipId }) => {
    const page = browser.runtime.getURL('src/library/index.html') + (clipId ? `#clip=${encodeURIComponent(clipId)}` : '');
    await browser.tabs.create({ url: page });
    return { ok: true };
  },
});

browser.commands.onCommand.addListener((command, tab) => {
  if (command !== SAVE_COMMAND) return;
  void (async () => {
    const target = tab?.id ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
    if (target !== undefined) await saveQuietly(target, 'article');
  })();
});

browser.action.onClicked.addListener((tab) => void openPopupFor(tab));

registerContextMenus(saveQuietly);
