// The labelled topic corpora (../shared/datasets/topics, see its README), read in place. The folder is
// found from a --data flag, else PITH_DATASETS, else ../shared/datasets beside the repository.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { layersFromHtml, type PageLayers } from '../../src/core/classify';

export interface LabelledDoc {
  id: string;
  cls: string;
  split: 'train' | 'test';
  layers: PageLayers;
}

export interface Corpus {
  name: string;
  /** What the bench uses the corpus for. */
  task: 'notebook' | 'filter';
  docs: LabelledDoc[];
  note: string;
}

interface LabelsFile {
  labels: Record<string, string>;
  split: Record<string, 'train' | 'test'>;
}

export function datasetsRoot(flag?: string): string {
  if (flag) return path.resolve(flag);
  if (process.env.PITH_DATASETS) return path.resolve(process.env.PITH_DATASETS);
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  return path.resolve(repo, '..', 'shared', 'datasets');
}

function readLabels(folder: string): LabelsFile {
  return JSON.parse(fs.readFileSync(path.join(folder, 'labels.json'), 'utf8')) as LabelsFile;
}

function loadCorpus(folder: string, ext: string, keep: (cls: string) => boolean, toLayers: (raw: string) => PageLayers): LabelledDoc[] {
  const { labels, split } = readLabels(folder);
  return Object.keys(labels)
    .sort()
    .filter((id) => keep(labels[id]!))
    .map((id) => ({
      id,
      cls: labels[id]!,
      split: split[id]!,
      layers: toLayers(fs.readFileSync(path.join(folder, 'docs', `${id}.${ext}`), 'utf8')),
    }));
}

// THUCNews runs the title into the body; the title is the text before the dateline "新浪…讯" (or
// "…讯" near the start). Where no dateline is found the whole text is body (no title layer).
const THUC_DATELINE = /^(.{4,80}?)(新浪[^，。\s]{0,6}讯|[^，。\s]{2,8}讯[　\s]*(?:北京时间|\d|（|\())/u;

function thucLayers(raw: string): PageLayers {
  const text = raw.trim();
  const match = THUC_DATELINE.exec(text);
  if (!match) return { heading: [], body: text, links: [], lang: 'zh' };
  return { heading: [match[1]!], body: text.slice(match[1]!.length), links: [], lang: 'zh' };
}

function bbcLayers(raw: string): PageLayers {
  const [headline = '', ...rest] = raw.split('\n');
  return { heading: [headline.trim()], body: rest.join('\n').trim(), links: [], lang: 'en' };
}

function plainBody(lang: string): (raw: string) => PageLayers {
  return (raw) => ({ heading: [], body: raw.trim(), links: [], lang });
}

function webkbLayers(raw: string): PageLayers {
  // Some pages are served as text without <html>; wrap so linkedom builds a full document.
  const html = /<html[\s>]/i.test(raw) ? raw : `<html><body>${raw}</body></html>`;
  return layersFromHtml(parseHTML(html).document as unknown as Document);
}

/** WebKB's customary 4-class task: "other" (a catch-all) and the small department/staff classes are left out. */
const WEBKB_CLASSES = new Set(['course', 'faculty', 'project', 'student']);

export function loadCorpora(root: string, only?: readonly string[]): Corpus[] {
  const topics = path.join(root, 'topics');
  const all: Array<{ name: string; load: () => Corpus }> = [
    { name: 'thucnews', load: () => ({ name: 'thucnews', task: 'notebook', note: 'zh, 10 classes, title = text before the dateline', docs: loadCorpus(path.join(topics, 'thucnews_cnews'), 'txt', () => true, thucLayers) }) },
    { name: 'bbc', load: () => ({ name: 'bbc', task: 'notebook', note: 'en, 5 classes, headline = line 1', docs: loadCorpus(path.join(topics, 'bbc_news'), 'txt', () => true, bbcLayers) }) },
    { name: 'webkb', load: () => ({ name: 'webkb', task: 'notebook', note: 'en real HTML, 4 classes (course/faculty/project/student; "other", department, staff left out as is customary)', docs: loadCorpus(path.join(topics, 'webkb_html'), 'html', (cls) => WEBKB_CLASSES.has(cls), webkbLayers) }) },
    { name: 'chnsenticorp', load: () => ({ name: 'chnsenticorp', task: 'filter', note: 'zh hotel reviews; negative = flag, positive = keep (the paper\'s setting)', docs: loadCorpus(path.join(topics, 'chnsenticorp_htl'), 'txt', () => true, plainBody('zh')) }) },
  ];
  return all.filter((c) => !only || only.includes(c.name)).map((c) => c.load());
}
