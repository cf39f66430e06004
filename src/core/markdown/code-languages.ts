// Finding the language of a code block from the markup highlighters leave behind.
import { classList, isElement } from './dom';

/** Class/attribute patterns that name the language outright, most specific first. */
const EXPLICIT_PATTERNS: RegExp[] = [
  /(?:^|\s)(?:language|lang)-([\w#+.-]+)/i, // Prism, highlight.js, markdown renderers, CSDN, Google Prettify
  /(?:^|\s)highlight-(?:source|text)-([\w#+.-]+)/i, // GitHub: div.highlight-source-python
  /brush:\s*([\w#+.-]+)/i, // SyntaxHighlighter: <pre class="brush: csharp;">, cnblogs, 51cto
  /(?:^|\s)highlight-([\w#+.-]+)/i, // Sphinx: div.highlight-python3
];

/** Class tokens that mark a highlighter container whose other class tokens may be a bare language name. */
const HIGHLIGHTER_MARKERS = new Set(['hljs', 'highlight', 'syntaxhighlighter', 'sourcecode', 'prettyprint', 'prism', 'code', 'codehilite']);

/** Bare language names accepted after a highlighter marker (`class="hljs python"`, Hexo `figure.highlight js`). */
const KNOWN_LANGUAGES = new Set(
  ('bash c cpp csharp css dart diff docker dockerfile elixir erlang go graphql groovy haskell html http ini java ' +
    'javascript js json jsx kotlin latex less lisp lua makefile markdown matlab nginx objectivec ocaml perl php ' +
    'powershell protobuf python py r ruby rb rust scala scss sh shell sql swift toml ts tsx typescript vb vbnet ' +
    'vim xml yaml yml zsh asm x86asm clojure cmake coffeescript fsharp julia nim solidity verilog vhdl zig').split(' '),
);

const ALIASES: Record<string, string> = { 'c++': 'cpp', 'c#': 'csharp', python3: 'python', py3: 'python', 'objective-c': 'objectivec' };

/** Names that mean "no language" to highlighters. */
const NO_LANGUAGE = new Set(['none', 'text', 'plain', 'plaintext', 'txt', 'nohighlight', 'no-highlight', 'undefined', 'null']);

function normalise(name: string): string {
  const lower = name.toLowerCase().replace(/[;.,]+$/, '');
  if (NO_LANGUAGE.has(lower)) return '';
  return ALIASES[lower] ?? lower;
}

function languageOfElement(el: Element): string | null {
  for (const attribute of ['data-lang', 'data-language']) {
    const value = el.getAttribute(attribute);
    if (value && /^[\w#+.-]+$/.test(value)) return normalise(value);
  }
  const className = el.getAttribute('class') ?? '';
  for (const pattern of EXPLICIT_PATTERNS) {
    const match = className.match(pattern);
    if (match?.[1]) return normalise(match[1]);
  }
  const tokens = classList(el).map((token) => token.toLowerCase());
  if (tokens.some((token) => HIGHLIGHTER_MARKERS.has(token))) {
    const bare = tokens.find((token) => KNOWN_LANGUAGES.has(token) || ALIASES[token]);
    if (bare) return normalise(bare);
  }
  return null;
}

/**
 * The language of a code block: the block itself, then its code descendants, then up to three
 * wrappers (GitHub's div.highlight-source-x > pre, Sphinx's div.highlight-x > div.highlight > pre).
 */
export function codeLanguage(root: HTMLElement): string {
  const candidates: Element[] = [root, ...Array.from(root.querySelectorAll('pre, code'))];
  let ancestor: Node | null = root.parentNode;
  for (let depth = 0; depth < 3 && isElement(ancestor); depth++, ancestor = ancestor.parentNode) candidates.push(ancestor);
  for (const el of candidates) {
    const language = languageOfElement(el);
    if (language !== null) return language;
  }
  return '';
}
