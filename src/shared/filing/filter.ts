// The reader's filtered topics as filter models: a topic's positive examples (pages that ARE the topic) train
// the flag class, its negative examples (close but not the topic) the keep class. Examples are clip ids or page
// URLs; both are looked up among the clips, and their stored digests train the model.
import { FLAG, filterClass, filterVerdict, KEEP, TopicModel, type PageFeatures } from '../../core/classify';
import type { ClipStore } from '../store';
import type { FilteredTopic } from '../settings';
import type { TopicWarning } from './advice';
import { featuresOfDigest, isEmptyDigest } from './digest';
import type { FilingSnapshot } from './snapshot';

/** The clip ids an example names: itself when it is a clip id, else the clips saved from that URL. */
async function clipIdsOf(example: string, snapshot: FilingSnapshot, store: ClipStore): Promise<string[]> {
  if (snapshot.clips[example]) return [example];
  if (!/^https?:\/\//i.test(example)) return [];
  return (await store.findByUrl(example)).map((clip) => clip.id);
}

/** Trains one topic's filter; examples that name no clip (deleted, or a URL never clipped) are skipped. */
export async function filterModelOf(topic: FilteredTopic, snapshot: FilingSnapshot, store: ClipStore): Promise<TopicModel> {
  const model = new TopicModel();
  const sides = [
    [topic.examples.positive, FLAG],
    [topic.examples.negative, KEEP],
  ] as const;
  for (const [examples, side] of sides) {
    const ids = new Set((await Promise.all(examples.map((example) => clipIdsOf(example, snapshot, store)))).flat());
    for (const id of ids) {
      const words = snapshot.clips[id]?.words;
      if (words && !isEmptyDigest(words)) model.add(featuresOfDigest(words), filterClass(side));
    }
  }
  return model;
}

/** The flagged topic with the highest score, or null when the page is flagged by none. */
export function strongestWarning(verdicts: ReadonlyArray<{ topic: string; model: TopicModel }>, page: PageFeatures): TopicWarning | null {
  let strongest: TopicWarning | null = null;
  for (const { topic, model } of verdicts) {
    const verdict = filterVerdict(model, page);
    if (!verdict.flagged || (strongest && strongest.score >= verdict.score)) continue;
    strongest = { topic, score: verdict.score, words: verdict.topWords.map((entry) => entry.word) };
  }
  return strongest;
}
