// The engine's time budget, checked inside long stages (the scoring walk, the copy-out) and not only between
// them: on a 500,000-node page one stage alone ran for seconds past the budget (see docs/security.md).
import { BUDGET_CHECK_EVERY, MAX_NODES_AFTER_BUDGET, MIN_TEXT_AFTER_BUDGET } from './tunables';

export interface Deadline {
  /** True once the budget is spent. Cheap enough to call per node: the clock is read every BUDGET_CHECK_EVERY calls. */
  passed(): boolean;
  /**
   * Whether a long stage stops at this node: the budget is spent and it already holds a readable beginning
   * (`textSoFar` ≥ MIN_TEXT_AFTER_BUDGET), or MAX_NODES_AFTER_BUDGET more nodes went by without one. Without this,
   * a stage whose first step eats the budget (Chromium's first computed-style call restyles the whole page)
   * would stop with next to nothing.
   */
  done(textSoFar: number): boolean;
}

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** A deadline `budgetMs` after `startedAt`; once passed it stays passed. */
export function deadlineAt(startedAt: number, budgetMs: number, clock: () => number = now): Deadline {
  let calls = 0;
  let passed = false;
  let nodesAfter = 0;
  const deadline: Deadline = {
    passed() {
      if (passed) return true;
      if (++calls % BUDGET_CHECK_EVERY !== 0) return false;
      passed = clock() - startedAt > budgetMs;
      return passed;
    },
    done(textSoFar) {
      if (!deadline.passed()) return false;
      return textSoFar >= MIN_TEXT_AFTER_BUDGET || ++nodesAfter > MAX_NODES_AFTER_BUDGET;
    },
  };
  return deadline;
}
