// Accessibility audit with axe-core in real Chromium: every extension page (popup, library, a clip in the
// library, settings, welcome) in the light and the dark scheme. Prints a table of violations by impact and fails
// on any serious or critical one. Also checks that keyboard focus is visible on the settings page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPopupFor, ROOT, serve, waitFor, type Launched, type Site, grantActiveTab } from './harness';

const AXE_SOURCE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const article = readFileSync(join(ROOT, 'test/fixtures/pages/article-en.html'), 'utf8');
const SCHEMES = ['light', 'dark'] as const;
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
/** WCAG 2.1 A and AA, plus axe's best practices (landmarks, one h1, …): reported, only serious+critical fail. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Scheme = (typeof SCHEMES)[number];
type Impact = (typeof IMPACTS)[number];

interface Violation {
  id: string;
  impact: Impact | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

interface Audit {
  page: string;
  scheme: Scheme;
  violations: Violation[];
  passes: number;
}

/** Runs axe in the page's main world. Extension pages forbid inline scripts (CSP); evaluate is not subject to it. */
async function runAxe(page: Page): Promise<{ violations: Violation[]; passes: number; version: string }> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { version: string; run: (context: Document, options: object) => Promise<{ violations: unknown[]; passes: unknown[] }> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return { violations: results.violations as never, passes: results.passes.length, version: axe.version };
  }, AXE_TAGS);
}

/** Waits until the page says it is done: no element is aria-busy, and the page's own ready flag if it has one. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && document.readyState === 'complete', undefined, { timeout: 20_000 });
  await page.waitForTimeout(300);
}

function count(audit: Audit, impact: Impact): number {
  return audit.violations.filter((violation) => violation.impact === impact).length;
}

function table(audits: Audit[]): string {
  const header = ['page', 'theme', ...IMPACTS, 'rules'];
  const rows = audits.map((audit) => [audit.page, audit.scheme, ...IMPACTS.map((impact) => String(count(audit, impact))), audit.violations.map((v) => v.id).join(' ') || '-']);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}

function describeViolation(audit: Audit, violation: Violation): string {
  const where = violation.nodes.slice(0, 5).map((node) => node.target.join(' ')).join(', ');
  const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '';
  return `${audit.page}/${audit.scheme}: ${violation.impact} ${violation.id} (${violation.help}) at ${where}: ${why}`;
}

interface TabStop {
  name: string;
  /** A focus indicator is drawn: an outline of 2px or more, or a box shadow, on the control or on its label. */
  ring: boolean;
}

/** Presses Tab until focus comes back round (or leaves the page) and records every stop. */
async function tabThrough(page: Page, limit = 80): Promise<TabStop[]> {
  const stops: TabStop[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      element.dataset.tabStop ??= String(document.querySelectorAll('[data-tab-stop]').length);
      const drawn = (target: Element) => {
        const style = getComputedStyle(target);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
        return outline || style.boxShadow !== 'none';
      };
      const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
      const name = element.id ? `#${element.id}` : `${element.tagName.toLowerCase()}${element.className ? '.' + String(element.className).split(' ')[0] : ''}[${element.dataset.tabStop}]`;
      return { key: element.dataset.tabStop, name, ring: drawn(element) || labels.some(drawn) };
    });
    if (!stop || stops.some((seen) => (seen as TabStop & { key: string }).key === stop.key)) break;
    stops.push(stop);
  }
  return stops;
}

describe('accessibility (axe-core)', () => {
  let launched: Launched;
  let site: Site;
  let tabId: number;
  let clipId: string;
  /** The start of a paragraph of the saved clip, to see that the clip view shows it. */
  let clipSentence: string;
  const audits: Audit[] = [];

  const pages: Array<{ name: string; open: (scheme: Scheme) => Promise<Page> }> = [
    { name: 'popup', open: (scheme) => openAt(`src/popup/index.html?tab=${tabId}`, scheme) },
    { name: 'library', open: (scheme) => openAt('src/library/index.html', scheme) },
    { name: 'clip view', open: (scheme) => openClip(scheme) },
    { name: 'settings', open: (scheme) => openAt('src/settings/index.html', scheme) },
    { name: 'welcome', open: (scheme) => openAt('src/welcome/index.html', scheme) },
  ];

  /** Script errors of the audited pages: a page that threw is audited half-built, so the audit would lie. */
  const pageErrors: string[] = [];

  async function openAt(path: string, scheme: Scheme): Promise<Page> {
    const page = await launched.context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${path} (${scheme}): ${error.message}`));
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(launched.extensionUrl(path));
    await settled(page);
    return page;
  }

  /** The library showing the saved clip: audited only once the clip's text is on screen, not the bare list. */
  async function openClip(scheme: Scheme): Promise<Page> {
    const page = await openAt(`src/library/index.html#clip=${encodeURIComponent(clipId)}`, scheme);
    await page.locator('article').getByText(clipSentence).first().waitFor({ state: 'visible', timeout: 15_000 });
    return page;
  }

  beforeAll(async () => {
    site = await serve({ '/post.html': article });
    launched = await launch();
    const reader = await launched.context.newPage();
    const url = site.url('/post.html');
    await reader.goto(url);
    tabId = await grantActiveTab(launched, reader, url);
    // A clip for the clip view, saved the way the popup saves it.
    const popup = await openPopupFor(launched, tabId);
    const saved = await popup.evaluate(
      (tab) => chrome.runtime.sendMessage({ pith: 'save', payload: { tabId: tab, mode: 'article', title: '', notebook: '', tags: ['a11y'] } }),
      tabId,
    );
    const clip = (saved as { clip: { id: string; text: string } }).clip;
    clipId = clip.id;
    clipSentence = clip.text.split('\n').find((line) => line.length > 40)!.slice(0, 40);
    await popup.close();
  });

  afterAll(async () => {
    if (audits.length) console.log(`\naxe-core audit, violations by impact (rules: ${AXE_TAGS.join(', ')})\n${table(audits)}\n`);
    await launched?.close();
    await site?.close();
  });

  for (const { name, open } of pages) {
    for (const scheme of SCHEMES) {
      it(`${name} (${scheme}) has no serious or critical violations`, async () => {
        const page = await open(scheme);
        try {
          expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
          const { violations, passes, version } = await runAxe(page);
          // axe really ran: it reports its version and rules that passed.
          expect(version).toMatch(/^4\./);
          expect(passes).toBeGreaterThan(5);
          const audit: Audit = { page: name, scheme, violations, passes };
          audits.push(audit);
          const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
          expect(blocking.map((violation) => describeViolation(audit, violation))).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  }

  for (const { name, open } of pages) {
    it(`${name}: Tab reaches the controls, each with a visible focus ring`, async () => {
      const page = await open('light');
      try {
        const stops = await tabThrough(page);
        expect(stops.length, `${name}: controls reached with Tab`).toBeGreaterThan(2);
        expect(stops.filter((stop) => !stop.ring).map((stop) => stop.name)).toEqual([]);
        if (name === 'settings') {
          expect(stops.map((stop) => stop.name)).toEqual(
            expect.arrayContaining(['#defaultMode', '#defaultNotebook', '#keepImages', '#imageCapMb', '#frontMatterTemplate', '#fileNameTemplate', '#add-topic', '#open-shortcuts']),
          );
        }
      } finally {
        await page.close();
      }
    });
  }

  it('audited pages ran without script errors', () => {
    expect(pageErrors).toEqual([]);
  });

  it('operates the settings by keyboard alone: choose the dark theme with the arrow keys', async () => {
    const page = await openAt('src/settings/index.html', 'light');
    await page.locator('#theme-system').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await waitFor(async () => (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark', 'the dark theme');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await waitFor(async () => (await page.evaluate(() => document.documentElement.dataset.theme ?? 'system')) === 'system', 'the system theme');
    await page.close();
  });
});
