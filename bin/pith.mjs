#!/usr/bin/env node
// Entry point named in package.json "bin": runs the bundled CLI built by scripts/build-cli.mjs.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const bundle = fileURLToPath(new URL('../dist-cli/pith.mjs', import.meta.url));
if (!existsSync(bundle)) {
  console.error('pith: dist-cli/pith.mjs is missing: run npm run build first (or node scripts/build-cli.mjs)');
  process.exit(1);
}
const { main } = await import(pathToFileURL(bundle).href);
process.exitCode = main(process.argv.slice(2));
