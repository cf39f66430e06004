// What bench:speed --browser runs inside Chromium (bundled by browser.ts): one extraction of a page by one system,
// on its own fresh DOMParser document, the clock around the extraction alone, as systems.ts does under linkedom.
import { Readability } from '@mozilla/readability';
import { extract } from '../../src/core/extract';

export type BrowserSystem = 'pith' | 'readability';

/** The time in ms, and how many characters of article HTML the system gave (0 when it found none or threw). */
function run(html: string, url: string | null, system: BrowserSystem): [number, number] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const start = performance.now();
  let chars = 0;
  try {
    chars = system === 'pith' ? extract(doc, url ? { url } : {}).html.length : (new Readability(doc).parse()?.content ?? '').length;
  } catch {
    // A page a system throws on is timed all the same, as under linkedom.
  }
  return [performance.now() - start, chars];
}

(globalThis as { pithSpeed?: unknown }).pithSpeed = { run };
