// Growing Pith's permissions must be a visible decision: this list changes only together with this test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../../manifest.json'), 'utf8'));

describe('manifest permissions', () => {
  it('asks for exactly the pinned permissions', () => {
    // notifications: a save from the shortcut or the context menu that fails must tell the reader (issue 3).
    expect(manifest.permissions).toEqual(['activeTab', 'scripting', 'storage', 'unlimitedStorage', 'contextMenus', 'notifications']);
  });
  it('has no blanket host access and no always-on content script', () => {
    expect(manifest.host_permissions).toBeUndefined();
    expect(manifest.content_scripts).toBeUndefined();
    expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
  });
  it('keeps extension pages free of inline and remote script', () => {
    const csp: string = manifest.content_security_policy.extension_pages;
    const scriptSrc = csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
  });
});
