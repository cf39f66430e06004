// User templates for the front matter. Variables (write them as {{name}}, spaces allowed inside):
//   {{title}} {{url}} {{author}} {{published}} {{site}} {{notebook}} {{tags}} {{clipped}} {{lang}}
//   {{excerpt}}  — the clip's fields (missing ones are empty);
//   {{date}}     — the day of `clipped`, YYYY-MM-DD;
//   {{domain}}   — the host name of `url`, without `www.`.
// A placeholder belongs in a value: `key: …{{x}}…` or `- …{{x}}…`. The whole value is then written as
// one double-quoted YAML string (quotes the user typed around it are absorbed), and a value that is
// exactly {{tags}} becomes a YAML list — so the result is valid YAML whatever the page contained.
// Elsewhere (comments) variables are inserted on one line. Unknown {{names}} are left as typed.
// The `---` fences are optional in the template and always present in the output.
import { cleanTags, type FrontMatterFields, yamlList, yamlString } from './front-matter';

const PLACEHOLDER = /\{\{\s*([a-z]+)\s*\}\}/gi;
/** `key: value` or `- value` (optionally `  - key: value`); a plain key without YAML indicators, or a quoted key. */
const VALUE_LINE = /^(\s*(?:-\s+)?(?:"[^"\n]*"|'[^'\n]*'|[^\s:#'"{}[\],&*!|>%@`][^:#]*?):[ \t]+|\s*-[ \t]+)(.*)$/;

function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

export function templateVariables(fields: FrontMatterFields): Record<string, string> {
  return {
    title: fields.title,
    url: fields.url,
    author: fields.author ?? '',
    published: fields.published ?? '',
    site: fields.site ?? '',
    notebook: fields.notebook ?? '',
    tags: cleanTags(fields.tags).join(', '),
    clipped: fields.clipped,
    lang: fields.lang ?? '',
    excerpt: fields.excerpt ?? '',
    date: fields.clipped.slice(0, 10),
    domain: domainOf(fields.url),
  };
}

function substitute(text: string, variables: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => variables[name.toLowerCase()] ?? placeholder);
}

function unquote(value: string): string {
  const trimmed = value.trim();
  const quoted = trimmed.length >= 2 && (trimmed[0] === '"' || trimmed[0] === "'") && trimmed.endsWith(trimmed[0]!);
  return quoted ? trimmed.slice(1, -1) : trimmed;
}

function renderLine(line: string, fields: FrontMatterFields, variables: Record<string, string>): string {
  if (!/\{\{\s*[a-z]+\s*\}\}/i.test(line)) return line;
  const match = line.match(VALUE_LINE);
  if (!match) return substitute(line, variables).replace(/[\r\n\u2028\u2029\x85]+/g, ' ');
  const [, prefix, value] = match as unknown as [string, string, string];
  const inner = unquote(value);
  if (/^\{\{\s*tags\s*\}\}$/i.test(inner)) return `${prefix}${yamlList(cleanTags(fields.tags))}`;
  return `${prefix}${yamlString(substitute(inner, variables))}`;
}

export function renderTemplate(template: string, fields: FrontMatterFields): string {
  const variables = templateVariables(fields);
  const lines = template.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && !lines[0]!.trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1]!.trim()) lines.pop();
  if (lines[0]?.trim() === '---') lines.shift();
  if (lines[lines.length - 1]?.trim() === '---') lines.pop();
  return `---\n${lines.map((line) => renderLine(line, fields, variables)).join('\n')}\n---\n`;
}
