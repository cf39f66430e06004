// Reading one page from disk into a DOM the core can extract from, under linkedom (no browser in the CLI).
import fs from 'node:fs';
import { parseHTML } from 'linkedom';
import { composedPage, declarativeShadows, holdsShadowText } from '../core/extract/shadow';
import { decodePage } from './decode';

/** A reason a file could not be read as a page, worded for a one-line message after the file name. */
function describeReadError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

export class UnreadablePageError extends Error {}

export function readPageFile(file: string): string {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    throw new UnreadablePageError(describeReadError(error));
  }
  return decodePage(bytes);
}

/**
 * A browser builds <html>, <head> and <body> around whatever it is given; linkedom does not. A page whose first
 * tag is not <html> (a bare fragment, a script before <html>, CleanEval's <text id=…> wrapper) would come out
 * with that tag as the document element and no usable body, so such a page is parsed again inside a skeleton.
 */
export function parsePage(html: string): Document {
  const source = closeRunawayTitle(html);
  let doc = parseHTML(source).document as unknown as Document;
  if (doc.documentElement?.localName !== 'html' || !doc.body) doc = parseHTML(`<!DOCTYPE html><html><head></head><body>${source}</body></html>`).document as unknown as Document;
  return DECLARATIVE_SHADOW.test(source) ? withShadowTrees(doc) : doc;
}

const DECLARATIVE_SHADOW = /<template\b[^>]*\sshadowroot(?:mode)?\s*=/i;

/**
 * A browser attaches a declarative shadow root (`<template shadowrootmode="open">`, as server-rendered web
 * components send their text) to its host and draws it there; linkedom leaves the template, which no reader and
 * no extractor reads. Where one holds text, the page is read as the browser draws it (see
 * ../core/extract/shadow.ts).
 */
function withShadowTrees(doc: Document): Document {
  if (!holdsShadowText(doc, declarativeShadows)) return doc;
  return composedPage(doc, declarativeShadows, () => parseHTML('<!DOCTYPE html><html></html>').document as unknown as Document).doc;
}

/**
 * A <title> that never closes takes the rest of the file as its text: the page comes out with an empty body and a
 * title of raw markup (a browser shows such a page blank; saved pages from old crawls have them, often mangled by
 * a document.write). A file with a <title> and no </title> is read with the title ended at its first tag.
 */
export function closeRunawayTitle(html: string): string {
  const open = /<title\b[^>]*>/i.exec(html);
  if (!open) return html;
  const start = open.index + open[0].length;
  const close = /<\/title\s*>/gi;
  close.lastIndex = start;
  if (close.test(html)) return html;
  const tag = /<[a-z!/]/gi;
  tag.lastIndex = start;
  const firstTag = tag.exec(html)?.index;
  return firstTag === undefined ? html : `${html.slice(0, firstTag)}</title>${html.slice(firstTag)}`;
}
