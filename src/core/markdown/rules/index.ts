// The registry: every rule of the converter, highest priority first. A rule earlier in the list wins
// when two filters match (formulas before images, code widgets before tables and figures, footnote
// references before <sup> and links). test/unit/markdown/registry.test.ts checks every rule file is listed.
import type { MarkdownRule } from '../rule';
import { blockquoteRule } from './blockquote';
import { calloutRule, calloutTitleRule } from './callout';
import { codeBlockRule } from './code-block';
import { definitionListRule } from './definition-list';
import { embedRule } from './embed';
import { emphasisRule } from './emphasis';
import { figcaptionRule, figureRule } from './figure';
import { footnoteBackrefRule, footnoteDefinitionRule } from './footnote-definition';
import { footnoteReferenceRule } from './footnote-reference';
import { headingRule } from './heading';
import { imageRule } from './image';
import { inlineCodeRule } from './inline-code';
import { lineBreakRule } from './line-break';
import { linkRule } from './link';
import { listRule } from './list';
import { listItemRule } from './list-item';
import { markRule } from './mark';
import { mathRule } from './math';
import { mathJaxRenderingRule } from './mathjax-rendering';
import { noiseRule } from './noise';
import { strongRule } from './strong';
import { supSubRule } from './sup-sub';
import { tableRule } from './table';
import { tableCaptionRule } from './table-caption';
import { tableCellRule } from './table-cell';
import { tableRowRule } from './table-row';
import { taskListItemRule } from './task-list-item';

export const RULES: readonly MarkdownRule[] = [
  mathRule,
  mathJaxRenderingRule,
  noiseRule,
  codeBlockRule,
  inlineCodeRule,
  footnoteReferenceRule,
  footnoteBackrefRule,
  footnoteDefinitionRule,
  tableRule,
  tableCaptionRule,
  tableRowRule,
  tableCellRule,
  figureRule,
  figcaptionRule,
  imageRule,
  embedRule,
  linkRule,
  headingRule,
  listRule,
  listItemRule,
  taskListItemRule,
  calloutTitleRule,
  calloutRule,
  blockquoteRule,
  definitionListRule,
  lineBreakRule,
  strongRule,
  emphasisRule,
  markRule,
  supSubRule,
];
