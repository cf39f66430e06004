// Search tunables in one place. Each value says what it is, why it has that value and what chose it.

/** Field weights: a hit in the title outranks a hit in the body; tags and site are short, deliberate labels. */
export const FIELD_BOOST = {
  // Title hits must come first (issue 4): 5× beats the longer body's many term hits in the 10k bench ranking.
  title: 5,
  // Tags are the reader's own words for a clip: nearly as strong as the title.
  tags: 3,
  // A site name ("nytimes", "知乎") is a strong intent when typed.
  site: 2,
  url: 1,
  text: 1,
} as const;

/** Edit distance allowed for typo matches, as a fraction of the term length (MiniSearch `fuzzy`): 0.2 lets
 * "algoritm"/"pyhton" through (distance 1–2 on 7–9 letters) without matching unrelated short words. */
export const FUZZY_FRACTION = 0.2;
/** Terms shorter than this are not matched fuzzily: on 1–3 letters one edit matches half the vocabulary. */
export const FUZZY_MIN_LENGTH = 4;
/** The largest edit distance ever tried, whatever the term length: keeps fuzzy search under the 50 ms p95 budget. */
export const FUZZY_MAX_DISTANCE = 2;
/** Typo matching runs only when exact and prefix matching find fewer clips than this: a mistyped word rarely
 * matches exactly, and typo expansion over a 10,000-clip vocabulary was the slowest step of a search (bench). */
export const FUZZY_WHEN_FEWER_THAN = 5;
/** Prefix matches count less than whole words so "data" ranks "data" above "database". */
export const PREFIX_WEIGHT = 0.5;
/** Typo matches count less than exact ones. */
export const FUZZY_WEIGHT = 0.35;

/**
 * Characters of a clip's body that go into the index (title, tags, site and URL always go in whole): the lead of
 * the article, ≈500 English words (Chinese: see `HAN_CHAR_WEIGHT`). Memory and indexing time grow with
 * postings, and the full body did not fit: on the bench corpus (2–20 KB clips) the full body cost ~170 KB of heap per clip
 * (≈1.7 GB at 10,000 clips) and 17 ms CPU per clip to index; 3,000 characters cost ~63 KB and 9 ms (measured
 * in Node on 3,000 clips, bench/library/corpus.ts); 1,000 characters lose too many body-only queries.
 */
export const MAX_INDEXED_TEXT_CHARS = 3_000;

/**
 * How many of the body's characters one Chinese/Japanese/Korean character counts for against
 * `MAX_INDEXED_TEXT_CHARS`. A Han character carries about as much as three to four letters of English (an
 * English word of ~5.7 characters with its space is ~1.6 Han characters), and each one adds a bigram posting
 * where English adds one per ~6 characters: at 3,000 Han characters per clip the Chinese 40% of the bench
 * library held most of the index (≈2,000 distinct bigrams per clip vs ≈300 words for an English clip), which
 * set the snapshot's size, its load time and the search latency at 10,000 clips. Weighted 3, a Chinese clip's
 * indexed lead (1,000 characters) says about as much as an English clip's. Measured in Node on 2,000 bench
 * clips, weight 1 → 3: index heap 125 → 81 MB, snapshot 16 → 9 M characters, the bench's slowest queries
 * (学, 神经网络, 数据库) 20–50 → 2–6 ms; Chinese queries find fewer clips (数据库 417 → 260) — those that
 * mention the word only after their first 1,000 characters. The deep pass (deep.ts) finds those after the ranked
 * results: at 2,000 bench clips 数据库 is ranked 269 + found deeper 124 = every one of the 348 clips holding it
 * (the ranked 269 include 45 matched by the segmenter's 数据 alone).
 */
export const HAN_CHAR_WEIGHT = 3;

/** Search results shown (the list is virtualised; ranking beyond this is noise to a reader). */
export const MAX_RESULTS = 2_000;

// The deep pass (deep.ts, src/library/deep-*.ts): after the ranked results, the full text of clips longer than
// their indexed lead is scanned for the query, and the extra matches are appended.

/** Clips read from IndexedDB per request in the deep-pass worker: one `getMany` transaction each. 50 bench clips
 * are ~0.5–1 MB of records: a retired pass notices within one such read, and matches reach the list every ~100 ms.
 * 200 was not measurably faster (bench/library --clips 2000, deep pass median: 50 → 0.9, 2.0, 1.1 s; 200 → 0.7,
 * 1.2 s, on 2 cores at load average 8–10, within the noise). At 10,000 clips 50 gives a 4.8 s median pass. */
export const DEEP_READ_BATCH = 50;
/** Clips per slice when no worker can start and the pass runs on the page thread, yielding between slices: the
 * worker's pass takes ~0.5 ms per clip (10,000 clips in a 4.8 s median, bench/library), so a slice is ~5 ms of
 * work plus one read, short enough that typing and scrolling stay responsive. The fallback itself is not benched. */
export const DEEP_PAGE_BATCH = 10;
/** Matches sent to the page per message: the list is redrawn once per message, so a burst of matches in one
 * batch costs one redraw, not one each. */
export const DEEP_POST_CHUNK = 25;
/** Characters of the snippet shown around the first match beyond the lead: the row shows two lines of ~110. */
export const DEEP_SNIPPET_CHARS = 220;
