// The Readability candidate: Mozilla's extractor run on a copy of the document (it rewrites the DOM it reads),
// consulted only when TTD's own answer is thin. Measured on the dev set before being kept: see tunables.ts.
import { Readability } from '@mozilla/readability';
import { countWords } from '../text/index';
import { parseInert } from './inert';

export interface ReadabilityCandidate {
  /** A detached element holding Readability's article HTML. */
  content: Element;
  words: number;
}

/** Readability's article, or null when it finds none or fails (it throws on some malformed documents). */
export function readabilityCandidate(doc: Document): ReadabilityCandidate | null {
  try {
    const copy = doc.cloneNode(true) as Document;
    const article = new Readability(copy).parse();
    if (!article || !article.content) return null;
    const content = parseInert(doc, article.content);
    return { content, words: countWords(article.textContent ?? '') };
  } catch {
    return null;
  }
}
