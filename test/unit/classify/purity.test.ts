import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The classifier runs in the service worker, the popup and Node: no extension APIs, no storage, no DOM globals.
const ROOT = path.resolve(__dirname, '../../../src/core/classify');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('src/core/classify is pure', () => {
  it.each(sourceFiles(ROOT).map((file) => [path.relative(ROOT, file), file]))('%s uses no extension, storage or page globals', (_name, file) => {
    // Comments may name what the code avoids ("the service worker has no DOMParser").
    const source = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(source).not.toMatch(/\b(chrome|browser)\.\w+|webextension-polyfill|indexedDB|localStorage|\bwindow\.|\bdocument\.|DOMParser/);
  });
});
