// YAML front matter that stays valid whatever the page put in its title: every string is written as a
// double-quoted scalar with YAML escapes, so quotes, colons, `#`, leading `-`/`@`/`*`/`!`/`&`, line
// breaks, emoji, Chinese and strings like `yes`, `no`, `null`, `true`, `1e3` all come back as strings.

export interface FrontMatterFields {
  title: string;
  url: string;
  author?: string | null;
  published?: string | null;
  site?: string | null;
  notebook?: string | null;
  tags?: string[];
  clipped: string;
  lang?: string | null;
  excerpt?: string | null;
}

const NAMED_ESCAPES: Record<string, string> = {
  '\\': '\\\\', '"': '\\"', '\0': '\\0', '\x07': '\\a', '\b': '\\b', '\t': '\\t', '\n': '\\n', '\v': '\\v',
  '\f': '\\f', '\r': '\\r', '\x1b': '\\e', '\x85': '\\N', '\xa0': '\\_', '\u2028': '\\L', '\u2029': '\\P',
};

/** Characters YAML does not allow unescaped (outside its printable set), and the BOM. */
const NON_PRINTABLE = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ufeff\ufffe\uffff]/;

function escapeChar(char: string): string {
  const named = NAMED_ESCAPES[char];
  if (named) return named;
  if (NON_PRINTABLE.test(char)) return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return char;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A YAML double-quoted scalar. Lone surrogates (not valid Unicode) become U+FFFD. */
export function yamlString(value: string): string {
  let out = '"';
  for (const char of value.replace(LONE_SURROGATE, '\uFFFD')) out += escapeChar(char);
  return `${out}"`;
}

export function yamlList(values: readonly string[]): string {
  return `[${values.map(yamlString).join(', ')}]`;
}

type FieldName = keyof FrontMatterFields;

/** Front matter keys in the order they are written. */
export const FRONT_MATTER_KEYS: readonly FieldName[] = ['title', 'url', 'author', 'published', 'site', 'notebook', 'tags', 'clipped', 'lang', 'excerpt'];

/** Tags as given, trimmed, without empties or duplicates. */
export function cleanTags(tags: readonly string[] | undefined): string[] {
  return [...new Set((tags ?? []).map((tag) => tag.trim()).filter(Boolean))];
}

/** `---\n…\n---\n`; optional fields that are absent, null or empty are left out. */
export function frontMatter(fields: FrontMatterFields): string {
  const lines: string[] = [];
  for (const key of FRONT_MATTER_KEYS) {
    if (key === 'tags') {
      const tags = cleanTags(fields.tags);
      if (tags.length) lines.push(`tags: ${yamlList(tags)}`);
      continue;
    }
    const value = fields[key];
    if (typeof value === 'string' && (value !== '' || key === 'title' || key === 'url' || key === 'clipped')) lines.push(`${key}: ${yamlString(value)}`);
  }
  return `---\n${lines.join('\n')}\n---\n`;
}
