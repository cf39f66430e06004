// `pith extract` end to end on temporary files: through main(argv) in-process, and through the esbuild bundle
// (built into a temporary folder) as a child process, the way `npx pith` runs it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePage } from '../../../src/cli/decode';
import { closeRunawayTitle } from '../../../src/cli/page';
import { main, type CliIO } from '../../../src/cli/main';
import { ARTICLE_PARAGRAPHS, ARTICLE_TITLE, FOOTER, NAVIGATION, articlePage } from './pages';

let dir = '';

function write(name: string, content: string | Uint8Array): string {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
}

function run(argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) };
  const code = main(argv, io);
  return { code, stdout, stderr };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-cli-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('pith extract, one page', () => {
  it('--format json writes the reading fields, with the body text block-separated and without the title', () => {
    const page = write('article.html', articlePage());
    const { code, stdout, stderr } = run(['extract', '--format', 'json', '--url', 'https://gazette.example/tide-pools', page]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const record = JSON.parse(stdout) as Record<string, unknown>;
    for (const field of ['title', 'text', 'html', 'byline', 'published', 'siteName', 'lang', 'excerpt', 'leadImage', 'ms'])
      expect(record, field).toHaveProperty(field);
    expect(record.title).toBe(ARTICLE_TITLE);
    expect(record.text).toBe(ARTICLE_PARAGRAPHS.join('\n'));
    expect(record.byline).toBe('Mara Quinn');
    expect(record.lang).toMatch(/^en/);
    expect(record.url).toBe('https://gazette.example/tide-pools');
    expect(typeof record.ms).toBe('number');
  });

  it('--format text prints the title, a blank line and the paragraphs, leaving navigation and footer out', () => {
    const page = write('article.html', articlePage());
    const { code, stdout } = run(['extract', '--format', 'text', page]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${ARTICLE_TITLE}\n\n${ARTICLE_PARAGRAPHS.join('\n')}\n`);
    expect(stdout).not.toContain(NAVIGATION.split(' ')[3]);
    expect(stdout).not.toContain(FOOTER);
  });

  it('--format html writes a standalone page with the title as its heading', () => {
    const page = write('article.html', articlePage());
    const { code, stdout } = run(['extract', '-f', 'html', page]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^<!DOCTYPE html>/);
    expect(stdout).toContain(`<h1>${ARTICLE_TITLE}</h1>`);
    expect(stdout).toContain(`<p>${ARTICLE_PARAGRAPHS[2]}</p>`);
  });

  it('markdown (the default) has front matter, the title as the one H1 and the paragraphs', () => {
    const page = write('article.html', articlePage());
    const { code, stdout } = run(['extract', '--url', 'https://gazette.example/tide-pools', page]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^---\n/);
    expect(stdout).toContain('url: "https://gazette.example/tide-pools"');
    expect(stdout.match(/^# /gm)).toEqual(['# ']);
    expect(stdout).toContain(`# ${ARTICLE_TITLE}`);
    for (const paragraph of ARTICLE_PARAGRAPHS) expect(stdout).toContain(paragraph);
  });

  it('reads a saved page whose <title> never closes: the title ends at its first tag and the body is kept', () => {
    const runaway = articlePage().replace(`${ARTICLE_TITLE} | Coastal Gazette</title>`, `${ARTICLE_TITLE} | Coastal Gazette`);
    expect(runaway).not.toContain('</title>');
    const { code, stdout } = run(['extract', '--format', 'json', write('runaway.html', runaway)]);
    expect(code).toBe(0);
    const record = JSON.parse(stdout) as { title: string; text: string };
    expect(record.title).toBe(ARTICLE_TITLE);
    expect(record.text).toBe(ARTICLE_PARAGRAPHS.join('\n'));
    // A page that closes its title later on is read as it is.
    expect(closeRunawayTitle('<title>A <b>bold</b> title</title><p>x</p>')).toBe('<title>A <b>bold</b> title</title><p>x</p>');
  });

  it('reads a page saved in GBK when its bytes are not UTF-8 and it declares the charset', () => {
    // "中文网页" in GBK, inside a page that says charset=gbk.
    const head = Buffer.from('<html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk"></head><body><p>');
    const gbk = Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0xcd, 0xf8, 0xd2, 0xb3]);
    const tail = Buffer.from('</p></body></html>');
    expect(decodePage(Buffer.concat([head, gbk, tail]))).toContain('<p>中文网页</p>');
  });

  it('reads undeclared legacy bytes as GB18030 when they are Chinese and as windows-1252 otherwise', () => {
    const head = Buffer.from('<html><head><title>x</title></head><body><p>');
    const tail = Buffer.from('</p></body></html>');
    // "中文网页，发酵是面包风味的来源。" in GBK, no charset anywhere (a page saved without its server's header).
    const gbk = Buffer.from('1tDOxM340rOjrLeivc3Kx8PmsPy35862tcTAtNS0oaM=', 'base64');
    expect(decodePage(Buffer.concat([head, gbk, tail]))).toContain('<p>中文网页，发酵是面包风味的来源。</p>');
    // "Café déjà vu – 20 €" in windows-1252: an accented letter before a space is no GB18030 pair.
    const latin = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x64, 0xe9, 0x6a, 0xe0, 0x20, 0x76, 0x75, 0x20, 0x96, 0x20, 0x32, 0x30, 0x20, 0x80]);
    expect(decodePage(Buffer.concat([head, latin, tail]))).toContain('<p>Café déjà vu – 20 €</p>');
    // UTF-8 cut off mid-character stays UTF-8: one broken character, not a page of mojibake.
    const cut = Buffer.concat([head, Buffer.from('中文网页，发酵是面包风味的来源。'.repeat(3)), Buffer.from('中文').subarray(0, 4), tail]);
    expect(decodePage(cut)).toContain('<p>中文网页，发酵是面包风味的来源。中文网页');
  });

  it('keeps UTF-8 when a page is valid UTF-8 whatever its <meta charset> claims', () => {
    const html = '<html><head><meta charset="gb2312"></head><body><p>中文网页</p></body></html>';
    expect(decodePage(Buffer.from(html, 'utf8'))).toBe(html);
    expect(decodePage(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(html)]))).toBe(html);
  });
});

describe('pith extract, bad input', () => {
  it('gives one line per bad file naming it, goes on with the good ones, and exits non-zero', () => {
    const good = write('bad-mix/good.html', articlePage());
    const binary = write('bad-mix/photo.html', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
    const empty = write('bad-mix/empty.html', '');
    const plain = write('bad-mix/notes.html', 'Remember to buy milk.\nAnd eggs.\n');
    const missing = path.join(dir, 'bad-mix', 'nowhere.html');
    const out = path.join(dir, 'bad-mix-out');
    const { code, stderr } = run(['extract', '--format', 'json', '--out', out, binary, empty, missing, plain, good]);
    expect(code).toBe(1);
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(`pith: ${binary}: binary file, not HTML`);
    expect(lines[1]).toBe(`pith: ${empty}: empty file`);
    expect(lines[2]).toBe(`pith: ${missing}: no such file`);
    expect(lines[3]).toMatch(new RegExp(`^pith: ${plain}: not HTML`));
    expect(lines[4]).toBe(`pith: 1 of 5 pages written to ${out}, 4 failed`);
    const written = JSON.parse(fs.readFileSync(path.join(out, 'good.json'), 'utf8')) as { title: string };
    expect(written.title).toBe(ARTICLE_TITLE);
    expect(fs.readdirSync(out)).toEqual(['good.json']);
  });

  it('walks directories for *.html and *.htm only, keeping sub-folders in the output names', () => {
    write('walk/a.html', articlePage());
    write('walk/deeper/b.htm', articlePage());
    write('walk/readme.txt', 'not a page');
    const out = path.join(dir, 'walk-out');
    const { code } = run(['extract', '--format', 'text', '--out', out, path.join(dir, 'walk')]);
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(out, 'a.txt'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'deeper', 'b.txt'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'readme.txt'))).toBe(false);
  });

  it('asks for --out when several pages would go to stdout', () => {
    const a = write('two/a.html', articlePage());
    const b = write('two/b.html', articlePage());
    const { code, stdout, stderr } = run(['extract', a, b]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('--out DIR');
  });

  it('rejects an unknown format and a relative --url with usage exit code 2', () => {
    const page = write('article.html', articlePage());
    expect(run(['extract', '--format', 'pdf', page]).code).toBe(2);
    expect(run(['extract', '--url', 'tide-pools.html', page]).code).toBe(2);
    expect(run(['extract']).code).toBe(2);
    expect(run(['clip', page]).code).toBe(2);
  });

  it('answers --help and --version', () => {
    expect(run(['--help']).stdout).toContain('usage: pith extract');
    expect(run(['extract', '--help']).code).toBe(0);
    expect(run(['--version']).stdout).toMatch(/^pith \d+\.\d+\.\d+ \(engine .+\)\n$/);
  });
});

describe('the bundled CLI', () => {
  let bundle = '';

  beforeAll(() => {
    bundle = path.join(dir, 'bundle', 'pith.mjs');
    execFileSync(process.execPath, [path.resolve('scripts/build-cli.mjs'), '--outfile', bundle]);
  });

  function runBundle(args: string[]) {
    const script = `import(${JSON.stringify(bundle)}).then(({ main }) => { process.exitCode = main(${JSON.stringify(args)}); })`;
    return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  }

  it('runs without the sources: json on stdout, exit 0', () => {
    const page = write('bundle-in/article.html', articlePage());
    const result = runBundle(['extract', '--format', 'json', page]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect((JSON.parse(result.stdout) as { text: string }).text).toBe(ARTICLE_PARAGRAPHS.join('\n'));
  });

  it('exits 1 with a one-line error for a missing file', () => {
    const result = runBundle(['extract', path.join(dir, 'absent.html')]);
    expect(result.status).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toEqual([`pith: ${path.join(dir, 'absent.html')}: no such file`]);
  });
});
