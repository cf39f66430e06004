// Bundled by run.ts and evaluated in an extension page: writes the bench corpus through ClipStore, in the
// extension's origin, in batches (one transaction each) so 10,000 clips do not take 10,000 disk syncs.
import type { Clip } from '../../src/shared/clip';
import { ClipStore } from '../../src/shared/store';
import { makeCorpus } from './corpus';

/** Clips per transaction while seeding. */
const SEED_BATCH = 250;

async function seed(count: number): Promise<{ clips: number; textChars: number; stored: number }> {
  const store = await ClipStore.open();
  const { clip } = makeCorpus({ count });
  let textChars = 0;
  for (let start = 0; start < count; start += SEED_BATCH) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + SEED_BATCH); i += 1) {
      const generated = clip(i);
      textChars += generated.text.length;
      batch.push(generated);
    }
    await store.putMany(batch);
  }
  const stored = await store.count();
  store.close();
  return { clips: count, textChars, stored };
}

/** Writes the given clips as they are (the e2e tests' own clips). */
async function putClips(clips: Clip[]): Promise<number> {
  const store = await ClipStore.open();
  await store.putMany(clips);
  const stored = await store.count();
  store.close();
  return stored;
}

Object.assign(globalThis, { pithSeed: seed, pithPutClips: putClips });
