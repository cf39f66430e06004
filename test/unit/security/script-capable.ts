// What "no script-capable construct survives" means, as a checker both XSS tiers share. It walks a parsed
// tree and names every element, attribute or URL through which a browser could run script, load a page, submit
// a form, restyle the extension page or redirect it.

/** Elements that run script, embed other documents, submit, redirect or restyle. */
export const FORBIDDEN_ELEMENTS = new Set([
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'form', 'input', 'button', 'select',
  'textarea', 'keygen', 'isindex', 'meta', 'base', 'link', 'style', 'svg', 'template', 'noscript', 'portal', 'dialog',
  'handler', 'set', 'animate', 'foreignobject', 'use', 'image', 'bgsound', 'xml',
]);

/** Attributes that carry script or CSS, or that act (submit, ping, focus) without the reader asking. */
const FORBIDDEN_ATTRIBUTES = new Set(['style', 'srcdoc', 'formaction', 'action', 'ping', 'background', 'autofocus', 'dynsrc', 'lowsrc']);

/** Attributes whose value the browser treats as a URL. */
const URL_ATTRIBUTES = new Set([
  'href', 'src', 'srcset', 'xlink:href', 'formaction', 'action', 'poster', 'cite', 'longdesc', 'background', 'data',
  'codebase', 'dynsrc', 'lowsrc', 'usemap', 'ping', 'manifest', 'icon', 'to', 'values', 'from', 'by', 'classid',
]);

const SCRIPT_SCHEME = /^(?:javascript|vbscript|livescript):/;
const SAFE_IMAGE_DATA = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp);base64,/;
// Browsers drop ASCII whitespace and control characters inside a scheme ("java\tscript:"), so we do too.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]/g;

function urlsIn(name: string, value: string): string[] {
  const urls = name === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];
  return urls.map((url) => url.replace(IGNORED_IN_SCHEME, '').toLowerCase());
}

function urlProblems(element: Element, name: string, value: string): string[] {
  const problems: string[] = [];
  for (const url of urlsIn(name, value)) {
    if (SCRIPT_SCHEME.test(url)) problems.push(`${element.localName}[${name}] is a script URL`);
    const imageData = element.localName === 'img' && name === 'src' && SAFE_IMAGE_DATA.test(url);
    if (url.startsWith('data:') && !imageData) problems.push(`${element.localName}[${name}] is a non-image data: URL`);
  }
  return problems;
}

/** Every script-capable construct under `root` (empty when the tree is safe). */
export function scriptCapableConstructs(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (FORBIDDEN_ELEMENTS.has(element.localName.toLowerCase())) problems.push(`<${element.localName}> element`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${element.localName}[${name}] event handler`);
      if (FORBIDDEN_ATTRIBUTES.has(name)) problems.push(`${element.localName}[${name}] attribute`);
      if (URL_ATTRIBUTES.has(name) || /(?:href|src)$/.test(name)) problems.push(...urlProblems(element, name, attribute.value));
    }
  }
  return problems;
}
