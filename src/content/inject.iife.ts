// Entry of the injected script (built as one self-contained IIFE). Injection only defines the reader in the
// isolated world; the background then calls it with `scripting.executeScript({ func })` and gets the result back.
// Pages cannot see or call it: isolated worlds share the DOM, not JavaScript globals.
// What it needs only now and then (DOMPurify, Readability, the shadow-tree composer) is the second script,
// extras.iife.ts.
import { readPage } from './read-page';

declare global {
  // eslint-disable-next-line no-var
  var __pithReadPage: typeof readPage | undefined;
  /** Calls sent together with the injection that arrived before the reader (see background/inject.ts). */
  // eslint-disable-next-line no-var
  var __pithAwaitReader: Array<() => void> | undefined;
}

globalThis.__pithReadPage = readPage;
for (const ready of [...(globalThis.__pithAwaitReader ?? [])]) ready();
