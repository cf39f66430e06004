// npm run bench:classify [-- --data DIR] [--corpus thucnews,bbc,webkb,chnsenticorp] [--held-out] [--tune] [--preselect]
//
// The layered topic-word classifier (src/core/classify) against a multinomial Naive Bayes baseline on
// the same features. Trains on `train`, tests on `test` (labels.json). With --held-out both train and
// evaluate inside `train` (fold 0 of 5 per class, fixed seed). --tune prints a grid of variants as the
// mean over the 5 folds of `train`: that is where tunables are chosen; the test split is never used.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { featuresOf, type PageFeatures } from '../../src/core/classify/features';
import { FLAG, KEEP, TopicModel, filterClass } from '../../src/core/classify/model';
import { classScores, SHIPPED_FACTORS, type ScoreFactors } from '../../src/core/classify/score';
import { filterVerdict, marginConfidence, suggest } from '../../src/core/classify/suggest';
import { PRESELECT_CONFIDENCE, TOPIC_WORDS_PER_CLASS } from '../../src/core/classify/tunables';
import { NaiveBayes } from './baseline';
import { datasetsRoot, loadCorpora, type Corpus, type LabelledDoc } from './corpora';
import { evaluate, median, type Report } from './metrics';
import { seededRandom } from '../lib/random';

interface Prepared {
  corpus: Corpus;
  classes: string[];
  train: Array<LabelledDoc & { features: PageFeatures }>;
  test: Array<LabelledDoc & { features: PageFeatures }>;
}

const FOLDS = 5;

/** Train docs re-split: fold `fold` of FOLDS (per class, shuffled with a fixed seed) becomes the test part. */
function heldOutSplit<T extends LabelledDoc>(docs: readonly T[], fold: number): T[] {
  const random = seededRandom(20261201);
  const byClass = new Map<string, T[]>();
  for (const doc of docs.filter((d) => d.split === 'train')) byClass.set(doc.cls, [...(byClass.get(doc.cls) ?? []), doc]);
  const out: T[] = [];
  for (const [, group] of [...byClass].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const shuffled = group.map((doc) => ({ doc, key: random() })).sort((a, b) => a.key - b.key).map((x) => x.doc);
    shuffled.forEach((doc, i) => out.push({ ...doc, split: i % FOLDS === fold ? 'test' : 'train' }));
  }
  return out;
}

type FeaturedDoc = LabelledDoc & { features: PageFeatures };

function withFeatures(corpus: Corpus): FeaturedDoc[] {
  return corpus.docs.map((doc) => ({ ...doc, features: featuresOf(doc.layers) }));
}

/** The corpus as train/test; `fold` set means a held-out fold inside `train` (the test split unused). */
function prepare(corpus: Corpus, docs: FeaturedDoc[], fold?: number): Prepared {
  const split = fold === undefined ? docs : heldOutSplit(docs, fold);
  const classes = [...new Set(split.map((d) => d.cls))].sort();
  return { corpus, classes, train: split.filter((d) => d.split === 'train'), test: split.filter((d) => d.split === 'test') };
}

function kindOf(p: Prepared): 'notebook' | 'filter' {
  return p.corpus.task;
}

function classRef(p: Prepared, cls: string) {
  if (kindOf(p) === 'filter') return filterClass(cls === 'negative' ? FLAG : KEEP);
  return { kind: 'notebook' as const, name: cls };
}

function trainLayered(p: Prepared, topN = TOPIC_WORDS_PER_CLASS): TopicModel {
  const model = new TopicModel(topN);
  for (const doc of p.train) model.add(doc.features, classRef(p, doc.cls));
  return model;
}

/** The layered classifier's label for each test doc under the given factors (argmax of the class scores). */
function predictLayered(p: Prepared, model: TopicModel, factors: ScoreFactors): string[] {
  if (kindOf(p) === 'filter') {
    return p.test.map((doc) => (filterVerdict(model, doc.features, factors).flagged ? 'negative' : 'positive'));
  }
  return p.test.map((doc) => classScores(model, 'notebook', p.classes, doc.features, factors)[0]!.name);
}

function predictBaseline(p: Prepared): string[] {
  const nb = new NaiveBayes();
  for (const doc of p.train) nb.add(doc.features, doc.cls);
  return p.test.map((doc) => nb.predict(doc.features));
}

function report(p: Prepared, predicted: string[]): Report {
  return evaluate(p.test.map((d) => d.cls), predicted, p.classes);
}

const f3 = (x: number): string => x.toFixed(3);
const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - [...s].length));

function printSideBySide(p: Prepared, layered: Report, baseline: Report): void {
  console.log(`\n== ${p.corpus.name}: ${p.corpus.note}; train ${p.train.length}, test ${p.test.length}`);
  console.log(`${pad('class', 14)} ${pad('layered P / R / F1', 22)} ${pad('baseline P / R / F1', 22)} n`);
  layered.perClass.forEach((c, i) => {
    const b = baseline.perClass[i]!;
    console.log(`${pad(c.cls, 14)} ${pad(`${f3(c.precision)} / ${f3(c.recall)} / ${f3(c.f1)}`, 22)} ${pad(`${f3(b.precision)} / ${f3(b.recall)} / ${f3(b.f1)}`, 22)} ${c.support}`);
  });
  console.log(`${pad('accuracy', 14)} ${pad(f3(layered.accuracy), 22)} ${pad(f3(baseline.accuracy), 22)}`);
  console.log(`${pad('macro-F1', 14)} ${pad(f3(layered.macroF1), 22)} ${pad(f3(baseline.macroF1), 22)}`);
}

function printFilter(p: Prepared, layered: Report, baseline: Report): void {
  const flag = (r: Report) => r.perClass.find((c) => c.cls === 'negative')!;
  console.log(`filter (flag = negative): layered 查准率 precision ${f3(flag(layered).precision)} 查全率 recall ${f3(flag(layered).recall)}; baseline precision ${f3(flag(baseline).precision)} recall ${f3(flag(baseline).recall)}`);
}

/**
 * Median time of the product call (layers → features → scores → suggestion) per test doc, wall and
 * CPU: the machine is shared, so the CPU time is the steadier figure. The first call (JIT warm-up,
 * first idf look-ups after training) is reported apart.
 */
function medianSuggestMs(p: Prepared, model: TopicModel): { wall: number; cpu: number; first: number } {
  const call = (doc: LabelledDoc): void => {
    if (kindOf(p) === 'filter') filterVerdict(model, doc.layers);
    else suggest(model, doc.layers);
  };
  const firstStart = performance.now();
  if (p.test[0]) call(p.test[0]);
  const first = performance.now() - firstStart;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const doc of p.test) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    call(doc);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu), first };
}

const ABLATIONS: Array<{ name: string; factors: ScoreFactors }> = [
  { name: 'full (as shipped)', factors: SHIPPED_FACTORS },
  { name: 'layers off (f_pos = 1)', factors: { ...SHIPPED_FACTORS, layerWeights: { 1: 1, 2: 1, 3: 1 } } },
  { name: 'f_sen off', factors: { ...SHIPPED_FACTORS, sentence: false } },
  { name: 'f_len off', factors: { ...SHIPPED_FACTORS, lengthExponent: 0 } },
  { name: 'all three off', factors: { ...SHIPPED_FACTORS, layerWeights: { 1: 1, 2: 1, 3: 1 }, sentence: false, lengthExponent: 0 } },
  { name: 'idf off (the paper alone)', factors: { ...SHIPPED_FACTORS, idf: 0 } },
];

function printAblation(prepared: Prepared[], models: TopicModel[]): void {
  console.log(`\nablation, macro-F1 (${prepared.map((p) => p.corpus.name).join(' / ')})`);
  for (const { name, factors } of ABLATIONS) {
    const cells = prepared.map((p, i) => f3(report(p, predictLayered(p, models[i]!, factors)).macroF1));
    console.log(`${pad(name, 30)} ${cells.map((c) => pad(c, 13)).join(' ')}`);
  }
}

/** Variants scored on folds of train only; the shipped tunables were chosen from this table. */
function printTuningGrid(corpora: Corpus[]): void {
  const variants: Array<{ name: string; topN: number; factors: ScoreFactors }> = [];
  for (const topN of [1000, 2000, 3000]) {
    for (const idf of [0, 1, 2, 3]) variants.push({ name: `N=${topN} idf^${idf}`, topN, factors: { ...SHIPPED_FACTORS, idf } });
  }
  variants.push({ name: 'shipped, f_sen off', topN: TOPIC_WORDS_PER_CLASS, factors: { ...SHIPPED_FACTORS, sentence: false } });
  variants.push({ name: 'shipped, f_len off', topN: TOPIC_WORDS_PER_CLASS, factors: { ...SHIPPED_FACTORS, lengthExponent: 0 } });
  variants.push({ name: 'shipped, f_len^0.5', topN: TOPIC_WORDS_PER_CLASS, factors: { ...SHIPPED_FACTORS, lengthExponent: 0.5 } });
  for (const weights of [{ 1: 2, 2: 1.5, 3: 1 }, { 1: 3, 2: 2, 3: 1 }, { 1: 5, 2: 2, 3: 1 }, { 1: 1, 2: 1, 3: 0.5 }] as const) {
    variants.push({ name: `shipped, f_pos ${weights[1]}/${weights[2]}/${weights[3]}`, topN: TOPIC_WORDS_PER_CLASS, factors: { ...SHIPPED_FACTORS, layerWeights: weights } });
  }
  console.log(`\ntuning grid, mean macro-F1 over ${FOLDS} folds of train (${corpora.map((c) => c.name).join(' / ')}); NB baseline first`);
  const featured = corpora.map(withFeatures);
  const folds = corpora.map((c, i) => Array.from({ length: FOLDS }, (_, fold) => prepare(c, featured[i]!, fold)));
  const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
  const row = (name: string, cells: number[]): void => console.log(`${pad(name, 34)} ${cells.map((c) => pad(f3(c), 13)).join(' ')}`);
  row('NB baseline', folds.map((perFold) => mean(perFold.map((p) => report(p, predictBaseline(p)).macroF1))));
  const models = new Map<number, TopicModel[][]>();
  for (const v of variants) {
    if (!models.has(v.topN)) models.set(v.topN, folds.map((perFold) => perFold.map((p) => trainLayered(p, v.topN))));
    const trained = models.get(v.topN)!;
    row(v.name, folds.map((perFold, i) => mean(perFold.map((p, fold) => report(p, predictLayered(p, trained[i]![fold]!, v.factors)).macroF1))));
  }
}

/** How often the shipped confidence rule preselects, and how often a preselected notebook is right. */
function preselectStats(p: Prepared, model: TopicModel, threshold: number): { coverage: number; precision: number } {
  let preselected = 0;
  let right = 0;
  for (const doc of p.test) {
    const scores = classScores(model, 'notebook', p.classes, doc.features, SHIPPED_FACTORS);
    if (marginConfidence(scores) < threshold) continue;
    preselected++;
    if (scores[0]!.name === doc.cls) right++;
  }
  return { coverage: preselected / Math.max(1, p.test.length), precision: preselected ? right / preselected : 1 };
}

const PRESELECT_THRESHOLDS = [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5];

/** Preselection coverage/precision per threshold, pooled over the folds of train (the threshold is chosen here). */
function printPreselectGrid(corpora: Corpus[]): void {
  const notebookCorpora = corpora.filter((c) => c.task === 'notebook');
  console.log(`\npreselect threshold on the confidence margin, over ${FOLDS} folds of train: coverage / precision of preselected`);
  const folds = notebookCorpora.map((c) => {
    const featured = withFeatures(c);
    return Array.from({ length: FOLDS }, (_, fold) => prepare(c, featured, fold)).map((p) => ({ p, model: trainLayered(p) }));
  });
  for (const threshold of PRESELECT_THRESHOLDS) {
    const cells = folds.map((perFold) => {
      const stats = perFold.map(({ p, model }) => preselectStats(p, model, threshold));
      const mean = (pick: (s: { coverage: number; precision: number }) => number) => stats.reduce((a, s) => a + pick(s), 0) / stats.length;
      return `${f3(mean((s) => s.coverage))} / ${f3(mean((s) => s.precision))}`;
    });
    console.log(`${pad(`≥ ${threshold}`, 10)} ${notebookCorpora.map((c, i) => `${c.name} ${cells[i]}`).join('   ')}`);
  }
}

function main(): void {
  const { values } = parseArgs({
    options: { data: { type: 'string' }, corpus: { type: 'string' }, 'held-out': { type: 'boolean' }, tune: { type: 'boolean' }, preselect: { type: 'boolean' } },
    strict: true,
  });
  const heldOut = Boolean(values['held-out']);
  const root = datasetsRoot(values.data);
  const corpora = loadCorpora(root, values.corpus?.split(',').map((s) => s.trim()));
  if (values.tune || values.preselect) {
    if (values.tune) printTuningGrid(corpora);
    printPreselectGrid(corpora);
    return;
  }
  console.log(`layered classifier vs multinomial NB; data ${root}; evaluated on ${heldOut ? 'HELD-OUT fold 0 of train (80/20)' : 'the test split'}`);
  const prepared = corpora.map((c) => prepare(c, withFeatures(c), heldOut ? 0 : undefined));
  const models = prepared.map((p) => trainLayered(p));
  const summary: string[] = [];
  prepared.forEach((p, i) => {
    const layered = report(p, predictLayered(p, models[i]!, SHIPPED_FACTORS));
    const baseline = report(p, predictBaseline(p));
    printSideBySide(p, layered, baseline);
    if (kindOf(p) === 'filter') printFilter(p, layered, baseline);
    if (kindOf(p) === 'notebook') {
      const pre = preselectStats(p, models[i]!, PRESELECT_CONFIDENCE);
      console.log(`preselected (confidence ≥ ${PRESELECT_CONFIDENCE}): ${f3(pre.coverage)} of documents, right ${f3(pre.precision)}`);
    }
    const time = medianSuggestMs(p, models[i]!);
    console.log(`median ${kindOf(p) === 'filter' ? 'filterVerdict' : 'suggest'}() time per document: ${time.wall.toFixed(2)} ms wall, ${time.cpu.toFixed(2)} ms CPU (first call after training: ${time.first.toFixed(1)} ms)`);
    summary.push(`${p.corpus.name} layered macro-F1 ${f3(layered.macroF1)} baseline ${f3(baseline.macroF1)}`);
  });
  printAblation(prepared, models);
  console.log('');
  for (const line of summary) console.log(line);
}

main();
