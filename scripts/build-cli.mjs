#!/usr/bin/env node
// Bundles the `pith` CLI (src/cli/main.ts and the core it calls) into dist-cli/pith.mjs.
//
// Dependencies are bundled, not left external: the CLI then is one file that runs on Node 20 with no
// node_modules beside it (copy it anywhere), and it always carries the exact linkedom/turndown versions the
// tests ran against. Only linkedom's optional `canvas` peer stays external: linkedom loads it in a try/catch.
//
//   node scripts/build-cli.mjs [--outfile PATH]   (standalone; scripts/build.mjs also calls it; tests build
//                                                  into a temporary folder with --outfile)
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfileFlag = process.argv.indexOf('--outfile');
const outfile = outfileFlag > 0 ? path.resolve(process.argv[outfileFlag + 1]) : path.join(root, 'dist-cli', 'pith.mjs');

await build({
  entryPoints: [path.join(root, 'src', 'cli', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['canvas'],
  // Bundled CommonJS packages call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __pithCreateRequire } from 'node:module'; const require = __pithCreateRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`built ${path.relative(process.cwd(), outfile)}`);
