// The background's image fetch over a stand-in `fetch`: status, streaming cap (no Content-Length needed), no
// cookies or referrer, and the reasons the reader is shown.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('webextension-polyfill', () => ({ default: { permissions: { contains: async () => true } } }));
const { fetchImage } = await import('../../../src/background/images');

/** A response whose body arrives in `chunks` and records whether the reader cancelled it. */
function streamed(chunks: Uint8Array[], init: ResponseInit = {}): { response: Response; cancelled: () => boolean } {
  let cancelled = false;
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < chunks.length) controller.enqueue(chunks[index++]!);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { response: new Response(body, { status: 200, headers: { 'content-type': 'image/png' }, ...init }), cancelled: () => cancelled };
}

afterEach(() => vi.unstubAllGlobals());

describe('fetching one image in the background', () => {
  it('asks without cookies or referrer and joins the streamed body', async () => {
    const fetch = vi.fn(async () => streamed([Uint8Array.of(1, 2), Uint8Array.of(3)]).response);
    vi.stubGlobal('fetch', fetch);
    const image = await fetchImage('https://img.example/a.png', 100);
    expect([...image.bytes]).toEqual([1, 2, 3]);
    expect(image.contentType).toBe('image/png');
    expect(fetch).toHaveBeenCalledWith('https://img.example/a.png', expect.objectContaining({ credentials: 'omit', referrerPolicy: 'no-referrer' }));
  });

  it('stops downloading as soon as the body passes the cap', async () => {
    const body = streamed([new Uint8Array(60), new Uint8Array(60), new Uint8Array(60)]);
    vi.stubGlobal('fetch', async () => body.response);
    await expect(fetchImage('https://img.example/big.png', 100)).rejects.toThrow(/larger than/);
    expect(body.cancelled()).toBe(true);
  });

  it('reports HTTP errors and network failures in words', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    await expect(fetchImage('https://img.example/404.png', 100)).rejects.toThrow('HTTP 404');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchImage('https://img.example/down.png', 100)).rejects.toThrow('network error or blocked by the site');
  });
});
