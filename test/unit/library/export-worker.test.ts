// The export worker, run in Node on a fake IndexedDB: it reads the clips itself and answers with each clip's
// Markdown deflated, byte for byte what the page's own converter (`clipMarkdown`) writes; a deleted clip is a
// gap, not an error. (DOMParser and linkedom give the same Markdown: test/unit/markdown/dom-parser.test.ts.)
import 'fake-indexeddb/auto';
import { inflateSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConvertReply } from '../../../src/library/export-messages';
import { clipMarkdown } from '../../../src/shared/export/markdown';
import { ClipStore } from '../../../src/shared/store';
import { makeClip } from '../export/fixtures';

const replies: ConvertReply[] = [];
const workerScope = Object.assign(new EventTarget(), { postMessage: (reply: ConvertReply) => replies.push(reply) });

beforeAll(async () => {
  vi.stubGlobal('self', workerScope);
  await import('../../../src/library/export-worker');
});
afterAll(() => {
  vi.unstubAllGlobals();
});

async function ask(batch: number, ids: string[]): Promise<ConvertReply> {
  workerScope.dispatchEvent(new MessageEvent('message', { data: { batch, ids } }));
  await vi.waitFor(() => expect(replies.some((reply) => reply.batch === batch)).toBe(true));
  return replies.find((reply) => reply.batch === batch)!;
}

describe('export worker', () => {
  it('converts the clips it reads from the store exactly as the page converter does', async () => {
    const clips = [
      makeClip('w1', { title: 'Tables & code', html: '<h2>Setup</h2><pre><code class="language-js">let a = 1;</code></pre><table><tr><th>A</th></tr><tr><td>1</td></tr></table>' }),
      makeClip('w2', { title: '中文标题', notebook: '读书笔记', html: '<p>这是<strong>重要</strong>的一段。</p><ul><li>一</li><li>二</li></ul>' }),
    ];
    const store = await ClipStore.open();
    await store.putMany(clips);
    store.close();
    const reply = await ask(7, ['w2', 'gone', 'w1']);
    if ('error' in reply) throw new Error(reply.error);
    expect(reply.converted.map((entry) => entry?.clip.id ?? null)).toEqual(['w2', null, 'w1']);
    for (const entry of reply.converted) {
      if (!entry) continue;
      const clip = clips.find((candidate) => candidate.id === entry.clip.id)!;
      const markdown = strFromU8(inflateSync(entry.markdown.bytes));
      expect(markdown).toBe(clipMarkdown(clip));
      expect(entry.markdown.size).toBe(new TextEncoder().encode(markdown).length);
    }
  });
});
