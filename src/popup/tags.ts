// Tags typed in the popup: separated by commas (ASCII or CJK full-width/ideographic) or new lines, `#` optional.

const SEPARATORS = /[,，、;；\n]+/;

/** The tags in what the reader typed, trimmed, without `#`, in order, without duplicates (case-insensitive). */
export function parseTags(typed: string): string[] {
  return mergeTags([], typed.split(SEPARATORS));
}

/** `current` followed by the new tags it does not already have. */
export function mergeTags(current: readonly string[], added: readonly string[]): string[] {
  const result = [...current];
  const seen = new Set(current.map((tag) => tag.toLocaleLowerCase()));
  for (const raw of added) {
    const tag = raw.trim().replace(/^#+/, '').replace(/\s+/g, ' ').trim();
    if (!tag || seen.has(tag.toLocaleLowerCase())) continue;
    seen.add(tag.toLocaleLowerCase());
    result.push(tag);
  }
  return result;
}

/** Whether a key typed in the tags box ends the tag being typed. */
export function endsTag(key: string): boolean {
  return key === 'Enter' || key === ',' || key === '，' || key === '、';
}
