// The library in real Chromium with the built extension: three clips saved through the real popup, found by an
// English and a Chinese word, edited, deleted and restored, a notebook exported as a Markdown zip (compared
// byte for byte with test/fixtures/library/expected/), and the JSON backup restored into a fresh profile; a
// corrupt backup is refused and changes nothing.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../src/shared/clip';
import { seedClips } from '../../bench/library/seed';
import { launch, readClips, ROOT, serve, type Launched, type Site, openRenderedPopup, fileInPopup } from './harness';

const FIXTURES = join(ROOT, 'test/fixtures/library');
const english = readFileSync(join(ROOT, 'test/fixtures/pages/article-en.html'), 'utf8');
const chinese = readFileSync(join(ROOT, 'test/fixtures/pages/article-zh.html'), 'utf8');
const kimchi = readFileSync(join(FIXTURES, 'kimchi.html'), 'utf8');

/** The server's port and the save time change per run: replace them so the files can be compared exactly. */
function normalise(markdown: string, origin: string): string {
  return markdown.split(origin).join('http://127.0.0.1:PORT').replace(/^clipped: ".*"$/m, 'clipped: "CLIPPED"');
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);

describe('library in Chromium', () => {
  let launched: Launched;
  let site: Site;
  let library: Page;

  beforeAll(async () => {
    site = await serve({ '/post.html': english, '/zh.html': chinese, '/kimchi.html': kimchi });
    launched = await launch();
  });
  afterAll(async () => {
    await launched?.close();
    await site?.close();
  });

  /** Opens the page, clicks the toolbar button (grants activeTab) and opens the real popup UI for its tab. */
  const openPopup = (path: string): Promise<Page> => openRenderedPopup(launched, site.url(path));

  async function save(path: string, notebook: string, tags: string[]): Promise<void> {
    const popup = await openPopup(path);
    await fileInPopup(popup, notebook, tags);
    await popup.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => popup.locator('#notice').innerText(), { timeout: 20_000 }).toContain('Saved');
    await popup.close();
  }

  async function openLibrary(target: Launched = launched): Promise<Page> {
    const page = await target.context.newPage();
    await page.goto(target.extensionUrl('src/library/index.html'));
    await page.waitForSelector('body[data-ready="index"]');
    return page;
  }

  const rowTitles = (page: Page) => page.locator('.rows .row-title').allInnerTexts();

  it('lists three clips saved through the popup, newest first', async () => {
    await save('/post.html', 'Kitchen', ['bread']);
    await save('/zh.html', '花园', []);
    await save('/kimchi.html', 'Kitchen', ['ferment']);
    library = await openLibrary();
    expect(await rowTitles(library)).toEqual(['Kimchi at Home: A Winter Ferment', '城市里的屋顶菜园：一场安静的绿色革命', 'Why Sourdough Needs Time']);
    expect(await library.locator('#result-count').innerText()).toBe('3 clips');
  });

  it('finds a clip by an English word with a typo and by a Chinese word, with the terms highlighted', async () => {
    await library.fill('#search', 'fermentaton');
    await expect.poll(() => rowTitles(library)).toEqual(['Why Sourdough Needs Time']);
    await library.fill('#search', 'sourdough');
    await expect.poll(() => library.locator('.rows mark').first().innerText()).toBe('Sourdough');
    expect(await library.locator('#result-count').innerText()).toBe('1 results for “sourdough”');
    await library.fill('#search', '屋顶');
    await expect.poll(() => rowTitles(library)).toEqual(['城市里的屋顶菜园：一场安静的绿色革命']);
    expect(await library.locator('.rows .row-title mark').allInnerTexts()).toEqual(['屋顶']);
    await library.fill('#search', '');
    await expect.poll(() => rowTitles(library)).toHaveLength(3);
  });

  it('opens a clip from the keyboard and edits its tags', async () => {
    await library.fill('#search', 'sourdough');
    await expect.poll(() => rowTitles(library)).toEqual(['Why Sourdough Needs Time']);
    await library.press('#search', 'ArrowDown');
    await library.keyboard.press('Enter');
    await library.waitForSelector('#viewer:not([hidden])');
    expect(new URL(library.url()).hash).toMatch(/^#clip=/);
    await expect.poll(() => library.locator('#viewer-article').innerText()).toContain('Long fermentation is what gives sourdough its flavour');
    expect(await library.locator('#viewer-article script').count()).toBe(0);
    await library.fill('#edit-tags', 'bread, baking，favourite');
    await library.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => library.locator('#toast-text').innerText()).toBe('Changes saved.');
    const saved = (await readClips(launched)).find((clip) => clip.title === 'Why Sourdough Needs Time');
    expect(saved?.tags).toEqual(['bread', 'baking', 'favourite']);
    await library.fill('#search', 'favourite');
    await expect.poll(() => rowTitles(library)).toEqual(['Why Sourdough Needs Time']);
    await library.getByRole('button', { name: 'Close', exact: true }).click();
    await library.fill('#search', '');
  });

  it('deletes a clip and puts it back with Undo', async () => {
    const before = (await readClips(launched)).sort(byId);
    await library.getByRole('button', { name: 'Kimchi at Home: A Winter Ferment' }).click();
    await library.waitForSelector('#viewer:not([hidden])');
    await library.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => library.locator('#toast-text').innerText()).toBe('Deleted “Kimchi at Home: A Winter Ferment”.');
    expect(await library.locator('#result-count').innerText()).toBe('2 clips');
    expect(await readClips(launched)).toHaveLength(2);
    await library.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => library.locator('#toast-text').innerText()).toBe('Restored “Kimchi at Home: A Winter Ferment”.');
    expect(await library.locator('#result-count').innerText()).toBe('3 clips');
    expect((await readClips(launched)).sort(byId)).toEqual(before);
  });

  it('exports a notebook as a zip of Markdown files with front matter', async () => {
    await library.selectOption('#filter-notebook', 'Kitchen');
    await expect.poll(() => rowTitles(library)).toEqual(['Kimchi at Home: A Winter Ferment', 'Why Sourdough Needs Time']);
    const download = library.waitForEvent('download', { timeout: 30_000 });
    await library.getByRole('button', { name: 'Export notebook' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^pith-Kitchen-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(readFileSync(await file.path()));
    expect(Object.keys(files).sort()).toEqual(['Kitchen/Kimchi at Home A Winter Ferment.md', 'Kitchen/Why Sourdough Needs Time.md']);
    const clips = await readClips(launched);
    for (const [path, bytes] of Object.entries(files)) {
      const text = strFromU8(bytes);
      // `clipped` is the clip's own save time (so exporting twice gives the same file), then normalised.
      const title = /^title: "(.*)"$/m.exec(text)?.[1];
      const clip = clips.find((candidate) => candidate.title === title);
      expect(text).toContain(`clipped: "${new Date(clip!.created).toISOString()}"`);
      const actual = normalise(text, site.origin);
      const expectedPath = join(FIXTURES, 'expected', path);
      if (!existsSync(expectedPath)) {
        // First run: write the expected file for a human to review before it is committed.
        mkdirSync(dirname(expectedPath), { recursive: true });
        writeFileSync(expectedPath, actual);
      }
      expect(actual, path).toBe(readFileSync(expectedPath, 'utf8'));
    }
    await library.selectOption('#filter-notebook', '');

    // The selection: a checkbox per row; the Chinese title keeps its characters (the full-width colon is legal).
    await expect.poll(() => rowTitles(library)).toHaveLength(3);
    await library.getByRole('checkbox', { name: 'Select “城市里的屋顶菜园：一场安静的绿色革命”' }).check();
    const selection = library.waitForEvent('download', { timeout: 30_000 });
    await library.getByRole('button', { name: 'Export 1 selected' }).click();
    const selected = unzipSync(readFileSync(await (await selection).path()));
    expect(Object.keys(selected)).toEqual(['花园/城市里的屋顶菜园：一场安静的绿色革命.md']);
    expect(strFromU8(selected['花园/城市里的屋顶菜园：一场安静的绿色革命.md']!)).toContain('notebook: "花园"');
  });

  it('restores the JSON backup into a fresh profile, and refuses a corrupt backup without changing anything', async () => {
    const original = (await readClips(launched)).sort(byId);
    const download = library.waitForEvent('download', { timeout: 30_000 });
    await library.getByRole('button', { name: 'Back up (JSON)' }).click();
    const backupPath = await (await download).path();
    const backup = JSON.parse(readFileSync(backupPath, 'utf8'));
    expect(backup).toMatchObject({ format: 'pith-backup', version: 1 });
    expect(backup.clips).toHaveLength(3);

    const fresh = await launch();
    try {
      const page = await openLibrary(fresh);
      expect(await page.locator('#result-count').innerText()).toBe('0 clips');
      await page.setInputFiles('#import-file', backupPath);
      await expect.poll(() => page.locator('#toast-text').innerText(), { timeout: 20_000 }).toBe('Import finished: 3 added, 0 already present, 0 skipped.');
      await expect.poll(() => rowTitles(page)).toHaveLength(3);
      const restored: Clip[] = (await readClips(fresh)).sort(byId);
      expect(restored).toEqual(original);

      // Again: nothing changes (idempotent).
      await page.setInputFiles('#import-file', backupPath);
      await expect.poll(() => page.locator('#toast-text').innerText()).toBe('Import finished: 0 added, 3 already present, 0 skipped.');

      // A backup cut off halfway is refused with a reason, and the library is untouched.
      const text = readFileSync(backupPath, 'utf8');
      await page.setInputFiles('#import-file', { name: 'cut.json', mimeType: 'application/json', buffer: Buffer.from(text.slice(0, Math.floor(text.length / 2))) });
      await expect.poll(() => page.locator('#toast-text').innerText()).toBe('Nothing was imported: the file is cut off (an interrupted download or copy?).');
      await page.setInputFiles('#import-file', { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"clips": "none"}') });
      await expect.poll(() => page.locator('#toast-text').innerText()).toBe('Nothing was imported: this JSON file is not a Pith backup.');
      expect((await readClips(fresh)).sort(byId)).toEqual(original);
    } finally {
      await fresh.close();
    }
  });

  it('renders only the rows in view of a long list, and the keyboard reaches its end', async () => {
    const big = await launch();
    try {
      const seeder = await big.context.newPage();
      await seeder.goto(big.extensionUrl('src/popup/index.html'));
      expect((await seedClips(seeder, 400)).stored).toBe(400);
      await seeder.close();
      const page = await openLibrary(big);
      expect(await page.locator('#result-count').innerText()).toBe('400 clips');
      const rendered = await page.locator('.rows li').count();
      expect(rendered).toBeGreaterThan(3);
      expect(rendered).toBeLessThan(60);
      await page.locator('.rows .row-title').first().focus();
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('aria-posinset'))).toBe('2');
      await page.keyboard.press('End');
      expect(await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('aria-posinset'))).toBe('400');
      expect(await page.locator('.rows li').count()).toBeLessThan(60);
      await page.keyboard.press('Enter');
      await page.waitForSelector('#viewer:not([hidden])');
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#clip=bench-00399');
    } finally {
      await big.close();
    }
  });
});
