// `pith`: the extraction core on the command line, over saved pages, under linkedom.
//
//   pith extract [--format markdown|text|html|json] [--url URL] [--out DIR] FILE|DIR...
//
// Each file is reported on its own: a page that cannot be read gets one line on stderr naming it, the others
// are still extracted, and the exit code is non-zero at the end.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import packageJson from '../../package.json';
import { ENGINE_VERSION, extract } from '../core/extract';
import { FILE_EXTENSION, OUTPUT_FORMATS, render, type OutputFormat } from './formats';
import { collectInputs, type InputFile } from './files';
import { parsePage, readPageFile } from './page';

export const USAGE = `usage: pith extract [--format markdown|text|html|json] [--url URL] [--out DIR] FILE|DIR...

Finds the article in saved web pages and writes it as Markdown (default), plain text, HTML or JSON.
Directories are walked for *.html and *.htm. One file prints to stdout; several need --out DIR.

options:
  -f, --format FORMAT  markdown | text | html | json (json: title, text, html, byline, published, siteName,
                       lang, excerpt, leadImage, ms, …)
  -u, --url URL        the address the page was saved from (makes links and images absolute)
  -o, --out DIR        write <name>.<md|txt|html|json> files into DIR (created if missing)
  -h, --help           this help
  -v, --version        print the version`;

/** Where the CLI writes; tests pass collectors instead of the process streams. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const processIO: CliIO = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/** Exit codes: 0 all pages extracted, 1 some file failed, 2 the command line itself was wrong. */
const EXIT_OK = 0;
const EXIT_FILE_FAILED = 1;
const EXIT_USAGE = 2;

interface ExtractCommand {
  format: OutputFormat;
  url?: string;
  outDir?: string;
  inputs: string[];
}

class UsageError extends Error {}

function parseExtractArgs(args: string[]): ExtractCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        format: { type: 'string', short: 'f', default: 'markdown' },
        url: { type: 'string', short: 'u' },
        out: { type: 'string', short: 'o' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const format = values.format as OutputFormat;
  if (!OUTPUT_FORMATS.includes(format)) throw new UsageError(`unknown --format ${values.format}; use one of ${OUTPUT_FORMATS.join(', ')}`);
  if (values.url !== undefined && !URL.canParse(values.url)) throw new UsageError(`--url ${values.url} is not an absolute URL`);
  if (positionals.length === 0) throw new UsageError('no input: name one or more HTML files or directories');
  return { format, url: values.url, outDir: values.out, inputs: positionals };
}

/** Extracts one page and returns what to write; throws with a message fit for "pith: FILE: message". */
function extractPage(input: InputFile, command: ExtractCommand, io: CliIO): string {
  const doc = parsePage(readPageFile(input.path));
  const result = extract(doc, command.url ? { url: command.url } : {});
  if (!result.ok) io.stderr(`pith: ${input.path}: warning: ${result.note ?? 'no article found'}; wrote the best partial content\n`);
  return render(command.format, result, { file: input.path, url: command.url });
}

function runExtract(command: ExtractCommand, io: CliIO): number {
  const inputs = collectInputs(command.inputs);
  if (inputs.length === 0) {
    io.stderr(`pith: no *.html or *.htm files in ${command.inputs.join(', ')}\n`);
    return EXIT_FILE_FAILED;
  }
  if (inputs.length > 1 && !command.outDir) {
    io.stderr(`pith: ${inputs.length} pages to extract: pass --out DIR to write one file per page\n`);
    return EXIT_USAGE;
  }
  const written = new Set<string>();
  let failed = 0;
  for (const input of inputs) {
    try {
      const output = extractPage(input, command, io);
      if (!command.outDir) {
        io.stdout(output);
        continue;
      }
      const target = path.join(command.outDir, `${input.outputStem}.${FILE_EXTENSION[command.format]}`);
      if (written.has(target)) throw new Error(`would overwrite ${target}, written from another input of the same name`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, output);
      written.add(target);
    } catch (error) {
      failed++;
      const message = error instanceof Error ? error.message : String(error);
      io.stderr(`pith: ${input.path}: ${message.split('\n')[0]}\n`);
    }
  }
  if (command.outDir) io.stderr(`pith: ${written.size} of ${inputs.length} pages written to ${command.outDir}${failed ? `, ${failed} failed` : ''}\n`);
  return failed ? EXIT_FILE_FAILED : EXIT_OK;
}

export function versionLine(): string {
  return `pith ${packageJson.version} (engine ${ENGINE_VERSION})`;
}

/** Runs the CLI on `argv` (without node and script) and returns the exit code. */
export function main(argv: readonly string[], io: CliIO = processIO): number {
  const [command, ...rest] = argv;
  if (command === undefined || command === '-h' || command === '--help' || (command === 'extract' && rest.some((a) => a === '-h' || a === '--help'))) {
    io.stdout(`${USAGE}\n`);
    return command === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (command === '-v' || command === '--version') {
    io.stdout(`${versionLine()}\n`);
    return EXIT_OK;
  }
  if (command !== 'extract') {
    io.stderr(`pith: unknown command ${command}\n${USAGE}\n`);
    return EXIT_USAGE;
  }
  try {
    return runExtract(parseExtractArgs(rest), io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`pith: ${error.message}\n${USAGE}\n`);
    return EXIT_USAGE;
  }
}
