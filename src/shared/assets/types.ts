// The shapes of images kept with a clip, shared by the store, the background, the library and the export.

/** One of the clip's images that is stored: its address in the article and the asset holding its bytes. */
export interface ClipImage {
  /** Absolute URL as it appears in the clip (after srcset/lazy resolution), the key Markdown export looks up. */
  url: string;
  /** SHA-256 of the bytes, lower-case hex: the asset's key. */
  hash: string;
  /** MIME type sniffed from the bytes, e.g. `image/png`. */
  type: string;
}

/** An image that was not stored (the clip keeps its remote URL) and why, in words shown to the reader. */
export interface FailedImage {
  url: string;
  reason: string;
}

/** Bytes ready to be stored as an asset. */
export interface AssetBytes {
  hash: string;
  type: string;
  bytes: ArrayBuffer;
}

/** An asset as it lives in the store: shared by every clip whose images hash to it. */
export interface StoredAsset extends AssetBytes {
  clipIds: string[];
}
