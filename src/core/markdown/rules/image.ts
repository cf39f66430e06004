// Images with alt and title; the best source of srcset/<picture>/lazy attributes; absolute or mapped to
// the exported asset. An image without alt borrows its figure's caption so the text says what it shows.
import { imageSource } from '../image-source';
import { markdownDestination, markdownTitle } from '../urls';
import type { MarkdownRule } from '../rule';

function captionOf(img: HTMLElement): string {
  const caption = img.closest('figure')?.querySelector('figcaption');
  return caption?.textContent ?? '';
}

function altText(img: HTMLElement): string {
  const alt = (img.getAttribute('alt') || captionOf(img)).replace(/\s+/g, ' ').trim();
  return alt.replace(/\\/g, '\\\\').replace(/([[\]])/g, '\\$1');
}

export const imageRule: MarkdownRule = {
  name: 'image',
  filter: (node) => node.nodeName.toUpperCase() === 'IMG',
  replacement: (_content, node, context) => {
    const src = imageSource(node, context);
    if (!src) return '';
    return `![${altText(node)}](${markdownDestination(src)}${markdownTitle(node.getAttribute('title'))})`;
  },
};
