// The library page reads IndexedDB directly (it must work while the service worker sleeps).
import { ClipStore } from '../shared/store';

async function start(): Promise<void> {
  const store = await ClipStore.open();
  const list = document.getElementById('clips') as HTMLOListElement;
  for (const clip of await store.list({ limit: 100 })) {
    const item = document.createElement('li');
    item.textContent = `${clip.title} — ${clip.site ?? ''}`;
    list.append(item);
  }
}

void start();
