// Markup the engine must parse (Readability's article, the text of a <noscript>) is parsed in an inert
// document: on a live page, an <img onerror> set through innerHTML of even a detached element of the page's
// own document would load and run. Nothing in a document made by createHTMLDocument loads or runs.

/** A detached `<div>` holding `html`, parsed where nothing loads or runs. */
export function parseInert(doc: Document, html: string): Element {
  const holder = inertDocument(doc).createElement('div');
  // lint-allow raw-html: the holder belongs to an inert document from createHTMLDocument (or linkedom, which runs nothing)
  holder.innerHTML = html;
  return holder;
}

/** linkedom has no createHTMLDocument; it never loads or runs anything, so its own document is inert. */
function inertDocument(doc: Document): Document {
  const create = doc.implementation?.createHTMLDocument;
  return typeof create === 'function' ? doc.implementation.createHTMLDocument('') : doc;
}
