// A page as sentences of feature words, each sentence tagged with its layer.
import type { PageLayers } from './layers';
import { sentencesOf } from './words';

export type Layer = 1 | 2 | 3;

export interface LayeredSentence {
  layer: Layer;
  words: string[];
}

export interface PageFeatures {
  sentences: LayeredSentence[];
  /** Feature words in the page, all layers. */
  wordCount: number;
}

function addSentences(into: LayeredSentence[], layer: Layer, text: string, lang?: string | null): void {
  for (const words of sentencesOf(text, lang)) into.push({ layer, words });
}

/** Every title, heading and link is its own sentence: words in one heading are related, across headings not. */
export function featuresOf(layers: PageLayers): PageFeatures {
  const sentences: LayeredSentence[] = [];
  for (const item of layers.heading) addSentences(sentences, 1, item, layers.lang);
  addSentences(sentences, 2, layers.body, layers.lang);
  for (const item of layers.links) addSentences(sentences, 3, item, layers.lang);
  let wordCount = 0;
  for (const sentence of sentences) wordCount += sentence.words.length;
  return { sentences, wordCount };
}

/** How often each word occurs in the page, all layers together (what training counts). */
export function wordCountsOf(features: PageFeatures): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of features.sentences) {
    for (const word of sentence.words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}
