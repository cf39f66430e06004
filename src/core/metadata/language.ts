// A language guess for pages that do not declare one: enough to tell Chinese, Japanese and English apart.
import { countKind, HAN, KANA } from '../text/chars';

/** "zh" when Han characters dominate, "ja" when Kana appear, "en" for mostly Latin text, else null. */
export function guessLanguage(text: string): string | null {
  const han = countKind(text, HAN);
  const kana = countKind(text, KANA);
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  if (han + kana + latin < 20) return null;
  if (kana > 20 && kana >= han * 0.1) return 'ja';
  // A Han character carries about as much as a short word, so compare against Latin letters / 4.
  if (han >= latin / 4) return 'zh';
  return 'en';
}
