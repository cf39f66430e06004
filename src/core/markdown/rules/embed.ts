// Video embeds become `![](url)`: Obsidian embeds YouTube/Vimeo from that syntax and elsewhere it is
// an empty-alt image link the reader can follow. Other iframes (ads, widgets) are dropped.
import { tagName } from '../dom';
import type { MarkdownRule } from '../rule';
import { absoluteUrl, markdownDestination } from '../urls';

const VIDEO_HOSTS = /^https?:\/\/(?:www\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be|player\.vimeo\.com|player\.bilibili\.com|v\.qq\.com)\//i;

export function videoEmbedUrl(node: Element, baseUrl: string | undefined): string | null {
  if (tagName(node) !== 'IFRAME') return null;
  const src = absoluteUrl(node.getAttribute('src') ?? node.getAttribute('data-src') ?? '', baseUrl);
  return VIDEO_HOSTS.test(src) ? src : null;
}

export const embedRule: MarkdownRule = {
  name: 'embed',
  filter: (node) => tagName(node) === 'IFRAME',
  replacement: (_content, node, context) => {
    const url = videoEmbedUrl(node, context.baseUrl);
    return url ? `\n\n![](${markdownDestination(url)})\n\n` : '';
  },
};
