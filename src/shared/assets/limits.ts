// Image-keeping limits in one place: what each is, why this value.

/** Largest single image stored: 10 MB holds a full-size phone photo (3–8 MB) and refuses raw camera files and
 * animated GIF films that would crowd out the rest of the clip. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Most images fetched for one clip: long photo essays and WeChat articles run to ~100 images; 200 bounds the
 * time a save spends fetching (at 4 at a time and ~0.3 s each, about 15 s) on galleries and infinite pages. */
export const MAX_IMAGES_PER_CLIP = 200;

/** One image fetch gives up after 15 s: a slow image host must not keep the clip's images pending for minutes. */
export const IMAGE_FETCH_TIMEOUT_MS = 15_000;

/** Images fetched at once: 4 keeps a page of images quick without opening dozens of connections to one host
 * (browsers themselves allow 6 per host). */
export const IMAGE_FETCH_CONCURRENCY = 4;

/** Bytes in a megabyte, for the reader's `imageCapMb` setting. */
export const BYTES_PER_MB = 1024 * 1024;

/** How long the background waits for the reader to answer the popup's permission dialog before recording the
 * images as not allowed: reading a dialog takes a few seconds, and Chrome stops a worker idle for 30 s, so the
 * wait ends before that (a later answer applies from the next save). */
export const PERMISSION_WAIT_MS = 25_000;
