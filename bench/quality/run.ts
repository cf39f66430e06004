// npm run bench:quality -- [--data PATH] [--dataset a,b] [--every N] [--limit N] [--out DIR] [--raw-parse] [--score-only] [--systems pith,…]
//
// Pith, @mozilla/readability and Defuddle over the development datasets in one run: the same linkedom parse for
// each (a fresh one per system), the same htmlToText for each, scored with the metric of score.mjs. Prints
// F1 / precision / recall per dataset, per language and ALL, with the deltas Pith − Readability and
// Pith − Defuddle. --score-only scores the predictions an earlier run stored (so a long run can be split into
// shards with --dataset, each writing into the same --out, and scored as one); --systems pith reruns Pith alone and
// scores the peers from their stored predictions. Predictions go to <out>/<system>/<dataset>/<id>.json so that score.mjs can cross-check:
//   node ../shared/datasets/score.mjs --data ../shared/datasets --pred .bench-out/quality/pith
import fs from 'node:fs';
import path from 'node:path';
import { parseBenchArgs, selectPages, type BenchArgs } from '../lib/args';
import { datasetsRoot, loadDatasets, readPageHtml, readTruth, type Dataset, type DatasetPage } from '../lib/datasets';
import { pageOverlap, scoredText } from '../lib/metric';
import { fixed3, groupScores, signed3, type GroupScore, type ScoredPage } from '../lib/report';
import { runSystem, SYSTEM_NAMES, toPrediction, type SystemName } from '../lib/systems';

const USAGE = 'usage: npm run bench:quality -- [--data PATH] [--dataset a,b] [--every N] [--limit N] [--out DIR] [--raw-parse] [--score-only] [--systems pith,…]';

interface SystemTally {
  scored: ScoredPage[];
  /** Pages where the system returned no body at all. */
  empty: number;
  errors: number;
}

/** What is stored per page and system: the scored fields, plus why a body is empty when the system threw. */
interface StoredPrediction {
  title: string;
  text: string;
  error?: string;
}

function predictionPath(outRoot: string, system: SystemName, page: DatasetPage): string {
  return path.join(outRoot, system, page.dataset, `${page.id}.json`);
}

function writePrediction(file: string, prediction: StoredPrediction): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(prediction));
}

function readPrediction(file: string): StoredPrediction {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredPrediction;
}

function predict(system: SystemName, html: string, page: DatasetPage, rawParse: boolean): StoredPrediction {
  const extraction = runSystem(system, html, page.url, rawParse ? 'raw' : 'browser');
  const prediction = toPrediction(extraction);
  return extraction.error ? { ...prediction, error: extraction.error } : prediction;
}

const COLUMN = 20;

function printTable(results: Record<SystemName, GroupScore[]>): void {
  const lead = `${''.padEnd(16)} ${''.padStart(5)} `;
  const names = SYSTEM_NAMES.map((s) => `| ${s.padEnd(COLUMN)}`).join('') + '| Δ F1 Pith −';
  const header =
    `${'set'.padEnd(16)} ${'n'.padStart(5)} ` + SYSTEM_NAMES.map(() => `| ${'F1     P      R'.padEnd(COLUMN)}`).join('') + '| Readab. Defuddle';
  console.log(lead + names);
  console.log(header);
  console.log('-'.repeat(header.length));
  results.pith.forEach(({ group, score }, i) => {
    const cells = SYSTEM_NAMES.map((s) => {
      const { f1, precision, recall } = results[s][i].score;
      return `| ${`${fixed3(f1)}  ${fixed3(precision)}  ${fixed3(recall)}`.padEnd(COLUMN)}`;
    }).join('');
    const deltas = `| ${signed3(score.f1 - results.readability[i].score.f1).padEnd(8)}${signed3(score.f1 - results.defuddle[i].score.f1)}`;
    console.log(`${group.padEnd(16)} ${String(score.n).padStart(5)} ${cells}${deltas}`);
  });
}

function emptyTallies(): Record<SystemName, SystemTally> {
  const tally = (): SystemTally => ({ scored: [], empty: 0, errors: 0 });
  return { pith: tally(), readability: tally(), defuddle: tally() };
}

interface Run {
  tallies: Record<SystemName, SystemTally>;
  pages: number;
  /** --score-only: pages left out because a shard has not written every system's prediction yet. */
  unfinished: number;
}

/** Extracts (or, with --score-only, reads back) every selected page for every system and scores it. */
function scorePages(args: BenchArgs, root: string, outRoot: string, datasets: Dataset[]): Run {
  const run: Run = { tallies: emptyTallies(), pages: 0, unfinished: 0 };
  const runs = (system: SystemName) => !args.scoreOnly && (!args.systems || args.systems.includes(system));
  const total = datasets.reduce((n, d) => n + selectPages(d.pages, args).length, 0);
  for (const dataset of datasets) {
    for (const page of selectPages(dataset.pages, args)) {
      // A system not run this time is read back; a shard still running may not have written it yet: leave the page out.
      const stored = (s: SystemName) => runs(s) || fs.existsSync(predictionPath(outRoot, s, page));
      if (!SYSTEM_NAMES.every(stored)) {
        run.unfinished++;
        continue;
      }
      const html = SYSTEM_NAMES.some(runs) ? readPageHtml(root, page) : '';
      const truth = readTruth(root, page);
      for (const system of SYSTEM_NAMES) {
        const file = predictionPath(outRoot, system, page);
        const prediction = runs(system) ? predict(system, html, page, args.rawParse) : readPrediction(file);
        if (runs(system)) writePrediction(file, prediction);
        const tally = run.tallies[system];
        if (prediction.error) tally.errors++;
        if (!prediction.text.trim()) tally.empty++;
        tally.scored.push({ page, overlap: pageOverlap(truth, scoredText(prediction, dataset.truthIncludesTitle)) });
      }
      if (++run.pages % 100 === 0) process.stderr.write(`  ${run.pages}/${total} pages\n`);
    }
  }
  return run;
}

function describeRun(args: BenchArgs, root: string, outRoot: string, pages: number): string {
  const sample = `${args.every > 1 ? ` (1 page in ${args.every} of each dataset)` : ''}${args.limit ? ` (at most ${args.limit} per dataset)` : ''}`;
  const rerun = args.systems ? `, ran ${args.systems.join('+')}, others from stored predictions` : '';
  const source = args.scoreOnly ? `scored from stored predictions in ${outRoot}` : args.rawParse ? 'raw linkedom parse' : 'browser-like linkedom parse';
  return `bench:quality — ${pages} pages from ${root}${sample}, ${source}${rerun}`;
}

function main(): void {
  const args = parseBenchArgs(process.argv.slice(2), USAGE);
  const root = datasetsRoot(args.data);
  const outRoot = path.resolve(args.out ?? '.bench-out/quality');
  const unknown = args.systems?.filter((s) => !SYSTEM_NAMES.includes(s as SystemName)) ?? [];
  if (unknown.length) throw new Error(`unknown system(s) ${unknown.join(', ')}; use ${SYSTEM_NAMES.join(', ')}`);
  const run = scorePages(args, root, outRoot, loadDatasets(root, args.datasets));
  const results = Object.fromEntries(SYSTEM_NAMES.map((s) => [s, groupScores(run.tallies[s].scored)])) as Record<SystemName, GroupScore[]>;
  console.log(describeRun(args, root, outRoot, run.pages));
  if (run.unfinished) console.log(`${run.unfinished} pages left out: a system not run this time has no stored prediction for them`);
  printTable(results);
  for (const s of SYSTEM_NAMES) console.log(`${s}: ${run.tallies[s].empty} pages with an empty body, ${run.tallies[s].errors} exceptions`);
  fs.mkdirSync(outRoot, { recursive: true });
  fs.writeFileSync(path.join(outRoot, 'summary.json'), JSON.stringify({ root, every: args.every, limit: args.limit ?? null, rawParse: args.rawParse, results }, null, 1));
  console.log(`predictions: ${outRoot}/<system>/<dataset>/<id>.json (cross-check with score.mjs --pred ${outRoot}/<system>)`);
}

main();
