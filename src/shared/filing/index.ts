// Filing in the product: the classifier's model kept in step with the reader's clips, and its advice on a page.
export type { FilingAdvice, PageText, TopicWarning } from './advice';
export { FilingService } from './service';
export { rebuild, syncWithStore, type FilingState, type SyncReport } from './sync';
export { SNAPSHOT_KEY } from './tunables';
