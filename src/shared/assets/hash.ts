// Content hashes name the assets: the same picture used by two clips (or twice in one) is stored once.

/** SHA-256 of the bytes as lower-case hex (64 characters), from WebCrypto (service worker, pages and Node 20). */
export async function sha256Hex(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
