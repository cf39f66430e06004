// Loading the development datasets (../shared/datasets, see its README). They are read in place, never copied
// into the repository. The folder is found from, in order: an explicit path (a --data flag), the PITH_DATASETS
// environment variable, or ../shared/datasets beside the repository.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type PageLanguage = 'zh' | 'en' | 'other';

export interface DatasetPage {
  dataset: string;
  id: string;
  url?: string;
  lang: PageLanguage;
  /** WCXB only: article, forum, product, collection, listing, documentation, service. */
  pageType?: string;
}

export interface Dataset {
  name: string;
  /** Whether the truth text starts with the headline, so predictions are scored as title + body. */
  truthIncludesTitle: boolean;
  pages: DatasetPage[];
}

interface MetaFile {
  truth_includes_title?: boolean;
  pages: { id: string; url?: string; lang?: string; page_type?: string }[];
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export class DatasetsMissingError extends Error {}

/** The datasets folder, or an error that tells the reader how to point at it. */
export function datasetsRoot(explicit?: string): string {
  const root = path.resolve(explicit ?? process.env.PITH_DATASETS ?? path.join(REPO_ROOT, '..', 'shared', 'datasets'));
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    throw new DatasetsMissingError(
      `datasets folder not found at ${root}: set PITH_DATASETS (or pass --data PATH) to the folder that holds ` +
        `daniel_waddle/, cleaneval/, l3s_gn1/, wcxb_dev/`,
    );
  }
  return root;
}

function asLanguage(lang: string | undefined): PageLanguage {
  return lang === 'zh' || lang === 'en' ? lang : 'other';
}

/** Every dataset folder with a meta.json, sorted by name (the order score.mjs uses). */
export function loadDatasets(root: string, only?: readonly string[]): Dataset[] {
  const datasets: Dataset[] = [];
  for (const name of fs.readdirSync(root).sort()) {
    const metaPath = path.join(root, name, 'meta.json');
    if (!fs.existsSync(metaPath) || (only && !only.includes(name))) continue;
    const meta = JSON.parse(fs.readFileSync(metaPath, 'utf8')) as MetaFile;
    datasets.push({
      name,
      truthIncludesTitle: meta.truth_includes_title === true,
      pages: meta.pages.map((p) => ({
        dataset: name,
        id: p.id,
        url: p.url,
        lang: asLanguage(p.lang),
        pageType: p.page_type,
      })),
    });
  }
  if (only) {
    const unknown = only.filter((name) => !datasets.some((d) => d.name === name));
    if (unknown.length) throw new Error(`unknown dataset(s) in ${root}: ${unknown.join(', ')}`);
  }
  return datasets;
}

/** Pages are stored as UTF-8 whatever their <meta charset> says (the README: some were transcoded). */
export function readPageHtml(root: string, page: Pick<DatasetPage, 'dataset' | 'id'>): string {
  return fs.readFileSync(path.join(root, page.dataset, 'pages', `${page.id}.html`), 'utf8');
}

export function readTruth(root: string, page: Pick<DatasetPage, 'dataset' | 'id'>): string {
  return fs.readFileSync(path.join(root, page.dataset, 'truth', `${page.id}.txt`), 'utf8');
}

/** Every `step`-th page of each dataset, starting with the first: a fixed sample that changes only with the data. */
export function everyNth(dataset: Dataset, step: number): DatasetPage[] {
  return dataset.pages.filter((_, i) => i % step === 0);
}
