// Project rules that a type checker cannot see. Fails (exit 1) with one line per violation.
//  1. src/core is pure: no extension APIs, no storage, no UI globals of the extension.
//  2. HTML enters a page only through src/shared/sanitize.ts: no innerHTML/outerHTML assignment or
//     insertAdjacentHTML/document.write anywhere else under src/.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const SANITIZER = 'src/shared/sanitize.ts';
const violations = [];

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)).split('\\').join('/'))
    .filter((path) => /\.(ts|tsx|js|mjs)$/.test(path));
}

/** Drops comments and string contents so rules look at code only. */
function codeOnly(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1')
    .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g, '""');
}

const CORE_FORBIDDEN = [
  [/\bchrome\s*\.\s*[a-z]/, 'uses chrome.* (extension API)'],
  [/\bbrowser\s*\.\s*(runtime|tabs|storage|scripting|action|contextMenus|commands|i18n|permissions|downloads|notifications)\b/, 'uses browser.* (extension API)'],
  [/\bindexedDB\b|\blocalStorage\b|\bsessionStorage\b/, 'uses storage'],
];

for (const path of sourceFiles('src/core')) {
  const source = readFileSync(path, 'utf8');
  if (/from\s+['"]webextension-polyfill['"]|import\(\s*['"]webextension-polyfill['"]\s*\)/.test(source)) violations.push(`${path}: imports webextension-polyfill`);
  if (/from\s+['"](\.\.\/)+(background|content|popup|library|settings|shared)\//.test(source)) violations.push(`${path}: imports an extension context`);
  const code = codeOnly(source);
  for (const [pattern, reason] of CORE_FORBIDDEN) if (pattern.test(code)) violations.push(`${path}: ${reason}`);
}

const RAW_HTML = /\.(innerHTML|outerHTML)\s*(\+?=)(?!=)|\.insertAdjacentHTML\s*\(|\bdocument\.write(ln)?\s*\(|\.setHTMLUnsafe\s*\(/;
for (const path of sourceFiles('src')) {
  if (path === SANITIZER) continue;
  const lines = codeOnly(readFileSync(path, 'utf8')).split('\n');
  lines.forEach((line, index) => {
    if (RAW_HTML.test(line)) violations.push(`${path}:${index + 1}: raw HTML assignment outside ${SANITIZER}`);
  });
}

if (violations.length) {
  for (const line of violations) console.error(`lint: ${line}`);
  console.error(`lint: ${violations.length} violation(s)`);
  process.exit(1);
}
console.log('lint: core is pure; raw HTML only in the sanitizer');
