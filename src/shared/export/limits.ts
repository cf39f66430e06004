// Export and import limits in one place: what each is, why this value.

/** Largest file name, in UTF-8 bytes, extension included. Most file systems allow 255 bytes; zip tools and
 * cloud-sync clients (OneDrive, Dropbox) choke on long paths well before that, and 120 keeps a CJK title of
 * ~38 characters whole. */
export const MAX_FILE_NAME_BYTES = 120;

/** Largest backup file accepted. V8 cannot hold a string much over 512 MB, and a 10,000-clip bench library
 * (2–20 KB of text per clip, HTML alongside) backs up to ~250 MB; 400 MB leaves room without risking a crash. */
export const MAX_BACKUP_BYTES = 400 * 1024 * 1024;

/** Most clips one backup may hold: 10× the library size we benchmark. */
export const MAX_BACKUP_CLIPS = 100_000;

/** Largest article HTML or text accepted per clip: far above any real article (the biggest dataset page is
 * ~2 MB of HTML), low enough that one bad record cannot exhaust the quota. */
export const MAX_CLIP_BODY_CHARS = 10 * 1024 * 1024;

/** Per-field bounds for short strings in an imported clip (the same spirit as messages.ts's payload limits). */
export const MAX_TITLE_CHARS = 2_000;
export const MAX_URL_CHARS = 8_192;
export const MAX_SHORT_FIELD_CHARS = 2_000;
export const MAX_TAGS = 50;
export const MAX_TAG_CHARS = 100;
export const MAX_NOTEBOOK_CHARS = 200;
