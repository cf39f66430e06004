// The baseline: multinomial Naive Bayes over the same feature words (all layers counted alike),
// Laplace smoothing α = 1, full vocabulary, class priors from the training counts.
import { wordCountsOf, type PageFeatures } from '../../src/core/classify/features';

export class NaiveBayes {
  private readonly counts = new Map<string, Map<string, number>>();
  private readonly totals = new Map<string, number>();
  private readonly docs = new Map<string, number>();
  private readonly vocabulary = new Set<string>();
  private trainedDocs = 0;

  add(features: PageFeatures, cls: string): void {
    const table = this.counts.get(cls) ?? new Map<string, number>();
    this.counts.set(cls, table);
    for (const [word, count] of wordCountsOf(features)) {
      table.set(word, (table.get(word) ?? 0) + count);
      this.totals.set(cls, (this.totals.get(cls) ?? 0) + count);
      this.vocabulary.add(word);
    }
    this.docs.set(cls, (this.docs.get(cls) ?? 0) + 1);
    this.trainedDocs++;
  }

  predict(features: PageFeatures): string {
    const words = wordCountsOf(features);
    let best = '';
    let bestLog = -Infinity;
    for (const [cls, table] of [...this.counts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const denominator = (this.totals.get(cls) ?? 0) + this.vocabulary.size;
      let log = Math.log((this.docs.get(cls) ?? 0) / this.trainedDocs);
      for (const [word, count] of words) {
        if (!this.vocabulary.has(word)) continue;
        log += count * Math.log(((table.get(word) ?? 0) + 1) / denominator);
      }
      if (log > bestLog) {
        bestLog = log;
        best = cls;
      }
    }
    return best;
  }
}
