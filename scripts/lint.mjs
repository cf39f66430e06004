// Project rules that a type checker cannot see. Fails (exit 1) with one line per violation.
//  1. src/core is pure: no extension APIs, no storage, no UI globals of the extension.
//  2. HTML enters a page only through src/shared/sanitize.ts: no innerHTML/outerHTML assignment or
//     insertAdjacentHTML/document.write/setHTMLUnsafe/createContextualFragment anywhere else under src/.
// The rule functions are exported so a unit test can prove each one catches what it names.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SANITIZER = 'src/shared/sanitize.ts';

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)).split('\\').join('/'))
    .filter((path) => /\.(ts|tsx|js|mjs)$/.test(path));
}

/** Drops comments and string contents so rules look at code only. */
export function codeOnly(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1')
    .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g, '""');
}

const CORE_FORBIDDEN = [
  [/\bchrome\s*\.\s*[a-z]/, 'uses chrome.* (extension API)'],
  [/\bbrowser\s*\.\s*(runtime|tabs|storage|scripting|action|contextMenus|commands|i18n|permissions|downloads|notifications)\b/, 'uses browser.* (extension API)'],
  [/\bindexedDB\b|\blocalStorage\b|\bsessionStorage\b/, 'uses storage'],
  // Node globals break the injected reader on the live page (a stray process.env once blanked every preview).
  [/\bprocess\s*\.|\brequire\s*\(|\b__dirname\b|\bBuffer\s*\./, 'uses a Node global'],
];

/** Violations of rule 1 in one file under src/core. */
export function coreViolations(path, source) {
  const found = [];
  if (/from\s+['"]webextension-polyfill['"]|import\(\s*['"]webextension-polyfill['"]\s*\)/.test(source)) found.push(`${path}: imports webextension-polyfill`);
  if (/from\s+['"](\.\.\/)+(background|content|popup|library|settings|shared)\//.test(source)) found.push(`${path}: imports an extension context`);
  const code = codeOnly(source);
  for (const [pattern, reason] of CORE_FORBIDDEN) if (pattern.test(code)) found.push(`${path}: ${reason}`);
  return found;
}

const RAW_HTML = /\.(innerHTML|outerHTML)\s*(\+?=)(?!=)|\.insertAdjacentHTML\s*\(|\bdocument\.write(ln)?\s*\(|\.setHTMLUnsafe\s*\(|\.createContextualFragment\s*\(|\bparseHTMLUnsafe\s*\(/;

/**
 * One raw sink may be allowed where the markup goes into an inert document (created with
 * `document.implementation.createHTMLDocument`: nothing in it loads or runs), by a comment on the line before:
 * `// lint-allow raw-html: <why this document is inert>`. The reason is required, so the exception reads as one.
 */
const ALLOW_RAW_HTML = /\/\/\s*lint-allow raw-html:\s*\S.{9,}/;

/** Violations of rule 2 in one file under src/ (the sanitizer itself is exempt). */
export function rawHtmlViolations(path, source) {
  if (path === SANITIZER) return [];
  const found = [];
  const original = source.split('\n');
  codeOnly(source)
    .split('\n')
    .forEach((line, index) => {
      if (!RAW_HTML.test(line)) return;
      if (index > 0 && ALLOW_RAW_HTML.test(original[index - 1] ?? '')) return;
      found.push(`${path}:${index + 1}: raw HTML assignment outside ${SANITIZER}`);
    });
  return found;
}

/** Every violation in the repository rooted at `root`. */
export function lintRepository(root = '.') {
  const violations = [];
  const relative = (path) => path.slice(root === '.' ? 0 : root.length + 1);
  for (const path of sourceFiles(join(root, 'src/core'))) violations.push(...coreViolations(relative(path), readFileSync(path, 'utf8')));
  for (const path of sourceFiles(join(root, 'src'))) violations.push(...rawHtmlViolations(relative(path), readFileSync(path, 'utf8')));
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = lintRepository('.');
  if (violations.length) {
    for (const line of violations) console.error(`lint: ${line}`);
    console.error(`lint: ${violations.length} violation(s)`);
    process.exit(1);
  }
  console.log('lint: core is pure; raw HTML only in the sanitizer');
}
