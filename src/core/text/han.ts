import { HAN_VARIANT_GROUPS } from './han-variants';

/** Each Han character that has another script's form, to all of its forms ("阅" → "閱閲阅"). */
const FORMS = new Map<string, string>();
for (const group of HAN_VARIANT_GROUPS.split(' ')) for (const char of group) FORMS.set(char, group);

/**
 * `pattern` with its Chinese words read in Simplified and Traditional characters alike: each character that has
 * another form becomes a class of its forms ("延伸阅读" matches 延伸閱讀 too), and a class that holds one gets the
 * other forms. Patterns are written once, in either script; Hong Kong and Taiwan pages (明報, 大公報, 聯合新聞網)
 * label their furniture in the other one. Escapes are copied as they are.
 */
export function eitherScript(pattern: RegExp): RegExp {
  const { source } = pattern;
  let out = '';
  let classExtra: string | null = null;
  let classStart = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      out += char + (source[i + 1] ?? '');
      i++;
      continue;
    }
    if (classExtra !== null) {
      if (char === ']') {
        // The other forms go last, before a closing "-" if there is one, so that no range is made or broken.
        const extra = [...new Set(classExtra)].filter((form) => !out.slice(classStart).includes(form)).join('');
        out = out.endsWith('-') ? `${out.slice(0, -1)}${extra}-]` : `${out}${extra}]`;
        classExtra = null;
        continue;
      }
      classExtra += (FORMS.get(char) ?? '').replace(char, '');
      out += char;
      continue;
    }
    if (char === '[') {
      classExtra = '';
      classStart = out.length;
      out += char;
      continue;
    }
    const forms = FORMS.get(char);
    out += forms ? `[${forms}]` : char;
  }
  return new RegExp(out, pattern.flags);
}
