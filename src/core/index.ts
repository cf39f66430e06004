// Public surface of Pith's core for extraction: what the content script, CLI and benchmarks import.
export { extract, extractFullPage, extractFromRoot, ENGINE_VERSION } from './extract/index';
export { readMetadata } from './metadata/index';
export { htmlToText, countWords, readingMinutes } from './text/index';
export type { ArticleMetadata, ClipMode, DebugEntry, ExtractMethod, ExtractOptions, ExtractResult } from './types';
