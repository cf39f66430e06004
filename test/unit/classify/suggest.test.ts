import { describe, expect, it } from 'vitest';
import type { PageLayers } from '../../../src/core/classify/layers';
import { FLAG, KEEP, TopicModel, filterClass, tag } from '../../../src/core/classify/model';
import { filterVerdict, suggest } from '../../../src/core/classify/suggest';

const page = (title: string, body: string): PageLayers => ({ heading: [title], body, links: [] });

const SPORT = [
  page('湖人击败马刺', '湖人队在比赛中击败马刺，球员表现出色，比赛进入加时。'),
  page('国足备战世界杯', '国家队球员集中训练，主教练安排比赛阵容，备战世界杯预选赛。'),
  page('CBA总决赛', '总决赛第五场比赛，广东队球员发挥出色，赢得冠军。'),
  page('网球公开赛', '公开赛女单比赛，球员顺利晋级，教练赛后接受采访。'),
];
const FINANCE = [
  page('央行下调利率', '央行宣布下调贷款利率，银行股票上涨，市场资金充裕。'),
  page('股市大涨', '沪深股市全线上涨，银行板块领涨，投资者信心恢复。'),
  page('基金规模增长', '基金公司管理资产规模增长，股票型基金收益提高，市场活跃。'),
  page('人民币汇率', '人民币汇率走强，央行维持利率不变，银行外汇储备增加。'),
];

function trained(): TopicModel {
  const model = new TopicModel();
  for (const doc of SPORT) model.add(doc, 'Sport');
  for (const doc of FINANCE) model.add(doc, 'Finance');
  return model;
}

describe('suggest', () => {
  it('files new pages of a tiny two-class corpus correctly', () => {
    const model = trained();
    expect(suggest(model, page('球队晋级决赛', '球员在比赛中表现出色，球队晋级决赛。')).notebook?.name).toBe('Sport');
    expect(suggest(model, page('银行利率调整', '银行上调存款利率，股票市场资金流入。')).notebook?.name).toBe('Finance');
  });

  it('gives a confidence in 0..1 and preselects only confident suggestions', () => {
    const suggestion = suggest(trained(), page('比赛', '球员 比赛 球员 比赛 冠军')).notebook!;
    expect(suggestion.confidence).toBeGreaterThan(0);
    expect(suggestion.confidence).toBeLessThanOrEqual(1);
    expect(suggestion.preselect).toBe(suggestion.confidence >= 0.5);
  });

  it('never suggests a class with fewer than 3 clips (cold start)', () => {
    const model = trained();
    model.add(page('篮球', '篮球比赛 球员 冠军 比赛 球员'), 'Basketball');
    model.add(page('篮球', '篮球比赛 球员 冠军'), 'Basketball');
    const result = suggest(model, page('篮球比赛', '篮球比赛 篮球比赛 球员'));
    expect(result.notebook?.name).not.toBe('Basketball');
    const cold = new TopicModel();
    cold.add(SPORT[0]!, 'Sport');
    cold.add(SPORT[1]!, 'Sport');
    expect(suggest(cold, SPORT[2]!)).toEqual({ notebook: null, tags: [] });
  });

  it('suggests at most five tags, best first, only trained ones', () => {
    const model = trained();
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    for (const name of names) for (const doc of SPORT.slice(0, 3)) model.add(doc, tag(name));
    model.add(FINANCE[0]!, tag('money'));
    const { tags } = suggest(model, SPORT[3]!);
    expect(tags.length).toBeLessThanOrEqual(5);
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.map((t) => t.name)).not.toContain('money');
    expect(tags[0]!.score).toBe(1);
  });
});

describe('filterVerdict', () => {
  const model = new TopicModel();
  for (const doc of SPORT) model.add(doc, filterClass(KEEP));
  for (const doc of FINANCE) model.add(doc, filterClass(FLAG));

  it('flags a page like the negative examples and explains it with topic words', () => {
    const verdict = filterVerdict(model, page('股市', '银行股票上涨，央行利率不变。'));
    expect(verdict.flagged).toBe(true);
    expect(verdict.score).toBeGreaterThan(0.5);
    expect(verdict.topWords.map((w) => w.word)).toEqual(expect.arrayContaining(['银行']));
  });

  it('keeps a page like the positive examples', () => {
    const verdict = filterVerdict(model, page('比赛', '球员在比赛中发挥出色。'));
    expect(verdict.flagged).toBe(false);
    expect(verdict.score).toBeLessThan(0.5);
  });

  it('flags nothing until both sides have enough examples', () => {
    const fresh = new TopicModel();
    for (const doc of FINANCE) fresh.add(doc, filterClass(FLAG));
    expect(filterVerdict(fresh, FINANCE[0]!)).toEqual({ flagged: false, score: 0, topWords: [] });
  });
});
