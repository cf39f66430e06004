// A language guess for pages that do not declare one: enough to tell Chinese, Japanese and English apart.
import { charKind, HAN, KANA } from '../text/chars';

/** "zh" when Han characters dominate, "ja" when Kana appear, "en" for mostly Latin text, else null. */
export function guessLanguage(text: string): string | null {
  // One pass, counting: a match of /[A-Za-z]/g would build a string for every letter of the sample.
  let han = 0;
  let kana = 0;
  let latin = 0;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    if (code < 0x80) {
      if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin++;
      i++;
      continue;
    }
    const kind = charKind(code);
    if (kind & HAN) han++;
    if (kind & KANA) kana++;
    i += code > 0xffff ? 2 : 1;
  }
  if (han + kana + latin < 20) return null;
  if (kana > 20 && kana >= han * 0.1) return 'ja';
  // A Han character carries about as much as a short word, so compare against Latin letters / 4.
  if (han >= latin / 4) return 'zh';
  return 'en';
}
