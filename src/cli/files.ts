// Which files a command line names: files as given, directories walked for *.html / *.htm.
import fs from 'node:fs';
import path from 'node:path';

export interface InputFile {
  /** The path as the reader can find it (as given, or joined under the directory given). */
  path: string;
  /** Output name without extension: the file's base name, or its path under a walked directory. */
  outputStem: string;
}

const PAGE_EXTENSION = /\.html?$/i;

function walk(dir: string, root: string, found: InputFile[]): void {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, root, found);
    else if (entry.isFile() && PAGE_EXTENSION.test(entry.name)) {
      found.push({ path: full, outputStem: path.relative(root, full).replace(PAGE_EXTENSION, '') });
    }
  }
}

/**
 * Expands the arguments into input files. A path that does not exist is kept as given, so that reading it fails
 * with a message that names it, in its turn.
 */
export function collectInputs(args: readonly string[]): InputFile[] {
  const inputs: InputFile[] = [];
  for (const arg of args) {
    const isDir = fs.existsSync(arg) && fs.statSync(arg).isDirectory();
    if (isDir) walk(arg, arg, inputs);
    else inputs.push({ path: arg, outputStem: path.basename(arg).replace(PAGE_EXTENSION, '') });
  }
  return inputs;
}
