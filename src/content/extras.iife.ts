// Entry of the second injected script (one self-contained IIFE, like inject.iife.ts): defines the reader's
// extras in the isolated world. No call waits for it: the background sends it before calling (a save) or after
// the reader asked for it (see ../background/inject.ts).
import { pageExtras } from './extras';

globalThis.__pithExtras = pageExtras;
