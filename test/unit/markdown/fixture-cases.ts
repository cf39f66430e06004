// Fixture cases: test/fixtures/markdown/<case>.html → <case>.md. A case may start with
// `<!-- options: {"baseUrl": "…", "title": "…", "imageMap": {"abs url": "assets/x.png"}} -->`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MarkdownOptions } from '../../../src/core/markdown/index';

export const FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/markdown');

export interface FixtureCase {
  name: string;
  html: string;
  options: MarkdownOptions;
  expectedPath: string;
}

interface OptionsComment {
  baseUrl?: string;
  title?: string;
  imageMap?: Record<string, string>;
}

function optionsOf(html: string): MarkdownOptions {
  const match = html.match(/^\s*<!--\s*options:\s*([\s\S]*?)-->/);
  if (!match) return {};
  const parsed = JSON.parse(match[1]!) as OptionsComment;
  return {
    baseUrl: parsed.baseUrl,
    title: parsed.title,
    imageMap: parsed.imageMap ? new Map(Object.entries(parsed.imageMap)) : undefined,
  };
}

export function fixtureCases(): FixtureCase[] {
  return fs
    .readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const html = fs.readFileSync(path.join(FIXTURE_DIR, file), 'utf8');
      const name = file.replace(/\.html$/, '');
      return { name, html, options: optionsOf(html), expectedPath: path.join(FIXTURE_DIR, `${name}.md`) };
    });
}
