// The lead of a clip's body that the index holds. Its own module (no MiniSearch) so the deep pass, which scans
// what lies beyond the lead, can use it inside a worker without loading the index code.
import { HAN_CHAR_WEIGHT, MAX_INDEXED_TEXT_CHARS } from './tunables';

/** First code unit of the CJK blocks (radicals, kana, Han, Hangul and beyond): the dense scripts. */
const FIRST_DENSE_CODE = 0x2e80;

/** The lead of the body that goes into the index: `MAX_INDEXED_TEXT_CHARS`, a Han character counting `HAN_CHAR_WEIGHT`. */
export function indexedLead(text: string): string {
  if (text.length * HAN_CHAR_WEIGHT <= MAX_INDEXED_TEXT_CHARS) return text;
  let budget = MAX_INDEXED_TEXT_CHARS;
  for (let i = 0; i < text.length; i += 1) {
    budget -= text.charCodeAt(i) >= FIRST_DENSE_CODE ? HAN_CHAR_WEIGHT : 1;
    if (budget < 0) return text.slice(0, i);
  }
  return text;
}

/** Whether the index holds only the beginning of this body (the deep pass scans such clips). */
export function isBeyondLead(text: string): boolean {
  return indexedLead(text).length < text.length;
}
