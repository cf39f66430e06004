// The seeder bundle (seed-page.ts) as a string of JavaScript to evaluate in an extension page, and a typed
// call to it. Shared by the bench and the library e2e test.
import { build } from 'esbuild';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Clip } from '../../src/shared/clip';
import { ROOT } from '../../test/e2e/harness';

export interface Seeded {
  clips: number;
  textChars: number;
  stored: number;
}

let source: Promise<string> | undefined;

function seederSource(): Promise<string> {
  source ??= build({ entryPoints: [join(ROOT, 'bench/library/seed-page.ts')], bundle: true, format: 'iife', platform: 'browser', target: 'es2022', write: false }).then(
    (result) => result.outputFiles[0]!.text,
  );
  return source;
}

/** Writes `count` corpus clips through ClipStore from `page` (an extension page: same origin as the library). */
export async function seedClips(page: Page, count: number): Promise<Seeded> {
  await page.evaluate(await seederSource());
  return page.evaluate((n) => (globalThis as unknown as { pithSeed(n: number): Promise<Seeded> }).pithSeed(n), count);
}

/** Writes `clips` through ClipStore from `page` (an extension page); resolves to how many clips the store holds. */
export async function putClips(page: Page, clips: Clip[]): Promise<number> {
  await page.evaluate(await seederSource());
  return page.evaluate((given) => (globalThis as unknown as { pithPutClips(clips: Clip[]): Promise<number> }).pithPutClips(given), clips);
}
