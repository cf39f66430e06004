// The filing service over a real ClipStore (fake-indexeddb): the model follows clips saved, moved, retagged,
// renamed, deleted and restored, equals one trained from scratch, survives a worker restart, and advises.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ModelState } from '../../../src/core/classify';
import { FilingService, rebuild, SNAPSHOT_KEY, type PageText } from '../../../src/shared/filing';
import type { FilingSnapshot } from '../../../src/shared/filing/snapshot';
import { ClipStore } from '../../../src/shared/store';
import { articleDraft, articleHtml, articleText, COOKING, DATABASES, FILM, GOSSIP, type Article } from './articles';

let counter = 0;
const openStore = () => ClipStore.open(`pith-filing-${++counter}`);


function pageOf(article: Article): PageText {
  return { title: article.title, html: articleHtml(article), text: articleText(article), lang: 'en' };
}

/** Cooking: 3 clips tagged "recipe"; Databases: 3 clips tagged "sql". The 4th article of each is held out. */
async function fileSix(store: ClipStore): Promise<void> {
  let now = 1_000;
  for (const article of COOKING.slice(0, 3)) await store.add(articleDraft(article, 'Cooking', ['recipe']), now++);
  for (const article of DATABASES.slice(0, 3)) await store.add(articleDraft(article, 'Databases', ['sql']), now++);
}

/** Equal up to float rounding: add then remove leaves residues of ~1e-16 in the summed frequencies. */
function expectSameModel(actual: ModelState, expected: ModelState): void {
  for (const kind of ['notebook', 'tag', 'filter'] as const) {
    expect(Object.keys(actual.classes[kind]).sort()).toEqual(Object.keys(expected.classes[kind]).sort());
    for (const [name, stats] of Object.entries(expected.classes[kind])) {
      const got = actual.classes[kind][name]!;
      expect(got.docs, `${kind} ${name} docs`).toBe(stats.docs);
      expect(got.clips, `${kind} ${name} clips per word`).toEqual(stats.clips);
      expect(Object.keys(got.counts).sort()).toEqual(Object.keys(stats.counts).sort());
      for (const [word, count] of Object.entries(stats.counts)) expect(got.counts[word]).toBeCloseTo(count, 9);
      expect(got.words).toBeCloseTo(stats.words, 9);
    }
  }
}

async function storedModel(store: ClipStore): Promise<ModelState> {
  const snapshot = await store.getMeta<FilingSnapshot>(SNAPSHOT_KEY);
  if (!snapshot) throw new Error('no snapshot was written');
  return snapshot.model;
}

describe('filing sync', () => {
  it('suggests nothing on a cold start (fewer than 3 clips in every class)', async () => {
    const store = await openStore();
    await store.add(articleDraft(COOKING[0]!, 'Cooking', ['recipe']));
    await store.add(articleDraft(COOKING[1]!, 'Cooking', ['recipe']));
    const advice = await new FilingService(store).advise(pageOf(COOKING[3]!), []);
    expect(advice.suggestion).toEqual({ notebook: null, tags: [] });
    expect(advice.warning).toBeNull();
  });

  it('suggests the notebook and tags of a new page once 3 clips are filed in each', async () => {
    const store = await openStore();
    await fileSix(store);
    const filing = new FilingService(store);
    const cooking = await filing.advise(pageOf(COOKING[3]!), []);
    expect(cooking.suggestion.notebook?.name).toBe('Cooking');
    expect(cooking.suggestion.notebook?.preselect).toBe(true);
    expect(cooking.suggestion.tags[0]?.name).toBe('recipe');
    const databases = await filing.advise(pageOf(DATABASES[3]!), []);
    expect(databases.suggestion.notebook?.name).toBe('Databases');
    expect(databases.suggestion.tags[0]?.name).toBe('sql');
    console.log(`filing: suggest on a warm model ${databases.timing.suggestMs.toFixed(2)} ms, sync ${databases.timing.syncMs.toFixed(2)} ms (6 clips)`);
  });

  it('after adds, moves, retags, renames, deletes and restores, equals a model trained from scratch', async () => {
    const store = await openStore();
    await fileSix(store);
    const filing = new FilingService(store);
    await filing.sync();
    const [sauce, chicken] = (await store.all()).filter((clip) => clip.notebook === 'Cooking');
    const indexClip = (await store.all()).find((clip) => clip.notebook === 'Databases')!;
    await store.add(articleDraft(COOKING[3]!, 'Cooking', ['recipe', 'italian']));
    await store.update(sauce!.id, { notebook: 'Databases' }); // moved (by mistake: the model must follow anyway)
    await store.update(chicken!.id, { tags: ['roast', 'recipe'] }); // retagged
    await store.update(indexClip.id, { title: 'Indexes, explained again', html: articleHtml(DATABASES[3]!) }); // renamed, rewritten
    const removed = await store.remove(sauce!.id);
    expect((await filing.sync()).removed).toBe(1);
    await store.put(removed!); // undo of the delete: back with its old `updated` stamp
    const report = await filing.sync();
    expect(report.added).toBe(1);
    expectSameModel(await storedModel(store), (await rebuild(store)).snapshot.model);
  });

  it('catches up after a restart with changes made while the worker slept, and rebuilds a damaged snapshot', async () => {
    const store = await openStore();
    await fileSix(store);
    await new FilingService(store).sync();
    const cooking = (await store.all()).filter((clip) => clip.notebook === 'Cooking');
    await store.remove(cooking[0]!.id);
    await store.update(cooking[1]!.id, { tags: [] });
    const woken = new FilingService(store);
    const report = await woken.sync();
    expect(report).toEqual({ rebuilt: false, added: 0, changed: 1, removed: 1 });
    expectSameModel(await storedModel(store), (await rebuild(store)).snapshot.model);
    // Only 2 Cooking clips are left: the cold-start rule applies again, and the lone Databases class is never preselected.
    const notebook = (await woken.advise(pageOf(COOKING[3]!), [])).suggestion.notebook;
    expect(notebook?.name).not.toBe('Cooking');
    expect(notebook?.preselect ?? false).toBe(false);

    await store.setMeta(SNAPSHOT_KEY, { version: 1, model: 'garbage' });
    expect((await new FilingService(store).sync()).rebuilt).toBe(true);
    expectSameModel(await storedModel(store), (await rebuild(store)).snapshot.model);

    // Damaged inside: a clip entry lost its words, and that clip has since been deleted (so it must be untrained).
    const damaged = (await store.getMeta<FilingSnapshot>(SNAPSHOT_KEY))!;
    const [victim] = Object.keys(damaged.clips);
    damaged.clips[victim!] = { ...damaged.clips[victim!]!, words: null as unknown as Record<string, number> };
    await store.setMeta(SNAPSHOT_KEY, damaged);
    await store.remove(victim!);
    expect((await new FilingService(store).sync()).rebuilt).toBe(true);
    expectSameModel(await storedModel(store), (await rebuild(store)).snapshot.model);
  });

  it('warns about a filtered topic trained from example clips (ids and URLs), with its top words', async () => {
    const store = await openStore();
    const gossip = await Promise.all(GOSSIP.slice(0, 3).map((article) => store.add(articleDraft(article, 'Inbox'))));
    const film = await Promise.all(FILM.map((article) => store.add(articleDraft(article, 'Films'))));
    const topic = {
      name: 'Celebrity gossip',
      examples: { positive: gossip.map((clip) => clip.id), negative: film.map((clip) => clip.url) },
    };
    const filing = new FilingService(store);
    const flagged = await filing.advise(pageOf(GOSSIP[3]!), [topic]);
    console.log(`filing: filter models ${flagged.timing.filterMs.toFixed(2)} ms, suggest + verdict ${flagged.timing.suggestMs.toFixed(2)} ms (6 example clips)`);
    expect(flagged.warning?.topic).toBe('Celebrity gossip');
    expect(flagged.warning!.score).toBeGreaterThan(0.5);
    expect(flagged.warning!.words.length).toBeGreaterThan(0);
    expect(flagged.warning!.words).toEqual(expect.arrayContaining(['rumours']));
    expect((await filing.advise(pageOf(DATABASES[0]!), [topic])).warning).toBeNull();
    // One example too few on a side: the filter stays silent (cold start).
    const thin = { ...topic, examples: { ...topic.examples, positive: topic.examples.positive.slice(0, 2) } };
    expect((await filing.advise(pageOf(GOSSIP[3]!), [thin])).warning).toBeNull();
  });
});
