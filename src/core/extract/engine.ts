// The extraction engine: finds the article in a document without changing it.
//
// Stages (one module each): exclusions (what never counts) → score (TTD) → choose → clean (copy out).
// This module does not import Readability: the page reader is built from it and is sent Readability (a third
// of its size) only when the fallback is wanted (see ../../content/read-page.ts). `./index` is the engine with
// the bundled Readability, for everything else.
import { eitherScript } from '../text/han';
import { documentScanner, readMetadata, readMetadataFromScan } from '../metadata/index';
import { headlineInTitle, isHeadline, likenessAtLeast, openingRetells, sharesKeyWord, titleSimilarity } from '../metadata/title';
import { countWords, htmlToText, measureText, type TextMeasure } from '../text/index';
import { attributeOf, firstClassName, HEADING_TAGS, tagOf } from '../text/blocks';
import { firstElementWhere, hasElementWithTag, walkBelow } from '../text/select';
import { countKind, HAN, WORD } from '../text/chars';
import type { ArticleMetadata, DebugEntry, ExtractMethod, ExtractOptions, ExtractResult, ReadabilityRunner } from '../types';
import { copyClean, copyCleanWithin, type CutShort } from './clean';
import { assembleArticle } from './assemble';
import { isScholarlyPage, removeBackMatter } from './backmatter';
import { removeQrBoxes } from './qrbox';
import { isSponsorLabel, removeSponsorBoxes } from './sponsor';
import { pickBest, type Pick } from './choose';
import { articleAround, articleInside, articleLandmarkInside } from './descend';
import { deadlineAt, now } from './deadline';
import { describeElement } from './describe';
import { furnitureNameRule, furnitureRule, isCommentThreadFlag } from './boilerplate';
import { combineRules, HIDDEN_REASON, nonTextRule, NOT_TEXT_REASON, type ExclusionRule } from './exclusions';
import { headlineBefore, headlineOpeningBody } from './headline';
import { hiddenCheck, isStaticallyHidden } from './hidden';
import { linkTextBelow, scoreTree, visibleLength, type NodeScore, type ScoredTree } from './score';
import { addedProseShare, cardsOfDroppedLabels, cutAtFurnitureHeading, firstLines, firstTextOf, hasMedia, leadingBreakRun, hasSentence, isCreditOnlyCaption, isPhotoCredit, listHeading, metadataKind, pruneControlLines, removeEntryStamps, removeFormLabels, removeGovInfoTables, removeBreakRun, removeAuthorBio, removeRelatedCards, trimLeadingMetadata, trimTrailingLines } from './lines';
import { linkBlocks } from './linkblocks';
import { insideMain, itemSeries, landingLandmark, mainLandmark } from './listing';
import { removeThreadFurniture } from './posts';
import { isDiscussionPage, seriesAround, threadAround } from './thread';
import { OPENING_POST_MAX_PICK_CHARS, OPENING_POST_MIN_CHARS, OPENING_POST_MIN_GAIN, OPENING_POST_MIN_POSTS, FAQ_MAX_LEVELS, FAQ_MAX_LINK_SHARE, FAQ_MAX_SIBLINGS, FAQ_MIN_CHARS, FOLDED_PANEL_MAX_LINK_SHARE, FOLDED_PANEL_MAX_SIBLINGS, FOLDED_PANEL_MIN_CHARS, FOLDED_PANEL_TOGGLE_MAX_CHARS, INPUT_BOX_MAX_CHARS, COPY_ALLOWANCE_MS, DEFAULT_TIME_BUDGET_MS, FALLBACK_ADDED_PROSE_SHARE, FALLBACK_ANY_TIME_MAX_ELEMENTS, FALLBACK_BELOW_WORDS, FALLBACK_CONTAINED_SHARE, FALLBACK_PROSE_LINE_CHARS, FALLBACK_MAX_ELAPSED_MS, FALLBACK_SURE_MARGIN, FALLBACK_THIN_WORDS, FALLBACK_MAX_ELEMENTS, FALLBACK_MIN_GAIN, LANDING_MAX_LINK_SHARE, LANDING_MIN_GAIN, LANDMARK_BOUND_SLACK, DECK_MAX_BLOCKS, DECK_MAX_CHARS, DECK_MAX_LEVELS, DECK_MAX_SIBLINGS, DECK_MAX_VISITED, DECK_MIN_CHARS, DECK_PHOTOGRAPHER_SIGNED, DECK_REPEAT_CHARS, DECK_MIN_LETTER_SHARE, REPLY_MAX_ELEMENTS, REPLY_MIN_CHARS, THREAD_MIN_POSTS, TITLE_CHECK_CHARS, LISTING_MIN_GAIN, LISTING_MIN_ITEMS, MAX_DEBUG_EXCLUSIONS, PD_READING, TITLE_LINE_LOOKAHEAD, TITLE_REPEAT_MIN_SIMILARITY } from './tunables';
import { baseUrlOf } from './urls';

export const ENGINE_VERSION = '0.1.0-ttd';

const NO_ARTICLE = 'no article found';
const TIME_BUDGET_NOTE = 'time budget reached; later refinements skipped';
const TIME_CUT_NOTE = 'time budget reached; the page is too big to read whole in time, so only the beginning of the article is kept';
const sizeCutNote = (chars: number) => `the article is longer than ${chars.toLocaleString('en')} characters; only its beginning is kept`;

/** Article mode: the main text of the page. */
export function extract(doc: Document, opts: ExtractOptions = {}): ExtractResult {
  const started = now();
  const debug: DebugEntry[] = [];
  try {
    const root = doc.documentElement;
    if (!root) return emptyResult(readMetadata(doc, opts.url), started, debug, NO_ARTICLE);
    const exclude = articleRules(opts);
    const budget = opts.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS;
    const deadline = deadlineAt(started, budget);
    // The metadata scan rides on the scoring walk; a walk stopped by the budget leaves it to a scan of its own.
    const scanner = documentScanner();
    const tree = scoreTree(doc, exclude, PD_READING, furnitureNameRule, deadline, scanner.visit);
    let metadata = readMetadataFromScan(doc, tree.unfinished ? null : scanner.scan, opts.url);
    // A saved page read without its address still names it in its canonical link.
    const refined = refinePick(tree, pickBest(tree), debug);
    // Asked once: the thread widening, the replies box and the entry stamps all follow it.
    const discussion = refined !== null && isDiscussionPage(tree, opts.url ?? metadata.canonicalUrl ?? undefined, refined.node.element);
    const pick = widenToEntries(tree, refined, discussion, debug);
    // A discussion whose every post, the opening one too, sits in a box named as a comment (GitHub Discussions'
    // timeline-comment-group): the walk left them all out, and the pick is the page's thin header.
    const firstPost = openingPostInComments(tree, pick ? pick.node.text : 0);
    const partNodes = pick && !firstPost ? assembleArticle(tree, pick.node) : [];
    const parts = firstPost ? [firstPost.box] : pick ? partNodes.map((node) => node.element) : [doc.body ?? root];
    const chosen = firstPost ? firstPost.box : pick ? pick.node.element : parts[0]!;
    if (firstPost) debug.push({ step: 'choose', element: describeElement(chosen), reason: `the opening post of ${firstPost.posts} posts alike, all in boxes named as comments, over a pick of ${pick ? pick.node.text : 0} characters` });
    else debug.push({ step: 'choose', element: describeElement(chosen), reason: pick ? `highest TTD score ${pick.node.score.toFixed(1)}, margin ${pick.margin.toFixed(2)}` : 'nothing scored; whole body' });
    for (const part of parts) if (part !== chosen) debug.push({ step: 'assemble', element: describeElement(part), reason: 'sibling continues the article' });
    const faq = pick ? faqAfter(parts[parts.length - 1]!, tree) : null;
    if (faq) {
      parts.push(faq);
      debug.push({ step: 'assemble', element: describeElement(faq), reason: 'the questions and answers after the article (its heading says FAQ)' });
    }
    recordExclusions(tree.excluded, debug);
    const dropped = new Set(tree.excluded.map((entry) => entry.element));
    if (firstPost) restoreBox(firstPost.box, dropped);
    // A forum's replies in a box named as comments (a thread page's "comment-forum-wrapper", Douban's
    // ul#comments.topic-reply): on a discussion page they are the rest of the thread, not a comment section.
    const replies = pick && discussion ? repliesBox(tree.excluded, parts) : null;
    if (replies) {
      restoreBox(replies.box, dropped);
      parts.push(replies.box);
      debug.push({ step: 'assemble', element: describeElement(replies.box), reason: `a discussion page's replies (${replies.posts} posts) in a box named as comments: kept` });
    }
    for (const panel of closedTabPanels(tree.excluded, parts)) {
      restoreBox(panel, dropped);
      debug.push({ step: 'assemble', element: describeElement(panel), reason: 'a closed tab panel of the article (one of its choices): kept' });
    }
    for (const panel of closedDisclosures(tree.excluded, parts)) {
      restoreBox(panel, dropped);
      debug.push({ step: 'assemble', element: describeElement(panel), reason: "a closed accordion panel of the article (its button names it in aria-controls, or heads it): kept" });
    }
    for (const caption of creditOnlyCaptions(parts, dropped, tree, partNodes)) {
      dropped.add(caption);
      debug.push({ step: 'prune', element: describeElement(caption), reason: "a photo's caption that only credits it" });
    }
    for (const card of cardsOfDroppedLabels(tree.excluded, parts, dropped)) {
      dropped.add(card);
      debug.push({ step: 'prune', element: describeElement(card), reason: 'a related card, its label left out by name' });
    }
    for (const box of readerInputBoxes(tree.excluded, parts, dropped)) {
      dropped.add(box);
      debug.push({ step: 'prune', element: describeElement(box), reason: "a box for the reader's own words (a text area to ask, tip or reply)" });
    }
    for (const block of linkBlocks(tree, partNodes)) {
      dropped.add(block.element);
      const reason = block.kind === 'links' ? 'a list of links inside the article' : block.kind === 'labelled' ? 'links to other stories under a "Read more"-like label' : 'a list of headline teasers inside the article';
      debug.push({ step: 'prune', element: describeElement(block.element), reason });
      const heading = block.kind === 'labelled' ? null : listHeading(block.element);
      if (heading && !dropped.has(heading)) {
        dropped.add(heading);
        debug.push({ step: 'prune', element: describeElement(heading), reason: 'the heading of a list left out' });
      }
    }
    const copyDeadline = deadlineAt(started, budget + COPY_ALLOWANCE_MS);
    const { container, cutShort, images, captions } = copyCleanWithin(doc, parts, { dropped, baseUrl: baseUrlOf(doc, opts.url) }, { deadline: copyDeadline, maxTextChars: opts.maxTextChars, unfinished: tree.unfinished });
    const shown = removeTitleHeading(container, metadata.title, debug, true);
    if (shown) metadata = { ...metadata, title: shown };
    // The standfirst and the lead photo set under the headline in a header block beside the body.
    const headline = headlineAbove(chosen, metadata.title);
    const deck = headline ? deckAfter(headline, parts, dropped) : null;
    const figure = headline ? figureAfter(headline, parts, dropped) : null;
    if (figure) {
      const slides = galleryFrom(figure, dropped);
      for (const caption of creditOnlyCaptions(slides, dropped)) dropped.add(caption);
      const copy = copyClean(doc, slides, { dropped, baseUrl: baseUrlOf(doc, opts.url) });
      captions.unshift(...copy.getElementsByTagName('figcaption'));
      const first = container.firstChild;
      while (copy.firstChild) container.insertBefore(copy.firstChild, first);
      debug.push({ step: 'assemble', element: describeElement(figure), reason: 'the lead photo under the headline, outside the article body' });
    }
    if (deck && !opensAlike(deck, container)) {
      const lead = doc.createElement('p');
      lead.textContent = htmlToText(deck).replace(/\s+/g, ' ');
      container.insertBefore(lead, container.firstChild);
      debug.push({ step: 'assemble', element: describeElement(deck), reason: 'the standfirst under the headline, outside the article body' });
    }
    const heading = cutAtFurnitureHeading(container);
    if (heading) debug.push({ step: 'prune', element: 'line', reason: `"${heading}" opens comments or related links: cut there` });
    if (isScholarlyPage(doc, tree.unfinished ? undefined : scanner.scan.metas)) for (const section of removeBackMatter(container)) debug.push({ step: 'prune', element: 'section', reason: `a paper's back matter: "${section}"` });
    const sponsors = { test: isSponsorLabel, found: [] as Text[] };
    for (const card of removeRelatedCards(container, sponsors)) debug.push({ step: 'prune', element: 'box', reason: `a card for another story: "${card}"` });
    for (const label of removeSponsorBoxes(container, sponsors.found)) debug.push({ step: 'prune', element: 'box', reason: `a sponsor's section: "${label}"` });
    for (const label of removeFormLabels(container)) debug.push({ step: 'prune', element: 'label', reason: `form label: "${label}"` });
    removeThreadFurniture(container, metadata.title, threadRecorder(debug));
    for (const box of removeQrBoxes(container, images)) debug.push({ step: 'prune', element: 'box', reason: `a QR code to scan: "${box}"` });
    for (const line of pruneControlLines(container, captions)) debug.push({ step: 'prune', element: 'line', reason: `page controls: "${line}"` });
    for (const table of removeGovInfoTables(container)) debug.push({ step: 'prune', element: 'table', reason: `a government page's disclosure record: "${table}"` });
    if (!discussion) {
      for (const line of removeEntryStamps(container)) debug.push({ step: 'prune', element: 'line', reason: `a live blog's entry stamp: "${line}"` });
    }
    for (const line of trimLeadingMetadata(container, metadata.byline)) debug.push({ step: 'prune', element: 'line', reason: `leading date, byline or label line: "${line}"` });
    const bio = removeAuthorBio(container, metadata.byline);
    if (bio) debug.push({ step: 'prune', element: 'p', reason: `the author's note at the end, naming the byline's author: "${bio}"` });
    for (const line of trimTrailingLines(container)) debug.push({ step: 'prune', element: 'line', reason: `trailing label or link line: "${line}"` });
    const confidence = pick ? Math.min(1, Math.log10(1 + pick.margin) / Math.log10(3)) : 0;
    // Where the article opens in the page: a page that names no title may set its headline just before it.
    const opening = pick ? { element: parts[0]!, skip: exclude } : undefined;
    if (cutShort) return finish(container, metadata, pick ? 'ttd' : 'none', confidence, started, debug, cutNote(cutShort, opts), cutShort, opening);
    if (now() - started > budget) {
      return finish(container, metadata, pick ? 'ttd' : 'none', confidence, started, debug, pick ? TIME_BUDGET_NOTE : NO_ARTICLE, undefined, opening);
    }
    const fallback = opts.allowReadabilityFallback !== false && opts.readability
      ? readabilityFallback(doc, container, opts, opts.readability, debug, now() - started <= FALLBACK_MAX_ELAPSED_MS, pick ? pick.margin : 0, tree.excluded)
      : null;
    if (fallback) {
      removeTitleHeading(fallback, metadata.title, debug);
      removeThreadFurniture(fallback, metadata.title, threadRecorder(debug));
      for (const line of pruneControlLines(fallback)) debug.push({ step: 'prune', element: 'line', reason: `page controls: "${line}"` });
    }
    // A thin answer on a listing page gives way to the page's main landmark; on a page without a date that is no
    // article (a product's, a service's or a home page, whose sections are alike), to its landing landmark. Each is
    // read against TTD's answer, and takes Readability's place too when Readability's is thin as well and the
    // landmark holds at least as many words: the page's declared main content, cleaned by the engine's rules, over
    // the one box Readability scored best. An article Readability found (FALLBACK_BELOW_WORDS words or more) stays.
    const own = ownLandmark(doc, opts, metadata, chosen, container, started, budget);
    if (own && (!fallback || readsMoreThanThin(own.element, fallback))) {
      debug.push(...own.debug);
      return finish(own.element, metadata, own.kind, confidence, started, debug);
    }
    if (fallback) return finish(fallback, metadata, 'readability', confidence / 2, started, debug);
    return finish(container, metadata, pick ? 'ttd' : 'none', confidence, started, debug, pick ? undefined : NO_ARTICLE, undefined, opening);
  } catch (error) {
    return failure(doc, opts, started, debug, error);
  }
}

/** Tells the debug record what removeThreadFurniture took. */
function threadRecorder(debug: DebugEntry[]): (kind: 'subject' | 'box', text: string) => void {
  return (kind, text) => debug.push(kind === 'subject'
    ? { step: 'prune', element: 'line', reason: `a reply's subject, the title again: "${text}"` }
    : { step: 'prune', element: 'box', reason: `a forum poster's counters: "${text}"` });
}

/** The pick, the part of it that holds the article, or the box around it that holds the rest (see descend.ts). */
function refinePick(tree: ScoredTree, pick: Pick | null, debug: DebugEntry[]): Pick | null {
  if (!pick) return null;
  const inside = articleInside(tree, pick.node);
  if (inside) {
    debug.push({ step: 'choose', element: describeElement(pick.node.element), reason: `holds a candidate scoring ${inside.share.toFixed(2)} of it, and what it adds around that is ${Math.round(inside.addedLinkShare * 100)}% links: moved down` });
    return { node: inside.node, margin: pick.margin };
  }
  const landmark = articleLandmarkInside(tree, pick.node);
  if (landmark) {
    debug.push({ step: 'choose', element: describeElement(pick.node.element), reason: `holds the page's one <${landmark.tag}>, with ${Math.round((100 * landmark.text) / pick.node.text)}% of its text: moved down` });
    return { node: landmark, margin: pick.margin };
  }
  const around = articleAround(tree, pick.node);
  if (!around) return pick;
  debug.push({ step: 'choose', element: describeElement(pick.node.element), reason: `the box around it adds ${around.text - pick.node.text} characters of prose in ${around.paragraphs - pick.node.paragraphs} paragraphs: moved up` });
  return { node: around, margin: pick.margin };
}

/**
 * On a discussion page (`discussion`, see isDiscussionPage), the element holding every post when the pick is one of
 * them; on any page, the element holding a series of entries when the pick is inside one of them (see thread.ts).
 */
function widenToEntries(tree: ScoredTree, pick: Pick | null, discussion: boolean, debug: DebugEntry[]): Pick | null {
  if (!pick) return null;
  const thread = discussion ? threadAround(tree, pick.node) : null;
  if (thread) {
    debug.push({ step: 'choose', element: describeElement(thread.node.element), reason: `a discussion page, and the pick (${describeElement(pick.node.element)}) is one of ${thread.posts} posts alike: this holds them all` });
    return { node: thread.node, margin: pick.margin };
  }
  const series = seriesAround(tree, pick.node);
  if (!series) return pick;
  debug.push({ step: 'choose', element: describeElement(series.node.element), reason: `the pick (${describeElement(pick.node.element)}) is inside one of ${series.items} entries alike, which score nearly as well together: this holds them all` });
  return { node: series.node, margin: pick.margin };
}

/**
 * The box, cut for its comment name, that holds a discussion's replies: after the article, holding at
 * least THREAD_MIN_POSTS posts alike (elements of one tag and first class name, each with REPLY_MIN_CHARS of text).
 * The one with the most posts (a thread's "popular replies" box repeats some of the others).
 */
function repliesBox(excluded: ScoredTree['excluded'], parts: readonly Element[]): { box: Element; posts: number } | null {
  const last = parts[parts.length - 1];
  if (!last) return null;
  let best: { box: Element; posts: number } | null = null;
  for (const { element, reason } of excluded) {
    if (!isCommentThreadFlag(reason)) continue;
    // After the article, not inside it: comments set inside the posts of a Q&A thread (Stack Exchange's under each
    // answer) are remarks on them, and the truth of such pages leaves them out.
    if (!follows(last, element)) continue;
    const posts = postsIn(element);
    if (posts >= THREAD_MIN_POSTS && (!best || posts > best.posts)) best = { box: element, posts };
  }
  return best;
}

/**
 * The first of a discussion's posts when the walk left every post out for a comment name and the pick is thin: at
 * least OPENING_POST_MIN_POSTS boxes alike (tag and first class name), flagged as comment threads, the first
 * holding OPENING_POST_MIN_CHARS of text and OPENING_POST_MIN_GAIN times the pick's. On an article page the pick
 * is the article, never this thin, and its comments stay out.
 */
function openingPostInComments(tree: ScoredTree, pickText: number): { box: Element; posts: number } | null {
  if (pickText >= OPENING_POST_MAX_PICK_CHARS) return null;
  const flagged = tree.excluded.filter((entry) => isCommentThreadFlag(entry.reason)).map((entry) => entry.element);
  for (const element of flagged) {
    const kind = firstClassName(element);
    if (!kind) continue;
    const tag = tagOf(element);
    // The replies may each sit in a wrapper of their own (GitHub's js-timeline-item): alike wherever they are.
    const posts = flagged.filter((other) => tagOf(other) === tag && firstClassName(other) === kind).length;
    const text = visibleLength(element.textContent ?? '');
    // The first such box decides: a later one is a reply.
    return posts >= OPENING_POST_MIN_POSTS && text >= OPENING_POST_MIN_CHARS && text >= pickText * OPENING_POST_MIN_GAIN ? { box: element, posts } : null;
  }
  return null;
}

/**
 * Whether `later` comes after `earlier` in document order, outside it. Worked out here: linkedom's
 * compareDocumentPosition answers PRECEDING for a node after a cousin's subtree.
 */
function follows(earlier: Element, later: Element): boolean {
  const chain = new Set<Node>();
  for (let node: Node | null = earlier; node; node = node.parentNode) chain.add(node);
  let child: Node = later;
  while (child.parentNode && !chain.has(child.parentNode)) child = child.parentNode;
  const common = child.parentNode;
  // One inside the other is neither before nor after it.
  if (!common || common === earlier || chain.has(later)) return false;
  let mine: Node = earlier;
  while (mine.parentNode !== common) mine = mine.parentNode!;
  if (mine === child) return false;
  for (let sibling = mine.nextSibling; sibling; sibling = sibling.nextSibling) if (sibling === child) return true;
  return false;
}

/** The largest number of elements alike (tag and first class name) in `box` that each hold a reply's text. */
function postsIn(box: Element): number {
  const counts = new Map<string, number>();
  let seen = 0;
  let most = 0;
  walkBelow(box, (element, tag) => {
    const kind = firstClassName(element);
    if (kind && visibleLength(element.textContent ?? '') >= REPLY_MIN_CHARS) {
      const key = `${tag} ${kind}`;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      most = Math.max(most, count);
    }
    return ++seen >= REPLY_MAX_ELEMENTS;
  });
  return most;
}

/**
 * The boxes inside the article around a text area for the reader to write in (wikiHow's "Ask a Question" and "Submit
 * a Tip" boxes, a "Leave a reply" form without a named class): the outermost box around the text area, below the
 * article's parts, whose text is at most INPUT_BOX_MAX_CHARS characters (its prompt, a note, a thank-you). A code
 * editor's text area is content (nonTextRule keeps it) and is never listed here.
 */
function readerInputBoxes(excluded: readonly { element: Element; reason: string }[], parts: readonly Element[], dropped: ReadonlySet<Element>): Element[] {
  const boxes: Element[] = [];
  for (const { element } of excluded) {
    if (tagOf(element) !== 'textarea' || !parts.some((part) => part.contains(element))) continue;
    let box: Element | null = null;
    for (let up = element.parentElement; up && !parts.includes(up) && !dropped.has(up); up = up.parentElement) {
      if (visibleLength(up.textContent ?? '') > INPUT_BOX_MAX_CHARS) break;
      box = up;
    }
    // A comment form is left where it is: the line that names it ("Comments:") is where the comment section
    // begins, and the cut there (cutAtFurnitureHeading) takes the section with it.
    if (box && !COMMENT_FORM_WORDS.test(box.textContent ?? '') && !boxes.some((known) => known.contains(box))) boxes.push(box);
  }
  return boxes;
}

const COMMENT_FORM_WORDS = eitherScript(/comment|repl(?:y|ies)|评论|留言|回复/i);

/**
 * Tab panels inside the article that were left out as hidden because another panel is the open one (a docs page's
 * npm / pnpm / yarn commands, a code sample per language): scored without them, the article is copied with them.
 */
function closedTabPanels(excluded: readonly { element: Element; reason: string }[], parts: readonly Element[]): Element[] {
  const panels: Element[] = [];
  for (const { element, reason } of excluded) {
    if (reason !== HIDDEN_REASON || attributeOf(element, 'role') !== 'tabpanel') continue;
    if (!parts.some((part) => part !== element && part.contains(element))) continue;
    let sibling = false;
    for (const other of element.parentElement?.children ?? []) if (other !== element && attributeOf(other, 'role') === 'tabpanel') sibling = true;
    if (sibling) panels.push(element);
  }
  return panels;
}

/**
 * Panels inside the article that were left out as hidden because they are folded shut, with the button that opens
 * them just before (an FAQ's answers, a guide's sections in an accordion: REI's cdr-accordion, AEM's cmp-accordion,
 * each `<button aria-expanded="false" aria-controls="…-panel">`; Kadence's, a heading holding the button right
 * before the panel, see isFoldingToggle): the reader opens them on the page and wants them in the clip. The panel
 * must hold prose (FOLDED_PANEL_MIN_CHARS, few links): a folded share or menu list is links.
 */
function closedDisclosures(excluded: readonly { element: Element; reason: string }[], parts: readonly Element[]): Element[] {
  const panels: Element[] = [];
  for (const { element, reason } of excluded) {
    if (reason !== HIDDEN_REASON) continue;
    const id = attributeOf(element, 'id');
    const toggle = element.previousElementSibling;
    const afterToggle = toggle !== null && isFoldingToggle(toggle);
    if ((!id && !afterToggle) || !parts.some((part) => part !== element && part.contains(element))) continue;
    const text = visibleLength(element.textContent ?? '');
    if (text < FOLDED_PANEL_MIN_CHARS || linkTextBelow(element) > text * FOLDED_PANEL_MAX_LINK_SHARE) continue;
    if (afterToggle || (id !== null && openedBefore(element, id))) panels.push(element);
  }
  return panels;
}

/**
 * A toggle that folds the box after it without naming it, in the accordion pattern of WAI-ARIA (Kadence's FAQ:
 * `<h3><button>Why isn't my pile heating up?</button></h3><div class="kt-accordion-panel-hidden">`): a heading that
 * is the control (aria-expanded, role=button) or holds it (a <button>, an element with aria-expanded), its text a
 * question's length (FOLDED_PANEL_TOGGLE_MAX_CHARS). A bare button before a hidden box opens a popup ("Story Saved",
 * "Cite"); a heading without a control heads a box hidden for good (phpBB's forum description) or on this screen.
 */
function isFoldingToggle(toggle: Element): boolean {
  const tag = tagOf(toggle);
  if (!HEADING_TAGS.has(tag) || (toggle.textContent ?? '').length > FOLDED_PANEL_TOGGLE_MAX_CHARS) return false;
  return isFoldControl(toggle, tag) || firstElementWhere(toggle, isFoldControl) !== null;
}

function isFoldControl(element: Element, tag: string): boolean {
  return tag === 'button' || element.hasAttribute('aria-expanded') || attributeOf(element, 'role') === 'button';
}

/** Whether a button that names `id` in its aria-controls sits in the siblings just before `panel` or before its parent. */
function openedBefore(panel: Element, id: string): boolean {
  const names = (element: Element) => (attributeOf(element, 'aria-controls') ?? '').split(/\s+/).includes(id);
  for (let node: Element | null = panel, level = 0; node && level < 2; node = node.parentElement, level++) {
    let seen = 0;
    for (let sibling = node.previousElementSibling; sibling && seen < FOLDED_PANEL_MAX_SIBLINGS; sibling = sibling.previousElementSibling, seen++) {
      if (names(sibling) || firstElementWhere(sibling, names)) return true;
    }
  }
  return false;
}

/**
 * The questions and answers set after the article in a block of their own (a blog post's "Frequently Asked
 * Questions", a product guide's "FAQs"): the article's own words, which readers expect in the clip. The block
 * follows the last part, or one of its nearest FAQ_MAX_LEVELS ancestors, among the FAQ_MAX_SIBLINGS siblings after
 * it; its first line (the heading, a <h2> or a styled <span>) says FAQ; it holds FAQ_MIN_CHARS of text, few of them
 * links, and it was not left out of the page whole.
 */
function faqAfter(last: Element, tree: ScoredTree): Element | null {
  for (let node: Element | null = last, level = 0; node && level <= FAQ_MAX_LEVELS; node = node.parentElement, level++) {
    const tag = tagOf(node);
    if (tag === 'body' || tag === 'main' || tag === 'html') break;
    let seen = 0;
    for (let sibling = node.nextElementSibling; sibling && seen < FAQ_MAX_SIBLINGS; sibling = sibling.nextElementSibling) {
      // Its first line is read before its text is measured: most blocks after an article are not an FAQ.
      const line = firstTextOf(sibling)?.nodeValue?.trim();
      if (!line) continue;
      seen++;
      if (!FAQ_HEADING.test(line)) continue;
      const text = visibleLength(sibling.textContent ?? '');
      if (text < FAQ_MIN_CHARS || linkTextBelow(sibling) > text * FAQ_MAX_LINK_SHARE) continue;
      if (tree.excluded.some((entry) => entry.element === sibling)) continue;
      return sibling;
    }
  }
  return null;
}

/** An FAQ's heading: "FAQ", "FAQs", "Frequently Asked Questions about X", "常见问题". */
const FAQ_HEADING = eitherScript(/^(?:faqs?|frequently asked questions|(?:common|popular) questions|questions (?:and|&) answers|q ?& ?a|常见问题|问答)(?![a-z])[^]{0,60}$/i);

/**
 * The page's main landmark as the answer (see listing.ts), cleaned like an article and its lines pruned alike:
 * on a listing page when the answer is thin and the landmark holds a run of items alike (LISTING_MIN_GAIN times
 * the answer's words); on a landing page (no article, `chosen` one section of the landmark) when the landmark is
 * mostly not links and holds LANDING_MIN_GAIN times the answer's words. Null otherwise.
 */
function readLandmark(kind: 'listing' | 'landing', doc: Document, opts: ExtractOptions, title: string, chosen: Element, answer: Element, started: number, budget: number, debug: DebugEntry[]): Element | null {
  // A landing page's pick sits inside the landmark: a look up from it spares most pages the walk over the document.
  if (kind === 'landing' && !insideMain(chosen)) return null;
  const landmark = kind === 'listing' ? mainLandmark(doc) : landingLandmark(doc);
  if (!landmark) return null;
  if (kind === 'landing' && (landmark === chosen || !landmark.contains(chosen))) return null;
  const minGain = kind === 'listing' ? LISTING_MIN_GAIN : LANDING_MIN_GAIN;
  const { text: answerText, measure: { words: answerWords } } = textOf(answer);
  // What the landmark's text must reach, in characters, for its cleaned copy to hold minGain times the answer's words.
  const neededChars = answerText.replace(/\s+/g, '').length * minGain * LANDMARK_BOUND_SLACK;
  // Its raw text (scripts and all) bounds what the landmark can give: too little, and it is not read at all.
  if ((landmark.textContent ?? '').replace(/\s+/g, '').length < neededChars) return null;
  const deadline = deadlineAt(started, budget + COPY_ALLOWANCE_MS);
  const tree = scoreTree(landmark, articleRules(opts), PD_READING, furnitureNameRule, deadline);
  // Furniture by name goes whatever its size: a related-stories box is never the listing, even when it holds
  // most of a short story's page.
  const dropped = new Set(tree.excluded.map((entry) => entry.element));
  for (const node of tree.nodes) if (node.flag) dropped.add(node.element);
  if (kind === 'listing' && itemSeries(landmark, (element) => dropped.has(element)) < LISTING_MIN_ITEMS) return null;
  const top = tree.nodes[0];
  if (kind === 'landing' && (!top || top.text === 0 || top.linkText / top.text > LANDING_MAX_LINK_SHARE)) return null;
  // The scored text left after the cuts bounds the copy's: too little, and the copy is not made.
  if (top && top.text < neededChars) return null;
  const { container } = copyCleanWithin(doc, [landmark], { dropped, baseUrl: baseUrlOf(doc, opts.url) }, { deadline, maxTextChars: opts.maxTextChars, unfinished: tree.unfinished });
  // The line rules that judge one line at a time; the edge trims are not run: a listing's last items are short
  // unpunctuated lines like the labels they remove.
  removeTitleHeading(container, title, []);
  cutAtFurnitureHeading(container);
  removeFormLabels(container);
  pruneControlLines(container);
  const words = textOf(container).measure.words;
  if (words < Math.max(1, answerWords) * minGain) return null;
  recordExclusions(tree.excluded, debug);
  const reason = kind === 'listing'
    ? `the answer has ${answerWords} words; the page's main landmark lists items alike (${words} words): a listing page`
    : `no article on the page, and the answer (${answerWords} words) is one section of its main landmark (${words} words): a landing page`;
  debug.push({ step: 'choose', element: describeElement(landmark), reason });
  return container;
}

/** Whether `fallback` is thin (under FALLBACK_BELOW_WORDS words) and `landmark` holds at least as many words. */
function readsMoreThanThin(landmark: Element, fallback: Element): boolean {
  const words = textOf(fallback).measure.words;
  return words < FALLBACK_BELOW_WORDS && textOf(landmark).measure.words >= words;
}

/**
 * The page's listing landmark when `answer` is thin (under FALLBACK_BELOW_WORDS words), else, on a page without a
 * date, its landing landmark: read against `answer`, with what the reading recorded.
 */
function ownLandmark(doc: Document, opts: ExtractOptions, metadata: ArticleMetadata, chosen: Element, answer: Element, started: number, budget: number): { element: Element; kind: 'listing' | 'landing'; debug: DebugEntry[] } | null {
  const debug: DebugEntry[] = [];
  const thin = textOf(answer).measure.words < FALLBACK_BELOW_WORDS;
  const listing = thin ? readLandmark('listing', doc, opts, metadata.title, chosen, answer, started, budget, debug) : null;
  if (listing) return { element: listing, kind: 'listing', debug };
  const landing = metadata.published ? null : readLandmark('landing', doc, opts, metadata.title, chosen, answer, started, budget, debug);
  return landing ? { element: landing, kind: 'landing', debug } : null;
}

/** Full-page mode: the whole body, cleaned of scripts, hidden parts and navigation, structure kept. */
export function extractFullPage(doc: Document, opts: ExtractOptions = {}): ExtractResult {
  const started = now();
  const debug: DebugEntry[] = [];
  try {
    const metadata = readMetadata(doc, opts.url);
    const root = doc.body ?? doc.documentElement;
    if (!root) return emptyResult(metadata, started, debug, NO_ARTICLE);
    const budget = opts.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS;
    const tree = scoreTree(root, combineRules([baseRules(opts), navigationRule]), PD_READING, undefined, deadlineAt(started, budget));
    recordExclusions(tree.excluded, debug);
    const dropped = new Set(tree.excluded.map((entry) => entry.element));
    const copyDeadline = deadlineAt(started, budget + COPY_ALLOWANCE_MS);
    const { container, cutShort } = copyCleanWithin(doc, [root], { dropped, baseUrl: baseUrlOf(doc, opts.url) }, { deadline: copyDeadline, maxTextChars: opts.maxTextChars, unfinished: tree.unfinished });
    return finish(container, metadata, 'fullpage', 1, started, debug, cutShort ? cutNote(cutShort, opts) : undefined, cutShort ?? undefined);
  } catch (error) {
    return failure(doc, opts, started, debug, error);
  }
}

/** Selection mode: `root` is a container the caller filled with a copy of the reader's selection. */
export function extractFromRoot(root: Element, doc: Document, opts: ExtractOptions = {}): ExtractResult {
  const started = now();
  const debug: DebugEntry[] = [];
  try {
    const metadata = readMetadata(doc, opts.url);
    const dropped = collectDropped(root, baseRules(opts), debug);
    const { container, cutShort } = copyCleanWithin(doc, [root], { dropped, baseUrl: baseUrlOf(doc, opts.url) }, { maxTextChars: opts.maxTextChars });
    return finish(container, metadata, 'selection', 1, started, debug, cutShort ? cutNote(cutShort, opts) : undefined, cutShort ?? undefined);
  } catch (error) {
    return failure(doc, opts, started, debug, error);
  }
}

/**
 * Readability's article when TTD's answer is thin (or short, and TTD's pick was unsure: `margin` is the pick's over
 * the runner-up) and Readability's is clearly fuller; null otherwise, or when the document is too big for
 * Readability in the time left (`inTime`: TTD itself was quick).
 */
function readabilityFallback(doc: Document, ttdContainer: Element, opts: ExtractOptions, readability: ReadabilityRunner, debug: DebugEntry[], inTime: boolean, margin: number, excluded: ScoredTree['excluded']): Element | null {
  const ttdWords = textOf(ttdContainer).measure.words;
  if (ttdWords >= FALLBACK_BELOW_WORDS || (ttdWords >= FALLBACK_THIN_WORDS && margin >= FALLBACK_SURE_MARGIN)) return null;
  // Readability's article is some of the page's text: where the whole page holds fewer words than it would have to
  // find, it cannot be taken, and is not run (a short page whose story TTD found whole).
  const needed = Math.max(1, ttdWords) * FALLBACK_MIN_GAIN;
  if (!pageHasWords(doc, needed)) return null;
  // Readability's time follows the whole document, excluded parts too, so its size is counted here (only on
  // the few pages where TTD's answer is thin), not taken from the scored tree. A small document is read at any
  // elapsed time: there a slow TTD means a busy machine, not a big page, and the answer must not depend on it.
  let elements = 0;
  walkBelow(doc, () => {
    elements++;
  });
  if (elements > (inTime ? FALLBACK_MAX_ELEMENTS : FALLBACK_ANY_TIME_MAX_ELEMENTS)) return null;
  const candidate = readability(doc);
  if (!candidate || candidate.words < Math.max(1, ttdWords) * FALLBACK_MIN_GAIN) return null;
  const candidateText = (candidate.content.textContent ?? '').replace(/\s+/g, '');
  const furniture = furnitureHolding(excluded, candidateText);
  if (furniture) {
    debug.push({ step: 'choose', element: 'readability', reason: `its article is page furniture the walk left out (${furniture.reason}): not taken` });
    return null;
  }
  // Only a story can be wrapped in furniture: TTD's answer without a sentence (a headline alone) is no story.
  const ttdText = textOf(ttdContainer).text;
  const proseShare = hasSentence(ttdText) ? addedProseShare(ttdText, htmlToText(candidate.content), FALLBACK_CONTAINED_SHARE, FALLBACK_PROSE_LINE_CHARS) : null;
  if (proseShare !== null && proseShare < FALLBACK_ADDED_PROSE_SHARE) {
    debug.push({ step: 'choose', element: 'readability', reason: `holds TTD's ${ttdWords} words; what it adds is ${Math.round(proseShare * 100)}% prose: not taken` });
    return null;
  }
  debug.push({ step: 'choose', element: 'readability', reason: `TTD found ${ttdWords} words, Readability ${candidate.words}` });
  const dropped = collectDropped(candidate.content, baseRules(opts), []);
  return copyClean(doc, Array.from(candidate.content.children), { dropped, baseUrl: baseUrlOf(doc, opts.url) });
}

/**
 * The element left out as furniture by name (not as hidden, not as no text) that holds all of `text` (spaces
 * removed): Readability took a cookie notice or a footer for the article. Null otherwise.
 */
function furnitureHolding(excluded: ScoredTree['excluded'], text: string): { element: Element; reason: string } | null {
  if (!text) return null;
  for (const entry of excluded) {
    if (entry.reason === NOT_TEXT_REASON || entry.reason === HIDDEN_REASON) continue;
    const held = entry.element.textContent ?? '';
    if (held.length >= text.length && held.replace(/\s+/g, '').includes(text)) return entry;
  }
  return null;
}

/**
 * Whether the page's text outside scripts and styles (which Readability removes first) holds `needed` words, counted
 * text node by text node: words split across nodes count twice, so the count is never below Readability's own
 * count of any part of the page. Stops as soon as it has them.
 */
function pageHasWords(doc: Document, needed: number): boolean {
  let words = 0;
  // As walkBelow: linkedom gives a document's doctype no next sibling, so the walk starts at its first element.
  let node: Node | null = doc.firstElementChild;
  while (node) {
    if (node.nodeType === TEXT_NODE) {
      words += countWords((node as Text).data);
      if (words >= needed) return true;
    }
    const skip = node.nodeType === ELEMENT_NODE && UNREAD_BY_READABILITY.has(tagOf(node as Element));
    if (!skip && node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (node && !node.nextSibling) node = node.parentNode;
    node = node ? node.nextSibling : null;
  }
  return false;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const UNREAD_BY_READABILITY: ReadonlySet<string> = new Set(['script', 'style', 'noscript']);

/** Non-text, then hidden: what no reading takes. One function, not combineRules: the walks call it on every element. */
function baseRules(opts: ExtractOptions): ExclusionRule {
  const hidden = hiddenCheck(opts.isHidden);
  return (element, tag) => nonTextRule(element, tag) ?? (hidden(element) ? HIDDEN_REASON : null);
}

/** What an article's walk leaves out: baseRules, then page furniture. */
function articleRules(opts: ExtractOptions): ExclusionRule {
  const base = baseRules(opts);
  return (element, tag) => base(element, tag) ?? furnitureRule(element, tag);
}

/**
 * The <figcaption>s in the article that hold only the photo's credit (isCreditOnlyCaption): found among the scored
 * tree's records when it is given (an array scan, where a walk of the parts would read the whole article again).
 */
function creditOnlyCaptions(parts: readonly Element[], dropped: ReadonlySet<Element>, tree?: ScoredTree, partNodes?: readonly NodeScore[]): Element[] {
  let captions: Element[];
  if (tree && partNodes && partNodes.length === parts.length) {
    // Each part's records run from its own to the last of greater depth: only those are read.
    captions = [];
    for (const part of partNodes) {
      for (let i = part.index + 1; i < tree.nodes.length && tree.nodes[i]!.depth > part.depth; i++) if (tree.nodes[i]!.tag === 'figcaption') captions.push(tree.nodes[i]!.element);
    }
  } else captions = parts.flatMap((part) => [...part.getElementsByTagName('figcaption')]);
  return captions.filter((caption) => !dropped.has(caption) && isCreditOnlyCaption(caption, caption.textContent ?? ''));
}

/**
 * Brings a box the walk left out back into the copy (a closed tab panel, a folded accordion panel, a thread's posts
 * in boxes named as comments). The walk never entered it, so what it would have left out inside (scripts, text for
 * screen readers only, a part hidden in the markup) is left out here: by static signs only, as on a live page
 * everything inside a folded panel is hidden by computed style.
 */
function restoreBox(box: Element, dropped: Set<Element>): void {
  dropped.delete(box);
  walkBelow(box, (element, tag) => {
    if (nonTextRule(element, tag) !== null || isStaticallyHidden(element)) dropped.add(element);
  });
}

const navigationRule: ExclusionRule = (element, tag) =>
  tag === 'nav' || attributeOf(element, 'role') === 'navigation' ? 'navigation' : null;

/** Every element under `root` a rule excludes (their subtrees are not visited). */
function collectDropped(root: Element, rule: ExclusionRule, debug: DebugEntry[]): Set<Element> {
  const tree = scoreTree(root, rule);
  recordExclusions(tree.excluded, debug);
  return new Set(tree.excluded.map((entry) => entry.element));
}

/** Debug entries for what was left out as furniture or hidden (scripts and styles are not worth listing). */
function recordExclusions(excluded: ReadonlyArray<{ element: Element; reason: string }>, debug: DebugEntry[]): void {
  let listed = 0;
  for (const { element, reason } of excluded) {
    if (reason === NOT_TEXT_REASON) continue;
    if (listed++ >= MAX_DEBUG_EXCLUSIONS) break;
    debug.push({ step: 'exclude', element: describeElement(element), reason });
  }
}

/**
 * The headline over a header block beside the article body, where the standfirst and the lead photo are set (The
 * Washington Post's `<h1>…</h1><h2 data-qa="subheadline">…</h2>` over `div.article-body`; Wall Street CN's `<h1>`
 * then a line of time and tickers then `<div class="summary"><span>摘要</span><p>…</p></div>`; EEO's 导语 box after
 * the share links): the <h1> that repeats the title, found in a block before the pick or before one of its nearest
 * ancestors. Null otherwise. What follows it is read by deckAfter and figureAfter.
 */
function headlineAbove(chosen: Element, title: string): Element | null {
  if (!title) return null;
  // The headline is an <h1>, or an <h2> where the <h1> is the site's logo (DedeCMS), or a block its class names the
  // title (财联社's `div.detail-title-content` over a `<span>`); another <h1> ends the search.
  const repeats = (element: Element, tag: string) => (TOP_HEADINGS.has(tag) || (tag === 'div' && TITLE_NAME.test(attributeOf(element, 'class') ?? ''))) &&
    titleSimilarity(firstLineOf(element), title) >= TITLE_REPEAT_MIN_SIMILARITY;
  let node: Element | null = chosen;
  for (let level = 0; node && level < DECK_MAX_LEVELS; level++, node = node.parentElement) {
    let sibling = node.previousElementSibling;
    for (let step = 0; sibling && step < DECK_MAX_SIBLINGS; sibling = sibling.previousElementSibling) {
      // Line breaks, scripts and empty spacers ("<div class=clear>&nbsp;</div>") between the header's blocks are
      // not blocks of their own.
      if (DECK_UNCOUNTED.has(tagOf(sibling)) || (!sibling.firstElementChild && !(sibling.textContent ?? '').trim())) continue;
      step++;
      if (repeats(sibling, tagOf(sibling))) return sibling;
      // One walk of the block asks both: the first heading in it that repeats the title, else whether it holds an <h1>.
      let holdsH1 = tagOf(sibling) === 'h1';
      const headline = firstElementWhere(sibling, (element, tag) => {
        if (tag === 'h1') holdsH1 = true;
        return repeats(element, tag);
      });
      if (headline) return headline;
      if (holdsH1) return null;
    }
  }
  return null;
}

const CREDIT_ONLY = /^(?:\(?(?:photo|image|picture|credit|illustration)s?(?: credit)?\s*[:：]|©|\(?(?:getty images|ap photo|reuters|afp)\b)[^!?。！？]{0,150}$/i;

/**
 * The lead photo after the headline, before the body: the first <figure> with an image and a caption that is more
 * than a credit. Null when the body comes first.
 */
function figureAfter(headline: Element, parts: readonly Element[], dropped: ReadonlySet<Element>): Element | null {
  let visited = 0;
  let element = nextInOrder(headline, false);
  while (element && visited++ < DECK_MAX_VISITED) {
    // A box around the body ends the search, where deckAfter looks into it: a photo set inside the body's own
    // wrapper was measured as the body's (looking in moved 2 dev pages and 2 built pages, ALL -0.00001).
    if (parts.some((part) => part === element || part.contains(element!) || element!.contains(part))) return null;
    if (dropped.has(element)) {
      element = nextInOrder(element, false);
      continue;
    }
    if (tagOf(element) === 'figure') {
      const caption = firstElementWhere(element, (_, tag) => tag === 'figcaption');
      const words = (caption?.textContent ?? '').replace(/\s+/g, ' ').trim();
      // A caption that only credits the photo ("Photo: … via Getty Images") says nothing of the story.
      return caption && hasMedia(element) && words && !CREDIT_ONLY.test(words) && !isPhotoCredit(words) && !linksAway(element) ? element : null;
    }
    element = nextInOrder(element, true);
  }
  return null;
}

/**
 * The lead photo with the slides after it when it opens a gallery (The Seattle Times' photo-gallery__slide figures,
 * each with its caption): the <figure> siblings that follow it with an image and a caption of their own. A slider
 * wraps each figure in a slide of its own (Swiper's `<div class="swiper-slide"><figure>…`): then the slides after
 * the lead one's, each holding one such figure through wrappers of one child, up to GALLERY_SLIDE_MAX_WRAPPERS.
 */
function galleryFrom(figure: Element, dropped: ReadonlySet<Element>): Element[] {
  let slide = figure;
  for (let up = 0; up < GALLERY_SLIDE_MAX_WRAPPERS; up++) {
    const parent = slide.parentElement;
    if (!parent || parent.childElementCount !== 1 || tagOf(parent) === 'body') break;
    slide = parent;
  }
  const slides = [figure];
  for (let next = slide.nextElementSibling; next && tagOf(next) === tagOf(slide); next = next.nextElementSibling) {
    let inner: Element | null = next;
    for (let down = 0; inner && tagOf(inner) !== 'figure' && down < GALLERY_SLIDE_MAX_WRAPPERS; down++) inner = inner.childElementCount === 1 ? inner.firstElementChild : null;
    if (!inner || tagOf(inner) !== 'figure' || dropped.has(next) || dropped.has(inner) || !hasMedia(inner) || !firstElementWhere(inner, (_, tag) => tag === 'figcaption')) break;
    slides.push(inner);
  }
  return slides;
}

/** A slide's wrappers around its figure, each of one child, that galleryFrom reads past. */
const GALLERY_SLIDE_MAX_WRAPPERS = 2;

/**
 * A headline's words up to its first line break: PHPCMS sets the date and source in the <h1> after a <br>
 * ("<h1>…headline…<br><span>2026-01-12 来源：临江日报 评论：…</span></h1>").
 */
function firstLineOf(headline: Element): string {
  let text = '';
  for (let node = headline.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === ELEMENT_NODE && tagOf(node as Element) === 'br') {
      if (text.trim()) break;
      continue;
    }
    text += node.textContent ?? '';
  }
  return text.trim();
}

/**
 * The standfirst: the first block of text after the headline (headlineAbove), before the article body, that reads
 * as a sentence or two of prose. Blocks on the way that are no standfirst (a byline, a date and view count, share
 * links, a label such as 摘要 or 导语, a photo with its caption, anything left out as hidden or furniture) are
 * passed over, up to DECK_MAX_BLOCKS of them; a block of prose that is not one (links in it, too long) ends the
 * search.
 */
function deckAfter(headline: Element, parts: readonly Element[], dropped: ReadonlySet<Element>): Element | null {
  let judged = 0;
  let visited = 0;
  let element = nextInOrder(headline, false);
  while (element && judged < DECK_MAX_BLOCKS && visited++ < DECK_MAX_VISITED) {
    if (parts.some((part) => part === element || part.contains(element!))) return null;
    const holdsPart = parts.some((part) => element!.contains(part));
    const tag = tagOf(element);
    if (!holdsPart && (dropped.has(element) || DECK_SKIPPED.has(tag))) {
      element = nextInOrder(element, false);
      continue;
    }
    if (holdsPart || firstElementWhere(element, (_, inner) => DECK_INNER_BLOCKS.has(inner)) !== null) {
      element = nextInOrder(element, true);
      continue;
    }
    const text = htmlToText(element).replace(/\s+/g, ' ').trim();
    if (text) judged++;
    // A block the page leaves out of its print (MediaWiki's `div#siteSub.noprint` "From Wiktionary, the free
    // dictionary", Bootstrap's d-print-none share boxes) is the site's, never the story's standfirst.
    if (isCaption(element) || (text && metadataKind(text) !== null) || NOT_PRINTED.test(attributeOf(element, 'class') ?? '') || namedByline(element)) {
      element = nextInOrder(element, false);
      continue;
    }
    // Prose: a finished sentence, or a long line with a clause in it (a standfirst often ends without a stop).
    // A byline with its date ("By Juliet Guichon, Calgary Herald January 17, 2012") is passed over.
    // A block the page names as its standfirst needs neither: Fox's "sub-headline", Scientific American's "dek"
    // (on the box around the paragraph).
    const named = namedDeck(element) || (element.parentElement !== null && namedDeck(element.parentElement));
    if (text && DECK_TAGS.has(tag) && (named || hasSentence(text) || (text.length >= DECK_MIN_CHARS && DECK_CLAUSE.test(text) && !DECK_BYLINE.test(text)))) {
      return isDeck(element, text) && !insideAlike(element, parts[0]!) ? element : null;
    }
    element = nextInOrder(element, false);
  }
  return null;
}

/**
 * Whether a standfirst found outside the body is a teaser of the story: cut off ("…", "[…]", "[...]") where the body's
 * first line opens with the same words (a WordPress excerpt over the post), which would be read twice. A whole
 * paragraph repeated as an abstract over the story (Chinese portals) is the page's own text and stays.
 */
function opensAlike(deck: Element, container: Element): boolean {
  const a = (deck.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  if (!CUT_OFF.test(a)) return false;
  const first = firstLines(container, 1)[0];
  if (!first) return false;
  const b = (first.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const n = Math.min(a.length, b.length, DECK_REPEAT_CHARS);
  return n >= DECK_MIN_CHARS && a.slice(0, n) === b.slice(0, n);
}

const CUT_OFF = /(?:…|\.{3}|\[(?:…|\.{3})\])$/;

/**
 * A block its page names as the byline, or inside a box so named (Google Research's `div.blog-detail__byline`
 * around "Anneliese Korvald, Research Scientist, and …"): passed over on the way to the standfirst.
 */
function namedByline(element: Element): boolean {
  for (const box of [element, element.parentElement]) {
    if (box && BYLINE_NAME.test(`${attributeOf(box, 'class') ?? ''} ${attributeOf(box, 'id') ?? ''}`)) return true;
  }
  return false;
}

const BYLINE_NAME = /(?:^|[\s_-])(?:by-?line|author(?:s|-?name|-?info)?|contributors?)(?=$|[\s_-])/i;

/** Class names that keep a box off the printed page. */
const NOT_PRINTED = /(?:^|\s)(?:no-?print|d-print-none|hidden-print|print:hidden|not-printable|noprint-\w+)(?=\s|$)/i;

/**
 * A photo's caption set without <figure> (an old page's `<img><p class="caption">`, `<div class="pic">…<p>…(Photo by
 * …/Getty Images)</p>`): named so, or the block right after an image, or in a box that opens with one — an image
 * that is not a link to another page (a topic's icon before the summary is no photo).
 */
function isCaption(block: Element): boolean {
  if (CAPTION_NAME.test(`${attributeOf(block, 'class') ?? ''} ${attributeOf(block, 'id') ?? ''}`)) return true;
  const before = block.previousElementSibling;
  if (before && hasMedia(before) && visibleLength(before.textContent ?? '') === 0 && !linksAway(before)) return true;
  const parent = block.parentElement;
  if (parent && CAPTION_NAME.test(`${attributeOf(parent, 'class') ?? ''} ${attributeOf(parent, 'id') ?? ''}`)) return true;
  const first = parent?.firstElementChild;
  return first !== undefined && first !== null && first !== block && hasMedia(first) && visibleLength(first.textContent ?? '') === 0 && !linksAway(first);
}

/**
 * An image that is a link to a page (a topic's icon beside the summary, cnBeta's `div.topic`), not a photo: a
 * photo is set alone or links to its own larger file.
 */
function linksAway(box: Element): boolean {
  const link = tagOf(box) === 'a' ? box : firstElementWhere(box, (_, tag) => tag === 'a');
  const href = link ? attributeOf(link, 'href') ?? '' : '';
  return href !== '' && !IMAGE_FILE.test(href);
}

const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif|bmp|svg)(?:[?#]|$)/i;

const CAPTION_NAME = /caption|(?<!ac)credit|photo|image|img|pic|media|thumb|gallery|slide|banner/i;

/**
 * Whether `block` sits in a box of the article's own kind (its tag and class: another post of a thread, another
 * entry of a list): that is another entry's text, not a standfirst.
 */
function insideAlike(block: Element, article: Element): boolean {
  const kind = attributeOf(article, 'class');
  if (!kind) return false;
  for (let up: Element | null = block; up; up = up.parentElement) {
    if (up.contains(article)) return false;
    if (tagOf(up) === tagOf(article) && attributeOf(up, 'class') === kind) return true;
  }
  return false;
}

/** A sentence or two of prose: no links, script or media; a standfirst's length; words, not a price or a date line. */
function isDeck(deck: Element, text: string): boolean {
  if (deck.getElementsByTagName('a').length > 0 || deck.getElementsByTagName('script').length > 0 || hasMedia(deck)) return false;
  // A Han character says about what two letters do: 中国军网's 27-character subtitle is a standfirst. A photo's
  // caption signed by its photographer ("春节出游，三亚居人气榜前三。 本报记者 陈元才 摄") is none.
  if (text.length + countKind(text, HAN) < DECK_MIN_CHARS || text.length > DECK_MAX_CHARS || DECK_PHOTOGRAPHER_SIGNED.test(text)) return false;
  // Words, not a price or a date line ("$169.95 Original price was: $169.95.").
  const letters = countKind(text, WORD) - (text.match(/\d/g)?.length ?? 0);
  return letters >= visibleLength(text) * DECK_MIN_LETTER_SHARE;
}

/** The element after `element` in document order: its first child when `into`, else what follows its subtree. */
function nextInOrder(element: Element, into: boolean): Element | null {
  if (into && element.firstElementChild) return element.firstElementChild;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.nextElementSibling) return node.nextElementSibling;
  }
  return null;
}

/** Passed over whole on the way to the standfirst: a photo with its caption, players and their fallback text, code. */
const DECK_SKIPPED: ReadonlySet<string> = new Set(['figure', 'script', 'style', 'noscript', 'template', 'audio', 'video', 'picture', 'svg', 'button', 'form', 'iframe']);
const DECK_UNCOUNTED: ReadonlySet<string> = new Set(['br', 'hr', 'script', 'style', 'noscript', 'template']);
const DECK_CLAUSE = /[,，;；:：、]\s*\S/;

/** Whether `element`'s class or id names it a standfirst: "dek", "standfirst", "sub-headline", "summary"… */
function namedDeck(element: Element): boolean {
  const names = `${attributeOf(element, 'class') ?? ''} ${attributeOf(element, 'id') ?? ''}`;
  return DECK_NAME.test(names) || DECK_NAME_PART.test(names);
}

const DECK_NAME = /(?:^|[\s_-])(?:dek|deck|standfirst|sub-?head(?:line|ing)?|sub-?title|strap(?:line)?|summary|excerpt)(?=$|[\s_-])/i;
/**
 * ... or as a word of a component's name (Condé Nast's "ContentHeaderDek-bIqFFZ",
 * "SplitScreenContentHeaderDekDown-csTFQR").
 */
const DECK_NAME_PART = /(?<=[a-z])(?:Dek|Deck|Standfirst|Subhead(?:line|ing)?|Subtitle)(?=$|[\s_A-Z-])/;
const DECK_BYLINE = /^by\s|\b(?:19|20)\d\d\b|\d{1,2}:\d\d/i;

/** Blocks inside a block make it a box of blocks, looked into rather than judged whole. */
const DECK_INNER_BLOCKS: ReadonlySet<string> = new Set(['p', 'div', 'section', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'blockquote', 'figure', 'header', 'article', 'dl']);

const DECK_TAGS: ReadonlySet<string> = new Set(['h2', 'p', 'div']);

const TOP_HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2']);
/** A class naming its block the page's title or headline ("detail-title-content", "article-title", "headline"). */
const TITLE_NAME = /(?:^|[\s_-])(?:title|headline)(?=$|[\s_-])/i;

/**
 * The headline is stored as metadata, so a heading repeating it is removed from the body: an h1 or h2 among the
 * first three, or else one of the first TITLE_LINE_LOOKAHEAD lines whatever its tag (a bold <p> or <div>
 * headline, an h3). With `retitle`, one of those that is the title without the site's part (headlineInTitle) is the
 * title first, and is returned.
 */
function removeTitleHeading(container: Element, title: string, debug: DebugEntry[], retitle = false): string | null {
  if (!title) return null;
  const headings = firstTopHeadings(container, 3);
  let lines: Element[] | undefined;
  const leading = () => (lines ??= firstLines(container, TITLE_LINE_LOOKAHEAD));
  let shown: string | null = null;
  // Only a title with a separator can hold a site's part.
  if (retitle && TITLE_SEPARATOR.test(title)) {
    for (const line of [...headings, ...leading()]) {
      if (hasMedia(line)) continue;
      shown = headlineInTitle(title, line.textContent ?? '');
      if (shown) {
        debug.push({ step: 'clean', element: 'line', reason: `the article's headline is the title without the site's part: "${shown}"` });
        break;
      }
    }
  }
  const wanted = shown ?? title;
  const repeats = (element: Element) => {
    const text = (element.textContent ?? '').trim();
    return text !== '' && likenessAtLeast(text, wanted, TITLE_REPEAT_MIN_SIMILARITY);
  };
  const heading = headings.find(repeats) ?? leading().find((line) => !hasMedia(line) && repeats(line));
  if (heading) {
    heading.parentNode?.removeChild(heading);
    debug.push({ step: 'clean', element: tagOf(heading), reason: 'repeats the title' });
    return shown;
  }
  // A headline set inline before a <br> at the top of the first block (an old page's <span class="newstitle">).
  const run = leadingBreakRun(container);
  if (!run || !likenessAtLeast(run.text, wanted, TITLE_REPEAT_MIN_SIMILARITY)) return shown;
  removeBreakRun(run);
  debug.push({ step: 'clean', element: 'line', reason: 'repeats the title' });
  return shown;
}

/** The separators a title joins a site's part with (see headlineInTitle). */
const TITLE_SEPARATOR = /[-|–—·•:_｜»›]/;

/** The first `count` h1/h2 elements of `container` (the walk stops there). */
function firstTopHeadings(container: Element, count: number): Element[] {
  const headings: Element[] = [];
  walkBelow(container, (element, tag) => {
    if (TOP_HEADINGS.has(tag)) headings.push(element);
    return headings.length >= count;
  });
  return headings;
}

/** The note for a body cut short, in the reader's words. */
function cutNote(cutShort: CutShort, opts: ExtractOptions): string {
  return cutShort === 'size' ? sizeCutNote(opts.maxTextChars ?? 0) : TIME_CUT_NOTE;
}

/**
 * The text of a finished container and its word count, worked out once: the fallback check and the result both
 * need them, and each is a walk over the whole article.
 */
const containerTexts = new WeakMap<Element, { text: string; measure: TextMeasure }>();
function textOf(container: Element): { text: string; measure: TextMeasure } {
  let known = containerTexts.get(container);
  if (known === undefined) {
    const text = htmlToText(container);
    known = { text, measure: measureText(text) };
    containerTexts.set(container, known);
  }
  return known;
}

function finish(container: Element, page: ArticleMetadata, method: ExtractMethod, confidence: number, started: number, debug: DebugEntry[], note?: string, cutShort?: CutShort, opening?: Opening): ExtractResult {
  const metadata = withHeadlineFromPage(container, page, debug, opening);
  const { text, measure } = textOf(container);
  const empty = text.length === 0;
  const { words, readingMinutes } = measure;
  const result: ExtractResult = {
    ok: !empty && method !== 'none',
    html: container.innerHTML,
    text,
    metadata,
    wordCount: words,
    readingMinutes,
    confidence: empty ? 0 : confidence,
    method,
    engineVersion: ENGINE_VERSION,
    debug,
    ms: now() - started,
  };
  const finalNote = note ?? (empty ? NO_ARTICLE : undefined);
  if (finalNote) result.note = finalNote;
  if (cutShort) result.cutShort = cutShort;
  return result;
}

/** The element the article opens at in the page, and the rule for subtrees that hold no lines (see headline.ts). */
interface Opening {
  element: Element;
  skip: ExclusionRule;
}

/**
 * The title when the page names none, or names only the site ("The Hindu News Update Service", "CTV News, Shows
 * and Sports": a <title> that shares no word with the article's opening text): the headline the article opens with
 * (headlineOpeningBody), else the one set just before it (headline.ts). A headline replacing a site's title must
 * share a word with the article's opening text itself. The title otherwise stays as it is.
 */
function withHeadlineFromPage(container: Element, metadata: ArticleMetadata, debug: DebugEntry[], opening: Opening | undefined): ArticleMetadata {
  const opensWith = () => textOf(container).text.slice(0, TITLE_CHECK_CHARS).toLowerCase();
  // On an article, a title that is only the site's own name (og:title = og:site_name, "公視新聞網") names no story: as
  // no title at all. A landing or listing page (no opening) keeps the site's name: there it is the page's.
  const replacing = metadata.title !== '' && !(opening && metadata.title === metadata.siteName);
  // A title the page sets as its <h1> word for word names the story, whatever the opening's words (not a logo's
  // <h1>, a link to the site's home).
  if (replacing && (!opening || sharesKeyWord(metadata.title, opensWith()) || isStoryHeading(container.ownerDocument, metadata.title))) return metadata;
  const line = headlineOpeningBody(container);
  if (line && (!replacing || (isHeadline(line.text) && sharesKeyWord(line.text, opensWith().replace(line.text.toLowerCase(), ''))))) {
    line.element.parentNode?.removeChild(line.element);
    containerTexts.delete(container);
    const reason = replacing ? `the page's title names the site ("${metadata.title.slice(0, 60)}"): the article's first line, the headline, is the title` : 'the page names no title: its first line, the headline, is the title';
    debug.push({ step: 'clean', element: tagOf(line.element), reason });
    return { ...metadata, title: line.text };
  }
  // A page that names no story in its title may set its headline in plain type: taken when the story's opening retells it.
  const headline = opening ? headlineBefore(opening.element, opening.skip, (text) => openingRetells(text, opensWith())) : null;
  if (!headline || (replacing && !sharesKeyWord(headline, opensWith()))) return metadata;
  const reason = replacing ? `the page's title names the site ("${metadata.title.slice(0, 60)}"): the headline before the article` : 'the page names no title: the headline before the article';
  debug.push({ step: 'choose', element: 'title', reason: `${reason}, "${headline.slice(0, 80)}"` });
  return { ...metadata, title: headline };
}

/** Whether `title` is the text of an <h1> of the page, spaces aside, that is not a link (a logo's <h1> is one). */
function isStoryHeading(doc: Document, title: string): boolean {
  const wanted = title.replace(/\s+/g, '');
  for (const h1 of doc.getElementsByTagName('h1')) {
    if ((h1.textContent ?? '').replace(/\s+/g, '') !== wanted) continue;
    if (!hasElementWithTag(h1, LINK_TAGS)) return true;
  }
  return false;
}

const LINK_TAGS: ReadonlySet<string> = new Set(['a']);

function emptyResult(metadata: ArticleMetadata, started: number, debug: DebugEntry[], note: string): ExtractResult {
  return {
    ok: false, html: '', text: '', metadata, wordCount: 0, readingMinutes: 0, confidence: 0, method: 'none',
    engineVersion: ENGINE_VERSION, debug, ms: now() - started, note,
  };
}

/** Last resort: no page may throw. The note carries the error so a bug report can quote it. */
function failure(doc: Document, opts: ExtractOptions, started: number, debug: DebugEntry[], error: unknown): ExtractResult {
  const metadata = readMetadata(doc, opts.url);
  const message = error instanceof Error ? error.message : String(error);
  let text = '';
  try {
    const root = doc.body ?? doc.documentElement;
    text = root ? htmlToText(root) : '';
  } catch {
    text = '';
  }
  const result = emptyResult(metadata, started, debug, `${NO_ARTICLE} (engine error: ${message})`);
  return { ...result, text, wordCount: countWords(text) };
}
