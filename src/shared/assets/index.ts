// Images kept with clips: which images a clip has, fetching them under caps, content-hash names and export paths.
export * from './types';
export * from './limits';
export { sniffImageType, extensionFor, mediaType, declaredAsImage } from './image-type';
export { sha256Hex } from './hash';
export { imageKey, isFetchableImageUrl } from './sources';
export { imageUrls } from './find-images';
export { collectImages, imageTypeOf, ImageFetchError, type FetchedImage, type ImageFetcher, type CollectLimits, type CollectedImages } from './collect';
export { ASSETS_FOLDER, assetPath, imageMapFor } from './image-map';
