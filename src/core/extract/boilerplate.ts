// A structural model of page furniture that looks like prose to a density score: comment threads, share bars,
// related/recommended lists, newsletter boxes, cookie/consent banners, legal and footer text, navigation.
// Each is recognised by what the markup says it is (tag, ARIA role, class/id words), never by site.
import { attributeOf } from '../text/blocks';
import type { ExclusionRule } from './exclusions';
import { BOILERPLATE_WORDS, CONTENT_WORDS } from './tunables';

/** Tags that are page furniture wherever they appear. */
const FURNITURE_TAGS: ReadonlySet<string> = new Set(['nav', 'aside', 'footer', 'menu', 'dialog']);
/** ARIA landmark roles of furniture. */
const FURNITURE_ROLES = /^(navigation|contentinfo|complementary|banner|search|dialog|alertdialog|menu|menubar|toolbar)$/;
/** Elements never excluded by a class word: they are the containers an article lives in. */
const CONTAINER_TAGS: ReadonlySet<string> = new Set(['html', 'body', 'main', 'article', 'head']);

/** Furniture by tag or ARIA role: excluded outright. */
export const furnitureRule: ExclusionRule = (element, tag) => {
  if (FURNITURE_TAGS.has(tag)) return `<${tag}> is page furniture`;
  const role = attributeOf(element, 'role');
  if (role && FURNITURE_ROLES.test(role)) return `role=${role}`;
  return null;
};

/** Furniture by class/id word: only flagged, since wrappers carry such words too (see score.ts, cutFlagged). */
export const furnitureNameRule: ExclusionRule = (element, tag) => {
  if (CONTAINER_TAGS.has(tag)) return null;
  const names = `${attributeOf(element, 'id') ?? ''} ${attributeOf(element, 'class') ?? ''}`;
  if (names.length < 3) return null;
  const word = BOILERPLATE_WORDS.exec(names);
  if (!word) return null;
  // "post-comments-count" inside "entry-content": a content word in the same names protects the element.
  if (CONTENT_WORDS.test(names)) return null;
  return `class/id says "${word[0]}"`;
};
