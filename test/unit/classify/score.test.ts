import { describe, expect, it } from 'vitest';
import type { PageFeatures } from '../../../src/core/classify/features';
import { TopicModel } from '../../../src/core/classify/model';
import { SHIPPED_FACTORS, explainScore, scoreAgainst, type ScoreFactors } from '../../../src/core/classify/score';

// The paper's example sentence "改革/v 开放/v 阶段性/n 任务/n 不同/a" with 改革 and 开放 as the only
// topic words, plus a second sentence holding 改革 alone.
const page = (firstLayer: 1 | 2): PageFeatures => ({
  sentences: [
    { layer: firstLayer, words: ['改革', '开放', '阶段性', '任务', '不同'] },
    { layer: 2, words: ['改革', '经济'] },
  ],
  wordCount: 7,
});
const topic = new Map([
  ['改革', 1],
  ['开放', 1],
]);
const plain: ScoreFactors = { ...SHIPPED_FACTORS, layerWeights: { 1: 1, 2: 1, 3: 1 }, sentence: false, lengthExponent: 0, idf: 0 };

describe('scoreAgainst (f_origin × f_pos × f_len × f_sen)', () => {
  it('without the paper factors counts each topic-word occurrence once', () => {
    expect(scoreAgainst(page(2), topic, plain)).toBe(3);
  });

  it('f_sen adds, per occurrence, the number of topic words in its sentence', () => {
    // 改革: 2 (first sentence) + 1 (second) = 3; 开放: 2. Total 5.
    const contributions = new Map<string, number>();
    expect(scoreAgainst(page(2), topic, { ...plain, sentence: true }, contributions)).toBe(5);
    expect(contributions.get('改革')).toBe(3);
    expect(contributions.get('开放')).toBe(2);
  });

  it('f_len multiplies by the word length and f_pos by the layer weight', () => {
    expect(scoreAgainst(page(2), topic, { ...plain, sentence: true, lengthExponent: 1 })).toBe(10);
    // First sentence in layer 1 (weight 3), second in layer 2 (weight 2), f_len = 2:
    // 改革 = (3·2 + 2·1)·2 = 16, 开放 = 3·2·2 = 12.
    const layered = { ...plain, sentence: true, lengthExponent: 1, layerWeights: { 1: 3, 2: 2, 3: 1 } };
    expect(scoreAgainst(page(1), topic, layered)).toBe(28);
  });

  it('weights each topic word by its f_origin', () => {
    const weighted = new Map([
      ['改革', 0.5],
      ['开放', 0.25],
    ]);
    expect(scoreAgainst(page(2), weighted, { ...plain, sentence: true })).toBeCloseTo(0.5 * 3 + 0.25 * 2, 12);
  });
});

describe('classScores with the idf factor', () => {
  it('gives no weight to a word found in every training clip', () => {
    const model = new TopicModel();
    const clip = (body: string) => ({ heading: [], body, links: [] });
    model.add(clip('记者 报道 球队 比赛'), 'Sport');
    model.add(clip('记者 报道 股票 银行'), 'Finance');
    const page: PageFeatures = { sentences: [{ layer: 2, words: ['记者', '记者', '报道', '球队'] }], wordCount: 4 };
    const { contributions } = explainScore(model, 'notebook', 'Sport', ['Finance', 'Sport'], page);
    expect(contributions.get('记者')).toBe(0);
    expect(contributions.get('报道')).toBe(0);
    expect(contributions.get('球队')).toBeGreaterThan(0);
    expect(explainScore(model, 'notebook', 'Sport', ['Finance', 'Sport'], page, { ...SHIPPED_FACTORS, idf: 0 }).contributions.get('记者')).toBeGreaterThan(0);
  });
});
