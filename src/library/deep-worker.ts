// The deep-pass worker: reads clips from the store itself (their bodies never pass through the page) and scans
// them for the query off the page thread. A new request or a stop replaces the running pass, which notices at
// its next read (message events run between the pass's awaits).
import { ClipStore } from '../shared/store';
import { DEEP_READ_BATCH } from '../shared/search/tunables';
import type { DeepReply, DeepRequest, DeepStop } from './deep-messages';
import { deepScan } from './deep-scan';

let store: Promise<ClipStore> | undefined;
/** The pass the page wants now; 0 after a stop. */
let current = 0;

function reply(message: DeepReply): void {
  self.postMessage(message);
}

async function run(request: DeepRequest): Promise<void> {
  const { pass } = request;
  try {
    const clips = await (store ??= ClipStore.open());
    const outcome = await deepScan(request, DEEP_READ_BATCH, {
      read: (ids) => clips.getMany(ids),
      cancelled: () => current !== pass,
      send: (found) => reply({ pass, found }),
    });
    if ('scanned' in outcome) reply({ pass, done: true, scanned: outcome.scanned });
  } catch (error) {
    reply({ pass, error: error instanceof Error ? error.message : String(error) });
  }
}

self.addEventListener('message', (event: MessageEvent<DeepRequest | DeepStop>) => {
  const command = event.data;
  if ('stop' in command) {
    current = 0;
    return;
  }
  current = command.pass;
  void run(command);
});
