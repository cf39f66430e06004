// The classes docs generators give a callout box (a "Note" or "Warning" box): MkDocs, Sphinx and Python-Markdown
// (`admonition warning`), GitHub (`markdown-alert markdown-alert-warning`), Docusaurus (`theme-admonition
// theme-admonition-warning`), Starlight (`starlight-aside starlight-aside--caution`), VitePress (`custom-block
// warning`). The clean copy keeps them (../extract/clean.ts) and the Markdown rule reads them
// (../markdown/rules/callout.ts).
const GENERATOR_CLASSES = ['admonition', 'markdown-alert', 'theme-admonition', 'starlight-aside', 'custom-block'];

/** A class word that marks a box as a callout. */
export const CALLOUT_BOX_CLASS = new RegExp(`^(?:${GENERATOR_CLASSES.join('|')})$`, 'i');
/** A class word of a callout box or one of its parts (its kind, its title: `admonition-title`, `admonitionHeading_Gvgb`). */
export const CALLOUT_CLASS_PREFIX = new RegExp(`^(?:${GENERATOR_CLASSES.join('|')})`, 'i');
