// A sponsor's section set in the article: newsletters published on the web (Beehiiv, Morning Brew, TLDR) open each
// paid slot with a label ("TOGETHER WITH GRIDWISE", "Presented by …", "In partnership with …") over the sponsor's
// heading, pitch and button, styled as the issue's own blocks. The label says what the box is.
import { eitherScript } from '../text/han';
import { firstTextOf } from './lines';
import { visibleLength } from './score';
import { SPONSOR_BOX_MAX_CHARS } from './tunables';

/** A sponsor's label at the head of a box. Not "Brought to you by": wires credit their stories so (L3S keeps it). */
const SPONSOR_LABEL = eitherScript(/^(?:together with|presented by|sponsored by|in partnership with|a message from|today'?s sponsor|from our sponsors?|赞助商|本期赞助)\b\s*[:：]?/i);

/**
 * Removes from the article copy each box whose first words are a sponsor's label (SPONSOR_LABEL) and that holds at
 * most SPONSOR_BOX_MAX_CHARS: the widest such box around the label, below the container. Returns their labels.
 */
export function removeSponsorBoxes(container: Element): string[] {
  const removed: string[] = [];
  const doc = container.ownerDocument;
  const labels: Text[] = [];
  const walker = doc.createTreeWalker(container, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const data = (node as Text).data.trim();
    if (data && data.length <= 80 && SPONSOR_LABEL.test(data)) labels.push(node as Text);
  }
  for (const label of labels) {
    if (!container.contains(label)) continue;
    let box: Element | null = null;
    for (let up = label.parentElement; up && up !== container; up = up.parentElement) {
      if (firstTextOf(up) !== label || visibleLength(up.textContent ?? '') > SPONSOR_BOX_MAX_CHARS) break;
      box = up;
    }
    // The label alone is no box: a sentence that opens "Presented by the council…" is the text's.
    if (!box || visibleLength(box.textContent ?? '') <= visibleLength(label.data) * 2) continue;
    removed.push(label.data.trim().slice(0, 60));
    box.parentNode?.removeChild(box);
  }
  return removed;
}
