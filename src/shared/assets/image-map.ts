// Where a stored image goes in an export, and the map the Markdown converter uses to point at it.
import { extensionFor } from './image-type';
import type { ClipImage } from './types';

/** Folder the images sit in, next to the notebook folders of a Markdown zip. */
export const ASSETS_FOLDER = 'assets';

/** `assets/<hash>.<ext>`: named by content, so one file serves every clip that uses the image. */
export function assetPath(image: Pick<ClipImage, 'hash' | 'type'>): string {
  return `${ASSETS_FOLDER}/${image.hash}.${extensionFor(image.type)}`;
}

/**
 * Original absolute URL → link to the stored copy, relative to the Markdown file. A clip's file sits one folder
 * deep (`<notebook>/<title>.md`), so the default prefix is `../`. Only images whose asset is available
 * (`available(hash)`) are mapped; the rest keep their remote URL.
 */
export function imageMapFor(images: readonly ClipImage[] | undefined, available: (hash: string) => boolean = () => true, prefix = '../'): Map<string, string> {
  const map = new Map<string, string>();
  for (const image of images ?? []) {
    if (available(image.hash)) map.set(image.url, prefix + assetPath(image));
  }
  return map;
}
