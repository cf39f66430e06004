// Library search past the indexed lead (issue 4), in Chromium with the built extension: a long Chinese and a long
// English clip whose distinctive word appears only after 5,000 characters are found by the deep pass (its worker
// reads IndexedDB), listed after the ranked results under their label with the word highlighted in a snippet
// around it; a new query, or a filter, replaces the results cleanly; a clip the index found is not repeated.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putClips } from '../../bench/library/seed';
import { makeClip } from '../unit/export/fixtures';
import { launch, ROOT, type Launched } from './harness';

const AXE_SOURCE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

const englishFiller = 'The harbour was calm and the boats came home early that evening. '.repeat(90);
const chineseFiller = '城市的早晨很安静，街道上只有几个行人在慢慢地走着。'.repeat(220);

const clips = [
  makeClip('deep-zh', { title: '城市笔记', text: `${chineseFiller}后来我们谈到了量子纠缠态的实验。`, lang: 'zh-CN', notebook: '笔记', created: 3_000 }),
  makeClip('deep-en', { title: 'Harbour diary', text: `${englishFiller}At last a xylophonist played on the pier.`, notebook: 'Travel', created: 2_000 }),
  makeClip('short', { title: 'Sourdough starter notes', text: 'Feed the starter twice a day; the harbour bakery sells it too.', notebook: 'Kitchen', created: 1_000 }),
];

describe('library deep search in Chromium', () => {
  let launched: Launched;
  let library: Page;

  beforeAll(async () => {
    expect(englishFiller.length).toBeGreaterThan(5_000);
    expect(chineseFiller.length).toBeGreaterThan(5_000);
    launched = await launch();
    const seeder = await launched.context.newPage();
    await seeder.goto(launched.extensionUrl('src/popup/index.html'));
    expect(await putClips(seeder, clips)).toBe(3);
    await seeder.close();
    library = await launched.context.newPage();
    await library.goto(launched.extensionUrl('src/library/index.html'));
    await library.waitForSelector('body[data-ready="index"]');
  });
  afterAll(async () => {
    await launched?.close();
  });

  /** Types a query and waits until its deep pass is over. */
  async function search(query: string): Promise<void> {
    await library.fill('#search', query);
    await library.press('#search', 'Enter');
    await library.waitForFunction(() => document.body.dataset.deep === 'done' || document.body.dataset.deep === 'failed');
    expect(await library.evaluate(() => document.body.dataset.deep)).toBe('done');
    // The pass ran in its module worker, not in the page-thread fallback.
    expect(await library.evaluate(() => document.body.dataset.deepRunsIn)).toBe('worker');
  }

  const rowTitles = () => library.locator('.rows .row-title').allInnerTexts();
  const deepTitles = () => library.locator('.rows .row-deep .row-title').allInnerTexts();

  it('finds a Chinese word that appears only after 5,000 characters, highlighted in a snippet around it', async () => {
    await search('量子纠缠态');
    expect(await deepTitles()).toEqual(['城市笔记']);
    expect(await library.locator('.rows .row-deep .row-excerpt mark').allInnerTexts()).toEqual(['量子纠缠态']);
    expect(await library.locator('.rows .row-deep-first .row-deep-label').innerText()).toBe('Found further in the text');
    expect(await library.locator('#result-count').innerText()).toBe('1 results for “量子纠缠态”, 1 of them found further in the text');
  });

  it('labels the deep group accessibly in the light and the dark theme (axe-core, WCAG 2.1 AA)', async () => {
    await search('量子纠缠态');
    await library.evaluate(AXE_SOURCE);
    for (const colorScheme of ['light', 'dark'] as const) {
      await library.emulateMedia({ colorScheme });
      const serious = await library.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null }> }> } }).axe;
        const results = await axe.run(document.querySelector('#clip-list')!, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, resultTypes: ['violations'] });
        return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
      });
      expect(serious, colorScheme).toEqual([]);
    }
    await library.emulateMedia({ colorScheme: null });
  });

  it('finds an English word past the lead at a word start, and a second query replaces the results cleanly', async () => {
    await search('Xylophon');
    expect(await rowTitles()).toEqual(['Harbour diary']);
    expect(await deepTitles()).toEqual(['Harbour diary']);
    expect(await library.locator('.rows .row-deep .row-excerpt mark').allInnerTexts()).toEqual(['xylophon']);
    expect(await library.locator('.rows .row-deep .row-excerpt').innerText()).toContain('At last a xylophonist played on the pier.');

    await search('sourdough');
    expect(await rowTitles()).toEqual(['Sourdough starter notes']);
    expect(await library.locator('.rows .row-deep').count()).toBe(0);
    expect(await library.locator('#result-count').innerText()).toBe('1 results for “sourdough”');
    await search('lophonist');
    expect(await rowTitles()).toEqual([]);
  });

  it('does not repeat a clip the index found, and applies the filters to the deep results', async () => {
    // "harbour" is in the English clip's lead and in the short clip: both ranked, neither repeated below.
    await search('harbour');
    expect((await rowTitles()).sort()).toEqual(['Harbour diary', 'Sourdough starter notes']);
    expect(await library.locator('.rows .row-deep').count()).toBe(0);

    await library.selectOption('#filter-notebook', 'Kitchen');
    await search('xylophonist');
    expect(await rowTitles()).toEqual([]);
    await library.selectOption('#filter-notebook', 'Travel');
    await library.waitForFunction(() => document.body.dataset.deep === 'done');
    expect(await deepTitles()).toEqual(['Harbour diary']);
    await library.selectOption('#filter-notebook', '');
  });
});
