// After a clip is saved (and the popup told so), its images are fetched here and stored beside it. The worker
// can fetch across origins only with the optional host permission, which the popup asks for on Save.
//
// If the worker is stopped between the save and the end of this step, the clip stays whole with its remote image
// URLs and no `images` field: that is the chosen outcome (no retry queue). Saving the page again fetches them.
import {
  collectImages, ImageFetchError, BYTES_PER_MB, IMAGE_FETCH_TIMEOUT_MS, PERMISSION_WAIT_MS, type FailedImage, type FetchedImage, type ImageFetcher,
} from '../shared/assets';
import { imageUrls } from '../shared/assets/find-images';
import { waitForImageAccess } from '../shared/assets/permission';
import type { Settings } from '../shared/settings';
import { store } from './clipper';

/** Reads a body up to `maxBytes`, cancelling the download as soon as it is over (no Content-Length needed). */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ImageFetchError(`larger than ${Math.round((maxBytes / BYTES_PER_MB) * 10) / 10} MB`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** One image over the network: no cookies, no referrer, a time limit, and the body capped while it downloads. */
export const fetchImage: ImageFetcher = async (url, maxBytes): Promise<FetchedImage> => {
  const signal = AbortSignal.timeout(IMAGE_FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(url, { credentials: 'omit', referrerPolicy: 'no-referrer', signal });
    if (!response.ok) throw new ImageFetchError(`HTTP ${response.status}`);
    return { contentType: response.headers.get('content-type'), bytes: await readCapped(response, maxBytes) };
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    if (signal.aborted) throw new ImageFetchError(`timed out after ${IMAGE_FETCH_TIMEOUT_MS / 1000} s`);
    throw new ImageFetchError('network error or blocked by the site');
  }
};

/** Images the worker may not fetch without the host permission (inline `data:` images need none). */
function withoutPermission(urls: readonly string[]): { allowed: string[]; refused: FailedImage[] } {
  const allowed = urls.filter((url) => /^data:/i.test(url));
  const refused = urls.filter((url) => !/^data:/i.test(url)).map((url) => ({ url, reason: 'Pith was not allowed to fetch images from web sites' }));
  return { allowed, refused };
}

/**
 * Fetches and stores the images of a saved clip (a second step after the clip's own transaction). Never throws:
 * a failure leaves the clip as saved, with remote URLs.
 */
export async function keepClipImages(clipId: string, settings: Pick<Settings, 'keepImages' | 'imageCapMb'>, fetcher: ImageFetcher = fetchImage): Promise<void> {
  if (!settings.keepImages) return;
  try {
    const clips = await store();
    const clip = await clips.get(clipId);
    if (!clip || clip.mode === 'bookmark' || !clip.html) return;
    const urls = imageUrls(clip.html, clip.url);
    // Nothing to fetch and nothing kept from an earlier save: leave the clip untouched (no second write).
    if (urls.length === 0 && !clip.images?.length && !clip.failedImages?.length) return;
    const needsAccess = urls.some((url) => !/^data:/i.test(url));
    const granted = !needsAccess || (await waitForImageAccess(PERMISSION_WAIT_MS));
    const { allowed, refused } = granted ? { allowed: urls, refused: [] } : withoutPermission(urls);
    const collected = await collectImages(allowed, fetcher, { clipBytes: settings.imageCapMb * BYTES_PER_MB });
    await clips.attachImages(clipId, collected.images, collected.assets, [...refused, ...collected.failed]);
  } catch (error) {
    console.warn('Pith: the clip was saved but its images were not stored', error);
  }
}
