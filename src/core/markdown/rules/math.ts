// Formulas back to TeX: `$…$` inline, `$$…$$` display (the delimiters Obsidian, Typora, Joplin,
// pandoc and GitHub all read). The outermost formula element wins; its rendering is discarded.
import { closestWhere } from '../dom';
import { formulaMarkdown, formulaOf, isFormulaCandidate } from '../math-source';
import type { MarkdownRule } from '../rule';

export function isFormulaRoot(el: HTMLElement): boolean {
  return isFormulaCandidate(el) && !closestWhere(el.parentNode, isFormulaCandidate) && formulaOf(el) !== null;
}

export const mathRule: MarkdownRule = {
  name: 'math',
  filter: (node) => isFormulaRoot(node),
  replacement: (_content, node) => {
    const formula = formulaOf(node);
    return formula ? formulaMarkdown(formula) : '';
  },
};
