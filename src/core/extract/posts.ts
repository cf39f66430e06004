// Forum furniture inside a thread: each post of a phpBB, vBulletin, XenForo or Discuz! board sits beside a box
// about its poster — avatar, name, rank and a column of counters ("Posts: 138", "Joined: 4. Jul 2012",
// "Messages: 3 / Likes Received: 1 / Trophy Points: 1", "帖子 345 积分 678 注册时间 2019-3-1"). A clip of the
// thread keeps who said what by the post's own "Post by X » date" line; the counters repeated in every post are
// noise. Found by what the boxes say, not by the boards' class names, so boards we have not seen are covered.
import { eitherScript } from '../text/han';
import { titleSimilarity } from '../metadata/title';
import { htmlToText } from '../text/index';
import { elementsWhere } from '../text/select';
import { tagOf } from '../text/blocks';
import {
  POSTER_BOX_MAX_CHARS,
  POSTER_BOX_MIN_COUNT,
  POSTER_NAME_MAX_CHARS,
  POSTER_STAT_HINT,
  POSTER_STAT_LINE_MAX_CHARS,
  POSTER_STAT_STRONG,
  POSTER_STAT_WEAK,
  REPLY_SUBJECT_MAX_CHARS,
  REPLY_SUBJECT_MIN_SIMILARITY,
} from './tunables';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

const STRONG = POSTER_STAT_STRONG.source;
const WEAK = POSTER_STAT_WEAK.source;
const NUMBER = '\\d[\\d,.]*[kKmM万]?';
/** A date as a poster box gives it: "Sep 30, 2020", "30 Sep 2020", "2020-09-30", "9/30/20". */
const DATE = '(?:[A-Za-z]{3,9}\\.? \\d{1,2},? \\d{4}|\\d{1,2} [A-Za-z]{3,9}\\.? \\d{4}|\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}/\\d{1,2}/\\d{2,4})';
// "Label: value", "Label value-number" or "number Label" (Discuz! prints the count over its name). The label and
// its value may touch: a term and its definition (XenForo's <dl><dt>Posts</dt><dd>27</dd></dl>) read "Posts27",
// "JoinedSep 30, 2020".
const counterLine = (label: string) => eitherScript(new RegExp(`^(?:${label})\\s*[:：](?:\\s*\\S.{0,40})?$|^(?:${label})\\s*(?:${NUMBER}|${DATE})$|^${NUMBER}\\s*(?:${label})$`, 'iu'));
const STRONG_LINE = counterLine(STRONG);
const WEAK_LINE = counterLine(WEAK);
const ANY_LABEL = new RegExp(`${STRONG}|${WEAK}`, 'iu');

/** A counter line of a poster box: "Posts: 138", "Joined:", "Messages 1,046", "345帖子"; strong names only boards use. */
function statKind(text: string): 'strong' | 'weak' | null {
  if (text.length > POSTER_STAT_LINE_MAX_CHARS) return null;
  return STRONG_LINE.test(text) ? 'strong' : WEAK_LINE.test(text) ? 'weak' : null;
}

/** The text of a short element, whitespace folded; null when it is longer than a counter line can be. */
function shortText(element: Element): string | null {
  const raw = element.textContent ?? '';
  if (raw.length > POSTER_STAT_LINE_MAX_CHARS * 4) return null;
  const text = raw.replace(/\s+/g, ' ').trim();
  return text && text.length <= POSTER_STAT_LINE_MAX_CHARS ? text : null;
}

/** The element whose text is the counter line a label's text node is part of (its parent, or up to two above). */
function counterAround(text: Text, container: Element): { element: Element; strong: boolean } | null {
  let element = text.parentElement;
  for (let level = 0; element && element !== container && level < 3; level++, element = element.parentElement) {
    const line = shortText(element);
    if (!line) return null;
    const kind = statKind(line);
    if (kind) return { element, strong: kind === 'strong' };
  }
  return null;
}

/** The text nodes below `root` that name a counter, in document order. */
function labelTexts(root: Node, found: Text[]): void {
  for (let node = root.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === ELEMENT_NODE) labelTexts(node, found);
    else if (node.nodeType === TEXT_NODE) {
      const data = (node as Text).data;
      if (data.length <= POSTER_STAT_LINE_MAX_CHARS * 2 && ANY_LABEL.test(data)) found.push(node as Text);
    }
  }
}

/**
 * Removes the poster boxes of a forum thread from the article copy: an element holding two or more counter lines
 * (one at least named as only boards name them: posts, messages, joined, reputation, 帖子, 积分…), widened to
 * the box around it while what that adds is the poster's name and rank (short lines, no sentence), never as far
 * as the post's text. Only when POSTER_BOX_MIN_COUNT such boxes repeat (a thread, not one fact box in a story).
 * Returns the texts removed.
 */
export function removePosterBoxes(container: Element, text = container.textContent ?? ''): string[] {
  // Most articles name no counter at all: one look at the whole text settles those.
  if (!POSTER_STAT_HINT.test(text)) return [];
  const texts: Text[] = [];
  labelTexts(container, texts);
  const counters: { element: Element; strong: boolean }[] = [];
  for (const label of texts) {
    const counter = counterAround(label, container);
    if (counter && !counters.some((other) => other.element === counter.element)) counters.push(counter);
  }
  // Only the innermost element of each counter line counts (a <dd> and the <dl> holding only it read alike).
  const lines = counters.filter(({ element }) => !counters.some((other) => other.element !== element && element.contains(other.element)));
  if (lines.length < 2 * POSTER_BOX_MIN_COUNT) return [];
  const boxes = new Set<Element>();
  for (const { element } of lines) {
    for (let box = element.parentElement; box && box !== container; box = box.parentElement) {
      const inside = lines.filter((line) => box!.contains(line.element));
      if (inside.length < 2) continue;
      if (inside.some((line) => line.strong) && (box.textContent ?? '').length <= POSTER_BOX_MAX_CHARS) boxes.add(widen(box, container, inside.length, lines));
      break;
    }
  }
  if (boxes.size < POSTER_BOX_MIN_COUNT) return [];
  const removed: string[] = [];
  for (const box of boxes) {
    if (!container.contains(box)) continue;
    removed.push(htmlToText(box).replace(/\s+/g, ' ').trim().slice(0, 60));
    box.parentNode?.removeChild(box);
  }
  return removed;
}

/** `box` grown outward while the parent adds only name-like lines and no other counters. */
function widen(box: Element, container: Element, count: number, lines: readonly { element: Element }[]): Element {
  let current = box;
  for (let parent = current.parentElement; parent && parent !== container; parent = parent.parentElement) {
    if ((parent.textContent ?? '').length > POSTER_BOX_MAX_CHARS) break;
    if (lines.filter((line) => parent!.contains(line.element)).length !== count) break;
    if (!addsOnlyNames(parent, current)) break;
    current = parent;
  }
  return current;
}

/** Whether what `parent` holds beside `child` is short unpunctuated lines: a name, a rank, a badge. */
function addsOnlyNames(parent: Element, child: Element): boolean {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node === child) continue;
    let text = '';
    if (node.nodeType === TEXT_NODE) text = (node as Text).data;
    else if (node.nodeType === ELEMENT_NODE) text = htmlToText(node as Element);
    for (const line of text.split('\n')) {
      const trimmed = line.trim();
      if (trimmed.length > POSTER_NAME_MAX_CHARS || /[.!?。！？]$/u.test(trimmed)) return false;
    }
  }
  return true;
}

/**
 * One look at the whole text for a reply's label: most pages have none. Found at its colon, the label read back
 * from there: opening on the label, the pattern would try every letter of the text.
 */
export const REPLY_HINT = eitherScript(/:(?<=(?:^|[^a-z])(?:re|aw|sv)\s*(?:\[\d+\])?\s*:)|回复|答复/i);
const REPLY_SUBJECT = eitherScript(/^(?:re|aw|sv|回复|答复)\s*(?:\[\d+\])?\s*[:：]\s*(.+)$/i);
const SUBJECT_TAGS: ReadonlySet<string> = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'div', 'p', 'span', 'strong', 'b', 'td', 'dt']);

/**
 * Removes a thread's reply subjects: "Re: <the thread's title>" over every reply (phpBB, vBulletin, mailing-list
 * archives, "回复：…" on Chinese boards). The thread's title is the clip's title; its echo over each post is not
 * the post's text. A subject that says something else ("Re: the second question") stays.
 */
export function removeReplySubjects(container: Element, title: string, text = container.textContent ?? ''): string[] {
  if (!title || !REPLY_HINT.test(text)) return [];
  const subjects = elementsWhere(container, (element, tag) => {
    if (!SUBJECT_TAGS.has(tag)) return false;
    const line = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!line || line.length > REPLY_SUBJECT_MAX_CHARS) return false;
    const match = REPLY_SUBJECT.exec(line);
    return match !== null && titleSimilarity(match[1]!, title) >= REPLY_SUBJECT_MIN_SIMILARITY;
  });
  const removed: string[] = [];
  for (const subject of subjects) {
    // The outermost element of each subject line goes (a <b> inside the <h3> is the same line).
    if (!container.contains(subject) || subjects.some((other) => other !== subject && other.contains(subject))) continue;
    if (tagOf(subject) === 'span' && subject.parentElement && (subject.parentElement.textContent ?? '').trim() !== (subject.textContent ?? '').trim()) continue;
    removed.push((subject.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60));
    subject.parentNode?.removeChild(subject);
  }
  return removed;
}

/**
 * A thread's furniture in the article copy: reply subjects, then poster boxes (one read of the copy's text serves
 * both hints). Each removal is told to `record`.
 */
export function removeThreadFurniture(container: Element, title: string, record: (kind: 'subject' | 'box', text: string) => void): void {
  const text = container.textContent ?? '';
  for (const subject of removeReplySubjects(container, title, text)) record('subject', subject);
  // The subjects removed were lines of that text: what is left is a part of it, and the hint still holds.
  for (const box of removePosterBoxes(container, text)) record('box', box);
}
