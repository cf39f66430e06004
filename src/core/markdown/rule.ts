// The shape of one conversion rule. Like Turndown's `{filter, replacement}`, plus the per-clip context
// (base URL, image map, heading shift) so rules stay plain objects that need no per-call construction.

export interface ConversionContext {
  /** Page URL that relative links and images are resolved against. */
  baseUrl: string | undefined;
  /** Absolute image URL → local path (e.g. `assets/<hash>.png`) for exports that bundle images. */
  imageMap: Map<string, string> | undefined;
  /** How many levels body headings move down so the clip title stays the only H1. */
  headingShift: number;
  /** Footnote target id → label, taken from the reference text the page shows (see footnote-labels.ts). */
  footnoteLabels: Map<string, string>;
}

export interface MarkdownRule {
  /** Unique key; also the Turndown rule key. */
  name: string;
  filter: (node: HTMLElement, context: ConversionContext) => boolean;
  /** `content` is the Markdown of the node's children, already converted by the other rules. */
  replacement: (content: string, node: HTMLElement, context: ConversionContext) => string;
}
