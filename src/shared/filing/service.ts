// The filing service the background runs: keeps the model in step with the clips (sync.ts), persists it as a
// snapshot in the store's meta records, and answers "where should this page go?" for the popup.
// The MV3 worker may be killed at any moment: memory only spares re-reading the snapshot; every change is
// written back before the call that made it returns, and a lost snapshot is rebuilt from the clips.
import { featuresOf, layersFromClip, suggest, TopicModel } from '../../core/classify';
import type { FilteredTopic } from '../settings';
import { StoreError, type ClipStore } from '../store';
import type { FilingAdvice, PageText } from './advice';
import { filterModelOf, strongestWarning } from './filter';
import { isSnapshot } from './snapshot';
import { rebuild, syncWithStore, type FilingState, type SyncReport } from './sync';
import { SNAPSHOT_KEY } from './tunables';

export class FilingService {
  private state: FilingState | undefined;
  private readonly filters = new Map<string, TopicModel>();
  // One sync at a time: a save's update and a popup's suggestion must not interleave their writes.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: ClipStore) {}

  /**
   * Brings the model up to date with the clips and persists it when anything changed, then ranks every class's
   * topic words, so a suggestion that follows is not the one to pay for it (1,000 clips, scale.test on this shared
   * machine: 20–70 ms on a cold service, 2–13 ms after sync).
   */
  sync(): Promise<SyncReport> {
    return this.exclusive(async () => {
      const report = await this.syncNow();
      this.warm();
      return report;
    });
  }

  /** The notebook and tags for a page, and the filtered topic it scores in, with a fresh model. */
  advise(page: PageText, topics: readonly FilteredTopic[]): Promise<FilingAdvice> {
    return this.exclusive(async () => {
      const started = performance.now();
      await this.syncNow();
      const synced = performance.now();
      const { model } = this.state!;
      const filters = await Promise.all(topics.map(async (topic) => ({ topic: topic.name, model: await this.filterModel(topic) })));
      const filtersReady = performance.now();
      const features = featuresOf(layersFromClip(page));
      const suggestion = suggest(model, features);
      const warning = strongestWarning(filters, features);
      const timing = { syncMs: synced - started, filterMs: filtersReady - synced, suggestMs: performance.now() - filtersReady };
      return { suggestion, warning, timing };
    });
  }

  private async syncNow(): Promise<SyncReport> {
    const loaded = this.state ?? (await this.loadSnapshot());
    if (!loaded) {
      this.state = await rebuild(this.store);
      await this.persist();
      return { rebuilt: true, added: Object.keys(this.state.snapshot.clips).length, changed: 0, removed: 0 };
    }
    this.state = loaded;
    let report: SyncReport;
    try {
      report = await syncWithStore(this.store, loaded);
    } catch (error) {
      // A snapshot damaged inside (a clip entry without its words) must not block filing for good: start over.
      if (error instanceof StoreError) throw error;
      this.state = undefined;
      await this.store.setMeta(SNAPSHOT_KEY, null);
      return this.syncNow();
    }
    if (report.added + report.changed + report.removed > 0) await this.persist();
    return report;
  }

  private warm(): void {
    const { model } = this.state!;
    for (const kind of ['notebook', 'tag'] as const) for (const name of model.classNames(kind)) model.topicWords({ kind, name });
  }

  private async loadSnapshot(): Promise<FilingState | undefined> {
    const stored = await this.store.getMeta<unknown>(SNAPSHOT_KEY);
    if (!isSnapshot(stored)) return undefined;
    try {
      return { snapshot: stored, model: TopicModel.fromJSON(stored.model) };
    } catch {
      return undefined; // a damaged model is rebuilt like a missing one
    }
  }

  private async persist(): Promise<void> {
    const state = this.state!;
    state.snapshot.model = state.model.toJSON();
    this.filters.clear();
    await this.store.setMeta(SNAPSHOT_KEY, state.snapshot);
  }

  private async filterModel(topic: FilteredTopic): Promise<TopicModel> {
    const key = JSON.stringify(topic);
    const cached = this.filters.get(key);
    if (cached) return cached;
    const model = await filterModelOf(topic, this.state!.snapshot, this.store);
    this.filters.set(key, model);
    return model;
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
