// Every number the filing service depends on: what it is, why it has its value, which measurement chose it.

/**
 * How far before the newest `updated` stamp the last sync saw it looks again for changed clips. Writes in the
 * same millisecond as a sync, and a clock stepped back by NTP, leave stamps at or below the last one seen; the
 * clips in the window are compared stamp by stamp, so looking again costs only their reading (a guess: ten
 * minutes covers clock steps we know of, and a library rarely changes more than a few clips in ten minutes).
 */
export const SYNC_LOOKBACK_MS = 10 * 60_000;

/** The meta record (ClipStore.setMeta) that holds the filing snapshot. */
export const SNAPSHOT_KEY = 'filing-snapshot';

/**
 * Clips read and trained per step of a rebuild. The worker answers nothing else while a step trains (about 2 ms a
 * clip on this machine, scale.test), so a small step lets a preview read in between; 50 ≈ 0.1 s per step.
 */
export const REBUILD_BATCH = 50;
