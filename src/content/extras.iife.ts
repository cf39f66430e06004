// Entry of the second injected script (one self-contained IIFE, like inject.iife.ts): defines the reader's
// extras in the isolated world, then wakes calls that were sent together with it and wait for it.
import { pageExtras } from './extras';

globalThis.__pithExtras = pageExtras;
for (const ready of [...(globalThis.__pithAwaitReader ?? [])]) ready();
