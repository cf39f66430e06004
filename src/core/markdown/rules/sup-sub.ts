// Superscript and subscript kept as inline HTML (x<sup>2</sup>, H<sub>2</sub>O): there is no common
// Markdown for them and every major renderer accepts the tags.
import type { MarkdownRule } from '../rule';

export const supSubRule: MarkdownRule = {
  name: 'supSub',
  filter: (node) => /^(SUP|SUB)$/i.test(node.nodeName),
  replacement: (content, node) => {
    const tag = node.nodeName.toLowerCase();
    return content.trim() ? `<${tag}>${content.trim()}</${tag}>` : '';
  },
};
