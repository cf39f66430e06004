// `node scripts/han-variants.mjs`: writes src/core/text/han-variants.ts, the other script's forms of every Han
// character the engine's code (not its comments) is written with, so that a pattern written once in Simplified
// characters also reads Traditional pages (延伸阅读 / 延伸閱讀, 责任编辑 / 責任編輯) and the other way round.
// OpenCC (opencc-js) converts, in both directions, between Simplified and the Taiwan and Hong Kong standards, each
// character alone and each line as the phrases it is written in (签 alone is 籤, in 签名 it is 簽). Run it after
// adding Chinese words to a pattern; a unit test fails while the written table differs from a fresh one. OpenCC is
// a development dependency only: its dictionaries would be many times the page reader's size.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as OpenCC from 'opencc-js';

/** Where the engine's patterns live. */
const SOURCE_DIRS = ['src/core/extract', 'src/core/metadata', 'src/core/text'];
const TARGET = 'src/core/text/han-variants.ts';
const HAN = /\p{Script=Han}/u;
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/;

function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.ts') && file !== join(root, TARGET)) files.push(file);
    }
  };
  for (const dir of SOURCE_DIRS) walk(join(root, dir));
  return files;
}

/** Groups of a character's forms, each a string of two or more characters, sorted. */
export function variantGroups(root = '.') {
  const converters = [
    ['cn', 'tw'],
    ['cn', 'hk'],
    ['tw', 'cn'],
    ['hk', 'cn'],
  ].map(([from, to]) => OpenCC.Converter({ from, to }));
  const parent = new Map();
  const find = (c) => {
    while (parent.get(c) !== c) c = parent.get(c);
    return c;
  };
  const join2 = (a, b) => {
    for (const c of [a, b]) if (!parent.has(c)) parent.set(c, c);
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  };
  for (const file of sourceFiles(root)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (COMMENT_LINE.test(line) || !HAN.test(line)) continue;
      const code = line.replace(/\s\/\/\s.*$/, '');
      const chars = [...code];
      for (const convert of converters) {
        const phrase = [...convert(code)];
        for (let i = 0; i < chars.length; i++) {
          const c = chars[i];
          if (!HAN.test(c)) continue;
          const alone = convert(c);
          if (alone !== c && [...alone].length === 1) join2(c, alone);
          if (phrase.length === chars.length && phrase[i] !== c && HAN.test(phrase[i])) join2(c, phrase[i]);
        }
      }
    }
  }
  const groups = new Map();
  for (const c of parent.keys()) {
    const root = find(c);
    groups.set(root, (groups.get(root) ?? '') + c);
  }
  return [...groups.values()]
    .map((group) => [...group].sort().join(''))
    .filter((group) => [...group].length > 1)
    .sort();
}

export function renderModule(groups) {
  const lines = [];
  let line = '';
  for (const group of groups) {
    if (line && line.length + group.length + 1 > 56) {
      lines.push(line);
      line = '';
    }
    line += (line ? ' ' : '') + group;
  }
  if (line) lines.push(line);
  return [
    '// Written by scripts/han-variants.mjs (OpenCC): do not edit. Each group holds one character\'s Simplified and',
    '// Traditional forms, for every Han character in the code of src/core/extract, metadata and text.',
    '',
    'export const HAN_VARIANT_GROUPS =',
    ...lines.map((text, i) => `  '${text}${i < lines.length - 1 ? ' ' : ''}'${i < lines.length - 1 ? ' +' : ';'}`),
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const groups = variantGroups('.');
  writeFileSync(TARGET, renderModule(groups));
  console.log(`${TARGET}: ${groups.length} groups`);
}
