// A caption is marked so table.ts can put it above the GFM table as a paragraph (GFM has no captions).
import { tagName } from '../dom';
import type { MarkdownRule } from '../rule';
import { CAPTION_MARK } from './table';

export const tableCaptionRule: MarkdownRule = {
  name: 'tableCaption',
  filter: (node) => tagName(node) === 'CAPTION',
  replacement: (content) => `${CAPTION_MARK}${content.trim()}${CAPTION_MARK}`,
};
