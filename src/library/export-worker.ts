// An export worker: reads clips from the store itself (no copy of them passes through the page), converts each
// to Markdown with the same converter the page uses (linkedom stands in for DOMParser, which workers lack) and
// deflates it, so the page only writes finished entries into the zip. Several run in parallel (export-pool.ts).
import { clipMarkdown } from '../shared/export/markdown';
import { convertClipNative, type ConvertedClip } from '../shared/export/zip';
import { ClipStore } from '../shared/store';
import type { ConvertReply, ConvertRequest } from './export-messages';

let store: Promise<ClipStore> | undefined;

async function convert(ids: readonly string[]): Promise<Array<ConvertedClip | null>> {
  const clips = await (store ??= ClipStore.open());
  const read = await clips.getMany(ids);
  // Each clip converts as soon as its image check returns; the deflates run in the browser meanwhile.
  return Promise.all(
    read.map(async (clip) => {
      if (!clip) return null;
      const stored = await clips.storedAssetHashes((clip.images ?? []).map((image) => image.hash));
      return convertClipNative(clip, stored, clipMarkdown);
    }),
  );
}

self.addEventListener('message', (event: MessageEvent<ConvertRequest>) => {
  const { batch, ids } = event.data;
  convert(ids).then(
    (converted) => {
      const reply: ConvertReply = { batch, converted };
      // The deflated bytes move to the page instead of being copied.
      self.postMessage(reply, { transfer: converted.flatMap((entry) => (entry ? [entry.markdown.bytes.buffer] : [])) });
    },
    (error: unknown) => {
      const reply: ConvertReply = { batch, error: error instanceof Error ? error.message : String(error) };
      self.postMessage(reply);
    },
  );
});
