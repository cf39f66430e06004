// Tags as the reader types them in the clip view's one-line field.

/** "a, b，c、 #a" → ["a", "b", "c"]: commas of either width and the Chinese enumeration comma separate tags; a
 * leading "#" (habit from other apps) is dropped; duplicates go. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(/[,，、]/).map((tag) => tag.trim().replace(/^#+/, '').trim()).filter(Boolean))];
}
