// The TS port of the metric (bench/lib/metric.ts) must score exactly like the reference ../shared/datasets/score.mjs.
// Both score the same deliberately imperfect predictions for real dataset pages: score.mjs as a child process on
// a temporary data + prediction folder, the port in-process. They must agree to 3 decimals on every group.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetsRoot, loadDatasets, readTruth, type Dataset, type DatasetPage } from '../../../bench/lib/datasets';
import { pageOverlap, scoredText, tokenize } from '../../../bench/lib/metric';
import { groupScores } from '../../../bench/lib/report';

/** Pages per dataset in the sample: enough for every kind of imperfection below to hit every dataset twice. */
const PAGES_PER_DATASET = 12;

interface ReferenceScore {
  n: number;
  precision: number;
  recall: number;
  f1: number;
}

interface ReferenceReport {
  datasets: Record<string, ReferenceScore>;
  languages: Record<string, ReferenceScore>;
  all: ReferenceScore;
  missing: number;
}

type PredictionFile = { kind: 'json'; title: string; text: string } | { kind: 'txt'; text: string } | { kind: 'missing' };

const BOILERPLATE = 'Home | News | Sport | Contact us\nSubscribe to our newsletter\n版权所有 © 2012 新华网 保留所有权利';

/** A different way of getting each page wrong (or right), chosen by the page's position in the sample. */
function imperfectPrediction(truth: string, otherTruth: string, includesTitle: boolean, variant: number): PredictionFile {
  const lines = truth.split('\n').filter((l) => l.trim());
  const [first, ...rest] = lines;
  const title = includesTitle ? first : 'A headline the truth does not hold';
  const body = includesTitle ? rest : lines;
  switch (variant % 9) {
    case 0:
      return { kind: 'json', title, text: body.join('\n') };
    case 1:
      return { kind: 'json', title, text: body.slice(0, Math.ceil(body.length / 2)).join('\n') };
    case 2:
      return { kind: 'json', title, text: `${BOILERPLATE}\n${body.join('\n')}\n${otherTruth.split('\n')[0]}` };
    case 3:
      return { kind: 'json', title, text: '' };
    case 4:
      return { kind: 'missing' };
    case 5:
      return { kind: 'json', title: '', text: [...body].reverse().join('\n') };
    case 6:
      return { kind: 'txt', text: body.slice(1).join('\n') };
    case 7:
      return { kind: 'json', title, text: [...body, ...body.slice(0, 2)].join('\n') };
    default:
      return { kind: 'json', title, text: otherTruth };
  }
}

let tempRoot = '';
let sample: Dataset[] = [];
const predictions = new Map<string, PredictionFile>();
const keyOf = (page: DatasetPage) => `${page.dataset}/${page.id}`;

/** Writes a data folder holding only the sampled pages' truth, and the predictions beside it. */
function buildTempFolders(realRoot: string): void {
  for (const dataset of loadDatasets(realRoot)) {
    const step = Math.floor(dataset.pages.length / PAGES_PER_DATASET);
    const pages = dataset.pages.filter((_, i) => i % step === 0).slice(0, PAGES_PER_DATASET);
    sample.push({ ...dataset, pages });
    const meta = JSON.parse(fs.readFileSync(path.join(realRoot, dataset.name, 'meta.json'), 'utf8')) as { pages: { id: string }[] };
    const keep = new Set(pages.map((p) => p.id));
    fs.mkdirSync(path.join(tempRoot, 'data', dataset.name, 'truth'), { recursive: true });
    fs.mkdirSync(path.join(tempRoot, 'pred', dataset.name), { recursive: true });
    fs.writeFileSync(path.join(tempRoot, 'data', dataset.name, 'meta.json'), JSON.stringify({ ...meta, pages: meta.pages.filter((p) => keep.has(p.id)) }));
    pages.forEach((page, i) => {
      const truth = readTruth(realRoot, page);
      fs.writeFileSync(path.join(tempRoot, 'data', dataset.name, 'truth', `${page.id}.txt`), truth);
      const other = readTruth(realRoot, pages[(i + 1) % pages.length]);
      const prediction = imperfectPrediction(truth, other, dataset.truthIncludesTitle, i);
      predictions.set(keyOf(page), prediction);
      const base = path.join(tempRoot, 'pred', dataset.name, page.id);
      if (prediction.kind === 'json') fs.writeFileSync(`${base}.json`, JSON.stringify({ title: prediction.title, text: prediction.text }));
      if (prediction.kind === 'txt') fs.writeFileSync(`${base}.txt`, prediction.text);
    });
  }
}

function portPrediction(page: DatasetPage): { title: string; text: string } | null {
  const p = predictions.get(keyOf(page));
  if (!p || p.kind === 'missing') return null;
  return p.kind === 'txt' ? { title: '', text: p.text } : { title: p.title, text: p.text };
}

beforeAll(() => {
  const realRoot = datasetsRoot();
  tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-metric-'));
  buildTempFolders(realRoot);
});

afterAll(() => {
  if (tempRoot) fs.rmSync(tempRoot, { recursive: true, force: true });
});

describe('metric port agrees with score.mjs', () => {
  it('on per-dataset, per-language and ALL scores of imperfect predictions', () => {
    const scoreScript = path.join(datasetsRoot(), 'score.mjs');
    const jsonOut = path.join(tempRoot, 'reference.json');
    execFileSync(process.execPath, [scoreScript, '--data', path.join(tempRoot, 'data'), '--pred', path.join(tempRoot, 'pred'), '--json', jsonOut]);
    const reference = JSON.parse(fs.readFileSync(jsonOut, 'utf8')) as ReferenceReport;

    const scored = sample.flatMap((dataset) =>
      dataset.pages.map((page) => ({
        page,
        overlap: pageOverlap(readTruth(path.join(tempRoot, 'data'), page), scoredText(portPrediction(page), dataset.truthIncludesTitle)),
      })),
    );
    const port = new Map(groupScores(scored).map((g) => [g.group, g.score]));
    const expected: [string, ReferenceScore][] = [
      ...Object.entries(reference.datasets),
      ...Object.entries(reference.languages).map(([lang, s]): [string, ReferenceScore] => [`lang:${lang}`, s]),
      ['ALL', reference.all],
    ];
    expect(expected.length).toBeGreaterThanOrEqual(7);
    for (const [group, want] of expected) {
      const got = port.get(group);
      expect(got, group).toBeDefined();
      expect(got!.n, group).toBe(want.n);
      expect(got!.f1.toFixed(3), `${group} F1`).toBe(want.f1.toFixed(3));
      expect(got!.precision.toFixed(3), `${group} P`).toBe(want.precision.toFixed(3));
      expect(got!.recall.toFixed(3), `${group} R`).toBe(want.recall.toFixed(3));
    }
    // The imperfections must actually bite, or agreement proves little.
    expect(reference.all.f1).toBeLessThan(0.9);
    expect(reference.all.f1).toBeGreaterThan(0.3);
    expect(reference.missing).toBeGreaterThan(0);
  });

  it('tokenises like score.mjs on mixed scripts, punctuation and NFKC forms', async () => {
    const reference = (await import(pathToScore())) as { tokenize: (text: string) => string[] };
    const samples = [
      'abc中文def 日本語のテキスト カタカナ',
      'Ｆｕｌｌｗｉｄｔｈ ＡＢＣ１２３ and ﬁ ligature',
      "Kosovo?s leaders — don't stop: 3.14, snake_case",
      '新华网北京12月9日电（记者 王小明）',
      '',
    ];
    for (const text of samples) expect(tokenize(text), text).toEqual(reference.tokenize(text));
  });
});

function pathToScore(): string {
  return path.join(datasetsRoot(), 'score.mjs');
}
