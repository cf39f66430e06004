// Fetches a clip's images under the caps and sorts them into stored and failed. The fetching itself is passed in
// (`ImageFetcher`), so the rules here — types, sizes, counts, dedupe — are tested without a network.
import { sha256Hex } from './hash';
import { declaredAsImage, mediaType, sniffImageType } from './image-type';
import { BYTES_PER_MB, IMAGE_FETCH_CONCURRENCY, MAX_IMAGE_BYTES, MAX_IMAGES_PER_CLIP } from './limits';
import { isFetchableImageUrl } from './sources';
import type { AssetBytes, ClipImage, FailedImage } from './types';

/** A failure the reader is shown as it is ("HTTP 404", "timed out after 15 s"). */
export class ImageFetchError extends Error {
  override name = 'ImageFetchError';
}

/** A response as far as image keeping cares: the declared type and the body (already bounded by the fetcher). */
export interface FetchedImage {
  contentType: string | null;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Fetches one image; throws ImageFetchError (or anything) when it cannot. Must refuse bodies over `maxBytes`. */
export type ImageFetcher = (url: string, maxBytes: number) => Promise<FetchedImage>;

export interface CollectLimits {
  /** Total bytes of distinct images stored for the clip. */
  clipBytes: number;
  imageBytes?: number;
  count?: number;
  concurrency?: number;
}

export interface CollectedImages {
  /** Each address with the asset it is stored as (two addresses may share one). */
  images: ClipImage[];
  /** The distinct assets to store. */
  assets: AssetBytes[];
  failed: FailedImage[];
}

const megabytes = (bytes: number) => `${Math.round((bytes / BYTES_PER_MB) * 10) / 10} MB`;

/** Checks a fetched body is an image we keep and returns its sniffed type. */
export function imageTypeOf(fetched: FetchedImage): string {
  if (!declaredAsImage(fetched.contentType)) throw new ImageFetchError(`not an image (${mediaType(fetched.contentType)})`);
  const type = sniffImageType(fetched.bytes);
  if (!type) throw new ImageFetchError(`not an image we can keep (${mediaType(fetched.contentType) || 'unknown type'})`);
  return type;
}

function reasonOf(error: unknown): string {
  if (error instanceof ImageFetchError) return error.message;
  return `could not be fetched (${error instanceof Error ? error.message : String(error)})`;
}

type Outcome = { url: string; asset: AssetBytes } | FailedImage;

async function fetchOne(url: string, fetchImage: ImageFetcher, imageBytes: number): Promise<Outcome> {
  try {
    const fetched = await fetchImage(url, imageBytes);
    if (fetched.bytes.byteLength > imageBytes) throw new ImageFetchError(`larger than ${megabytes(imageBytes)}`);
    const type = imageTypeOf(fetched);
    const bytes = fetched.bytes.buffer.slice(fetched.bytes.byteOffset, fetched.bytes.byteOffset + fetched.bytes.byteLength);
    return { url, asset: { hash: await sha256Hex(bytes), type, bytes } };
  } catch (error) {
    return { url, reason: reasonOf(error) };
  }
}

/** Runs `work` over `items` with at most `limit` at once; results keep the items' order. */
async function inOrder<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}

/**
 * Fetches the images at `urls` (the clip's, in document order) and decides, in that order, which are kept:
 * unsupported addresses, images past the count, fetch and type failures, and images that would take the clip
 * over its byte cap are failed with a reason; an image whose bytes were already kept costs nothing more.
 */
export async function collectImages(urls: readonly string[], fetchImage: ImageFetcher, limits: CollectLimits): Promise<CollectedImages> {
  const imageBytes = Math.min(limits.imageBytes ?? MAX_IMAGE_BYTES, limits.clipBytes);
  const count = limits.count ?? MAX_IMAGES_PER_CLIP;
  const failed: FailedImage[] = [];
  const wanted: string[] = [];
  for (const url of new Set(urls)) {
    if (!isFetchableImageUrl(url)) failed.push({ url, reason: 'not a web or inline image address' });
    else if (wanted.length >= count) failed.push({ url, reason: `more than ${count} images in one clip` });
    else wanted.push(url);
  }
  const outcomes = await inOrder(wanted, limits.concurrency ?? IMAGE_FETCH_CONCURRENCY, (url) => fetchOne(url, fetchImage, imageBytes));
  const images: ClipImage[] = [];
  const assets = new Map<string, AssetBytes>();
  let total = 0;
  for (const outcome of outcomes) {
    if (!('asset' in outcome)) {
      failed.push(outcome);
      continue;
    }
    const { url, asset } = outcome;
    if (!assets.has(asset.hash)) {
      if (total + asset.bytes.byteLength > limits.clipBytes) {
        failed.push({ url, reason: `over this clip's ${megabytes(limits.clipBytes)} image limit` });
        continue;
      }
      total += asset.bytes.byteLength;
      assets.set(asset.hash, asset);
    }
    images.push({ url, hash: asset.hash, type: asset.type });
  }
  return { images, assets: [...assets.values()], failed };
}
