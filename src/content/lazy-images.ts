// Pages that load images only when they scroll into view (IntersectionObserver, scroll listeners) have nothing
// but placeholders until the reader scrolls. When the reader asks for it (settings.scrollForLazyImages), walk the
// page down one screen at a time so the page's own loaders run, then put the scroll position back.
// The engine separately resolves `data-src`-style attributes statically; this covers what only scripts resolve.

/** Pause after each step so scroll handlers and observers fire and start their requests. */
const STEP_PAUSE_MS = 120;
/** Never scroll longer than this: a reader is waiting for the popup (infinite pages never end). */
const MAX_SCROLL_MS = 3_000;
/** Wait this long at the bottom for the last requests to settle before reading. */
const SETTLE_MS = 300;

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export async function scrollForLazyImages(win: Window = window): Promise<void> {
  const { scrollX, scrollY } = win;
  const root = win.document.scrollingElement ?? win.document.documentElement;
  const started = Date.now();
  try {
    let position = 0;
    while (position + win.innerHeight < root.scrollHeight && Date.now() - started < MAX_SCROLL_MS) {
      position += Math.max(200, win.innerHeight * 0.9);
      win.scrollTo({ left: scrollX, top: position, behavior: 'instant' });
      await pause(STEP_PAUSE_MS);
    }
    await pause(SETTLE_MS);
  } finally {
    win.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  }
}
