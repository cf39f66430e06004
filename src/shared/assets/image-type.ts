// What kind of image a file is, decided from its first bytes rather than from the server's word: a CDN that
// answers an expired link with an HTML error page under `image/jpeg` must not become a broken "image" asset.

/** Image types kept, with the file extension each is exported under. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
  'image/svg+xml': 'svg',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** SVG is text: skip a byte-order mark and whitespace, then expect `<svg` or an XML prolog followed by `<svg`. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<svg')) return true;
  return (head.startsWith('<?xml') || head.startsWith('<!--') || head.startsWith('<!doctype svg')) && head.includes('<svg');
}

/** The image type of `bytes` from their magic numbers, or null when they are not an image we keep. */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))) return 'image/avif';
  if (startsWith(bytes, ascii('BM')) && bytes.length > 14) return 'image/bmp';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length > 6) return 'image/x-icon';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return null;
}

/** `Content-Type` without parameters, lower-case: `Image/PNG; q=1` → `image/png`. */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether a response's declared type admits an image: `image/*`, or none or a generic one (then the bytes decide). */
export function declaredAsImage(contentType: string | null | undefined): boolean {
  const type = mediaType(contentType);
  return type === '' || type === 'application/octet-stream' || type.startsWith('image/');
}

/** The file extension for an image type (`image/jpeg` → `jpg`); `bin` for a type we do not know. */
export function extensionFor(type: string): string {
  return EXTENSIONS[mediaType(type)] ?? 'bin';
}
