import { describe, expect, it } from 'vitest';
import type { PageLayers } from '../../../src/core/classify/layers';
import { TopicModel, tag, type ModelState } from '../../../src/core/classify/model';

const page = (body: string, title = ''): PageLayers => ({ heading: title ? [title] : [], body, links: [] });

const A = page('足球比赛 球队 进球 联赛 冠军 球员', '足球联赛');
const B = page('Stock markets fell as investors sold bank shares.', 'Markets fall');
const C = page('球队 赢得 冠军 比赛 精彩', '冠军');
const D = page('The central bank raised interest rates again.');

/** States equal up to float rounding (f_origin sums are relative frequencies). */
function expectSameState(actual: ModelState, expected: ModelState): void {
  expect(JSON.stringify(actual, (_k, v: unknown) => (typeof v === 'number' ? Number(v.toPrecision(10)) : v))).toBe(
    JSON.stringify(expected, (_k, v: unknown) => (typeof v === 'number' ? Number(v.toPrecision(10)) : v)),
  );
}

describe('TopicModel', () => {
  it('updated clip by clip equals a model trained from scratch', () => {
    const incremental = new TopicModel();
    incremental.add(A, 'sport');
    incremental.add(B, 'sport'); // filed wrongly at first …
    incremental.add(D, 'finance');
    incremental.add(C, tag('ball'));
    incremental.remove(B, 'sport'); // … then moved
    incremental.add(B, 'finance');
    incremental.add(C, 'sport');
    incremental.add(D, tag('ball'));
    incremental.remove(D, tag('ball')); // tag removed again

    const scratch = new TopicModel();
    scratch.add(A, 'sport');
    scratch.add(C, 'sport');
    scratch.add(B, 'finance');
    scratch.add(D, 'finance');
    scratch.add(C, tag('ball'));

    expectSameState(incremental.toJSON(), scratch.toJSON());
    expect(incremental.docCount('finance')).toBe(2);
  });

  it('forgets a class whose last clip is removed', () => {
    const model = new TopicModel();
    model.add(A, 'sport');
    model.remove(A, 'sport');
    expect(model.classNames('notebook')).toEqual([]);
    expect(model.toJSON().classes.notebook).toEqual({});
  });

  it('round-trips through JSON with the same topic words', () => {
    const model = new TopicModel();
    for (const doc of [A, C]) model.add(doc, 'sport');
    for (const doc of [B, D]) model.add(doc, 'finance');
    const restored = TopicModel.fromJSON(JSON.parse(JSON.stringify(model.toJSON())) as ModelState);
    expect(restored.toJSON()).toEqual(model.toJSON());
    expect([...restored.topicWords('finance')]).toEqual([...model.topicWords('finance')]);
  });

  it('keeps the N most frequent words with f_origin as mean relative frequency', () => {
    const model = new TopicModel(2);
    model.add(page('apple apple banana'), 'fruit');
    model.add(page('apple cherry'), 'fruit');
    const top = model.topicWords('fruit');
    // apple: (2/3 + 1/2) / 2 clips; cherry: (0 + 1/2) / 2 beats banana: (1/3 + 0) / 2.
    expect([...top.keys()]).toEqual(['apple', 'cherry']);
    expect(top.get('apple')).toBeCloseTo((2 / 3 + 1 / 2) / 2, 12);
    expect(top.get('cherry')).toBeCloseTo(1 / 4, 12);
  });

  it('rejects a state of an unknown version', () => {
    expect(() => TopicModel.fromJSON({ version: 2 } as unknown as ModelState)).toThrow(/version/);
  });
});
