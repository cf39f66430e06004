// The one sanitizing module. Every piece of page-derived HTML that reaches an extension page's DOM, and every
// article body before it is stored, passes through here. Nothing else in the code base may assign innerHTML
// (a check in `npm run lint` enforces it).
import createDOMPurify, { type Config } from 'dompurify';

// http(s), mailto, tel, blob, in-page anchors and relative URLs; `data:` only for images (checked in the hook).
const ALLOWED_URL = /^(?:(?:https?|mailto|tel|blob):|#|\/(?!\/)|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** A strict allow-list: article structure, media and math; no scripts, handlers, frames, forms or redirects. */
const ARTICLE_CONFIG: Config = {
  USE_PROFILES: { html: true, mathMl: true },
  FORBID_TAGS: ['style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'select', 'textarea', 'meta', 'base', 'link', 'svg', 'script', 'noscript', 'template', 'dialog', 'portal'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action', 'ping', 'background', 'xlink:href', 'autofocus', 'target'],
  ALLOW_DATA_ATTR: false,
  // Formula sources and code languages the Markdown rules read; plain text, never URLs or script.
  ADD_ATTR: ['data-tex', 'data-latex', 'data-formula', 'data-lang', 'data-language'],
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: ALLOWED_URL,
  RETURN_TRUSTED_TYPE: false,
};

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'poster', 'cite', 'longdesc'];
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp);base64,[a-z0-9+/=\s]+$/i;

// Browsers ignore ASCII whitespace and control characters inside a URL's scheme ("java\tscript:").
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]/g;

/** DOMPurify checks `srcset` as one string, so "a.png 1x, javascript:… 2x" passes; we check each candidate. */
function srcsetUrls(srcset: string): string[] {
  return srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
}

function isAllowedUrl(url: string, isImageSource: boolean): boolean {
  const value = url.replace(IGNORED_IN_SCHEME, '');
  if (/^data:/i.test(value)) return isImageSource && SAFE_DATA_IMAGE.test(value);
  return value === '' || ALLOWED_URL.test(value);
}

type Purifier = ReturnType<typeof createDOMPurify>;
const purifiers = new WeakMap<object, Purifier>();

function purifierFor(win: Window & typeof globalThis): Purifier {
  let purifier = purifiers.get(win);
  if (purifier) return purifier;
  purifier = createDOMPurify(win);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!URL_ATTRIBUTES.includes(data.attrName)) return;
    const urls = data.attrName === 'srcset' ? srcsetUrls(data.attrValue) : [data.attrValue];
    if (!urls.every((url) => isAllowedUrl(url, node.nodeName === 'IMG' && data.attrName === 'src'))) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links in a clip open the original site in a new tab, never in the extension page itself.
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifiers.set(win, purifier);
  return purifier;
}

/** Sanitized HTML as a string (for storage). */
export function sanitizeHtml(html: string, win: Window & typeof globalThis = window): string {
  return purifierFor(win).sanitize(html, ARTICLE_CONFIG) as string;
}

/** Sanitized HTML as a fragment ready to append: the only way page-derived HTML enters an extension page. */
export function sanitizeToFragment(html: string, win: Window & typeof globalThis = window): DocumentFragment {
  const purified = purifierFor(win).sanitize(html, { ...ARTICLE_CONFIG, RETURN_DOM_FRAGMENT: true }) as unknown as DocumentFragment | null;
  // DOMPurify answers null when the markup has no body to return (a <frameset> page): that is an empty clip,
  // not the text "null" that replaceChildren(null) would show.
  return purified ?? win.document.createDocumentFragment();
}

/** Replaces an element's children with sanitized HTML. */
export function renderSanitized(target: Element, html: string): void {
  const win = (target.ownerDocument.defaultView ?? window) as Window & typeof globalThis;
  target.replaceChildren(sanitizeToFragment(html, win));
}
