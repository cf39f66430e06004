// A sponsor's section set in the article: newsletters published on the web (Beehiiv, Morning Brew, TLDR) open each
// paid slot with a label ("TOGETHER WITH GRIDWISE", "Presented by …", "In partnership with …") over the sponsor's
// heading, pitch and button, styled as the issue's own blocks. The label says what the box is.
import { eitherScript } from '../text/han';
import { firstTextOf } from './lines';
import { visibleLength } from './score';
import { SPONSOR_BOX_MAX_CHARS } from './tunables';

/** A sponsor's label at the head of a box. Not "Brought to you by": wires credit their stories so (L3S keeps it). */
const SPONSOR_LABEL = eitherScript(/^(?:together with|presented by|sponsored by|in partnership with|a message from|today'?s sponsor|from our sponsors?|赞助商|本期赞助)\b\s*[:：]?/i);

/** Whether a short text is a sponsor's label (SPONSOR_LABEL). */
export function isSponsorLabel(text: string): boolean {
  return text.length <= 80 && SPONSOR_LABEL.test(text);
}

/**
 * Removes from the article copy each box whose first words are a sponsor's label and that holds at most
 * SPONSOR_BOX_MAX_CHARS: the widest such box around the label, below the container. `labels` are the container's
 * short text nodes that pass isSponsorLabel, collected on removeRelatedCards' walk. Returns their labels.
 */
export function removeSponsorBoxes(container: Element, labels: readonly Text[]): string[] {
  const removed: string[] = [];
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
