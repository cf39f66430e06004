// The manifest's attack surface, beyond the pinned permission list (test/unit/manifest/permissions.test.ts):
// no channel a web page could use to reach Pith, and a CSP for extension pages with nothing to loosen it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../../manifest.json'), 'utf8')) as Record<string, unknown>;
const csp = (manifest.content_security_policy as { extension_pages: string }).extension_pages;
const directives = new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name!, values]));

describe('manifest attack surface', () => {
  it('offers web pages no way in: no externally_connectable, no web-accessible resources, no always-on content script', () => {
    expect(manifest.externally_connectable).toBeUndefined();
    expect(manifest.web_accessible_resources).toBeUndefined();
    expect(manifest.content_scripts).toBeUndefined();
    expect(manifest.host_permissions).toBeUndefined();
  });

  it('asks for none of the broad or sensitive permissions', () => {
    const asked = [...((manifest.permissions as string[]) ?? []), ...((manifest.optional_permissions as string[]) ?? [])];
    for (const broad of ['tabs', '<all_urls>', 'webRequest', 'webRequestBlocking', 'declarativeNetRequest', 'cookies', 'history', 'bookmarks', 'downloads', 'clipboardRead', 'debugger', 'management', 'nativeMessaging', 'proxy']) {
      expect(asked, broad).not.toContain(broad);
    }
  });

  it('extension pages: script and object only from the package, no base, no forms, never framed', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'self'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-(inline|eval|hashes)|wasm-unsafe-eval|https?:|\*/);
  });
});
