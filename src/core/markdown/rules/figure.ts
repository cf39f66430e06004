// Figures: the media first, then the caption as its own paragraph — also when the page put the
// <figcaption> above the image — so the caption reads as the image's caption in any renderer.
import { childElements, tagName } from '../dom';
import type { MarkdownRule } from '../rule';

const CAPTION_MARK = '\uFDD4';

export const figureRule: MarkdownRule = {
  name: 'figure',
  filter: (node) => tagName(node) === 'FIGURE' && childElements(node).some((child) => tagName(child) === 'FIGCAPTION'),
  replacement: (content) => {
    const captions: string[] = [];
    const media = content.replace(new RegExp(`${CAPTION_MARK}([\\s\\S]*?)${CAPTION_MARK}`, 'g'), (_match, caption: string) => {
      if (caption.trim()) captions.push(caption.trim());
      return '';
    });
    return `\n\n${[media.trim(), ...captions].filter(Boolean).join('\n\n')}\n\n`;
  },
};

/** A figcaption marks its Markdown so the figure rule can move it below the media. */
export const figcaptionRule: MarkdownRule = {
  name: 'figcaption',
  filter: (node) => tagName(node) === 'FIGCAPTION' && tagName(node.parentNode) === 'FIGURE',
  replacement: (content) => `${CAPTION_MARK}${content.trim()}${CAPTION_MARK}`,
};
