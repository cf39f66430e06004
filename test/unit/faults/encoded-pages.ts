// Pages in legacy East Asian encodings and UTF-16, as bytes. Produced once with Python's codecs
// (`page.encode('gbk' | 'big5' | 'shift_jis' | 'utf-16')`; Python's utf-16 writes a little-endian BOM) from an
// article of four copies of `paragraph` under an <h1>`title`</h1>; the unit test checks that decoding with the
// named encoding gives those strings back, so the bytes cannot silently be wrong.
export interface EncodedPage {
  name: string;
  /** What the server sends: the charset a browser decodes with. */
  contentType: string;
  title: string;
  paragraph: string;
  base64: string;
}

export const ENCODED_PAGES: EncodedPage[] = [
  {
    name: 'gbk',
    contentType: 'text/html; charset=gbk',
    title: '面包的发酵',
    paragraph: '发酵是面包风味的来源。长时间发酵让面团中的酵母和乳酸菌慢慢工作，产生复杂的香气。',
    base64: 'PCFkb2N0eXBlIGh0bWw+PGh0bWw+PGhlYWQ+PG1ldGEgY2hhcnNldD0iZ2JrIj48dGl0bGU+w+aw/LXEt6K9zTwvdGl0bGU+PC9oZWFkPjxib2R5PjxuYXY+PGEgaHJlZj0iLyI+aG9tZTwvYT48L25hdj48YXJ0aWNsZT48aDE+w+aw/LXEt6K9zTwvaDE+PHA+t6K9zcrHw+aw/Lfnzra1xMC01LSho7OkyrG85Leivc3Iw8PmzcXW0LXEvc3EuLrNyOnL4b76wv3C/bmk1/ejrLL6yfq4tNTTtcTP48b4oaM8L3A+PHA+t6K9zcrHw+aw/Lfnzra1xMC01LSho7OkyrG85Leivc3Iw8PmzcXW0LXEvc3EuLrNyOnL4b76wv3C/bmk1/ejrLL6yfq4tNTTtcTP48b4oaM8L3A+PHA+t6K9zcrHw+aw/Lfnzra1xMC01LSho7OkyrG85Leivc3Iw8PmzcXW0LXEvc3EuLrNyOnL4b76wv3C/bmk1/ejrLL6yfq4tNTTtcTP48b4oaM8L3A+PHA+t6K9zcrHw+aw/Lfnzra1xMC01LSho7OkyrG85Leivc3Iw8PmzcXW0LXEvc3EuLrNyOnL4b76wv3C/bmk1/ejrLL6yfq4tNTTtcTP48b4oaM8L3A+PC9hcnRpY2xlPjxmb290ZXI+MjAyNjwvZm9vdGVyPjwvYm9keT48L2h0bWw+',
  },
  {
    name: 'big5',
    contentType: 'text/html; charset=big5',
    title: '麵包的發酵',
    paragraph: '發酵是麵包風味的來源。長時間發酵讓麵團中的酵母和乳酸菌慢慢工作，產生複雜的香氣。',
    base64: 'PCFkb2N0eXBlIGh0bWw+PGh0bWw+PGhlYWQ+PG1ldGEgY2hhcnNldD0iYmlnNSI+PHRpdGxlPsTRpV2qurVvu8M8L3RpdGxlPjwvaGVhZD48Ym9keT48bmF2PjxhIGhyZWY9Ii8iPmhvbWU8L2E+PC9uYXY+PGFydGljbGU+PGgxPsTRpV2qurVvu8M8L2gxPjxwPrVvu8OsT8TRpV2tt6j9qrqo07e9oUOq+K7JtqG1b7vDxf3E0bnOpKSqurvDpcCpTajFu8S137pDukOkdadAoUGyo6XNvcbC+Kq6rbuu8KFDPC9wPjxwPrVvu8OsT8TRpV2tt6j9qrqo07e9oUOq+K7JtqG1b7vDxf3E0bnOpKSqurvDpcCpTajFu8S137pDukOkdadAoUGyo6XNvcbC+Kq6rbuu8KFDPC9wPjxwPrVvu8OsT8TRpV2tt6j9qrqo07e9oUOq+K7JtqG1b7vDxf3E0bnOpKSqurvDpcCpTajFu8S137pDukOkdadAoUGyo6XNvcbC+Kq6rbuu8KFDPC9wPjxwPrVvu8OsT8TRpV2tt6j9qrqo07e9oUOq+K7JtqG1b7vDxf3E0bnOpKSqurvDpcCpTajFu8S137pDukOkdadAoUGyo6XNvcbC+Kq6rbuu8KFDPC9wPjwvYXJ0aWNsZT48Zm9vdGVyPjIwMjY8L2Zvb3Rlcj48L2JvZHk+PC9odG1sPg==',
  },
  {
    name: 'shift_jis',
    contentType: 'text/html; charset=shift_jis',
    title: 'パンの発酵',
    paragraph: '発酵はパンの風味の源です。長い発酵によって、生地の中の酵母と乳酸菌がゆっくり働きます。',
    base64: 'PCFkb2N0eXBlIGh0bWw+PGh0bWw+PGhlYWQ+PG1ldGEgY2hhcnNldD0ic2hpZnRfamlzIj48dGl0bGU+g3CDk4LMlK2NeTwvdGl0bGU+PC9oZWFkPjxib2R5PjxuYXY+PGEgaHJlZj0iLyI+aG9tZTwvYT48L25hdj48YXJ0aWNsZT48aDE+g3CDk4LMlK2NeTwvaDE+PHA+lK2NeYLNg3CDk4LMlZeWoYLMjLmCxYK3gUKSt4KilK2NeYLJguaCwYLEgUGQtpJugsyShoLMjXmV6oLGk/uOX4vbgqqC5ILBgq2C6JOtgquC3IK3gUI8L3A+PHA+lK2NeYLNg3CDk4LMlZeWoYLMjLmCxYK3gUKSt4KilK2NeYLJguaCwYLEgUGQtpJugsyShoLMjXmV6oLGk/uOX4vbgqqC5ILBgq2C6JOtgquC3IK3gUI8L3A+PHA+lK2NeYLNg3CDk4LMlZeWoYLMjLmCxYK3gUKSt4KilK2NeYLJguaCwYLEgUGQtpJugsyShoLMjXmV6oLGk/uOX4vbgqqC5ILBgq2C6JOtgquC3IK3gUI8L3A+PHA+lK2NeYLNg3CDk4LMlZeWoYLMjLmCxYK3gUKSt4KilK2NeYLJguaCwYLEgUGQtpJugsyShoLMjXmV6oLGk/uOX4vbgqqC5ILBgq2C6JOtgquC3IK3gUI8L3A+PC9hcnRpY2xlPjxmb290ZXI+MjAyNjwvZm9vdGVyPjwvYm9keT48L2h0bWw+',
  },
  {
    name: 'utf-16le-bom',
    contentType: 'text/html; charset=utf-16',
    title: '面包的发酵',
    paragraph: '发酵是面包风味的来源。长时间发酵让面团中的酵母和乳酸菌慢慢工作，产生复杂的香气。',
    base64: '//48ACEAZABvAGMAdAB5AHAAZQAgAGgAdABtAGwAPgA8AGgAdABtAGwAPgA8AGgAZQBhAGQAPgA8AHQAaQB0AGwAZQA+AGKXBVOEdtFTdZE8AC8AdABpAHQAbABlAD4APAAvAGgAZQBhAGQAPgA8AGIAbwBkAHkAPgA8AG4AYQB2AD4APABhACAAaAByAGUAZgA9ACIALwAiAD4AaABvAG0AZQA8AC8AYQA+ADwALwBuAGEAdgA+ADwAYQByAHQAaQBjAGwAZQA+ADwAaAAxAD4AYpcFU4R20VN1kTwALwBoADEAPgA8AHAAPgDRU3WRL2ZilwVTzphzVIR2ZWeQbgIwf5X2ZfSV0VN1kamLYpfiVi1OhHZ1kc1rjFRzTniRzINiYWJh5V1cTwz/p04fdQ1ZQmeEdpmZFGwCMDwALwBwAD4APABwAD4A0VN1kS9mYpcFU86Yc1SEdmVnkG4CMH+V9mX0ldFTdZGpi2KX4lYtToR2dZHNa4xUc054kcyDYmFiYeVdXE8M/6dOH3UNWUJnhHaZmRRsAjA8AC8AcAA+ADwAcAA+ANFTdZEvZmKXBVPOmHNUhHZlZ5BuAjB/lfZl9JXRU3WRqYtil+JWLU6EdnWRzWuMVHNOeJHMg2JhYmHlXVxPDP+nTh91DVlCZ4R2mZkUbAIwPAAvAHAAPgA8AHAAPgDRU3WRL2ZilwVTzphzVIR2ZWeQbgIwf5X2ZfSV0VN1kamLYpfiVi1OhHZ1kc1rjFRzTniRzINiYWJh5V1cTwz/p04fdQ1ZQmeEdpmZFGwCMDwALwBwAD4APAAvAGEAcgB0AGkAYwBsAGUAPgA8AGYAbwBvAHQAZQByAD4AMgAwADIANgA8AC8AZgBvAG8AdABlAHIAPgA8AC8AYgBvAGQAeQA+ADwALwBoAHQAbQBsAD4A',
  },
];

export function bytesOf(page: EncodedPage): Uint8Array {
  return new Uint8Array(Buffer.from(page.base64, 'base64'));
}

/** The TextDecoder label for a page's Content-Type charset. */
export function charsetOf(page: EncodedPage): string {
  return /charset=([\w-]+)/.exec(page.contentType)?.[1] ?? 'utf-8';
}
