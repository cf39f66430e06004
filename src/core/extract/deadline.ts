// The engine's time budget, checked inside long stages (the scoring walk, the copy-out) and not only between
// them: on a 500,000-node page one stage alone ran for seconds past the budget (see docs/security.md).
import { BUDGET_CHECK_EVERY } from './tunables';

export interface Deadline {
  /** True once the budget is spent. Cheap enough to call per node: the clock is read every BUDGET_CHECK_EVERY calls. */
  passed(): boolean;
}

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** A deadline `budgetMs` after `startedAt`; once passed it stays passed. */
export function deadlineAt(startedAt: number, budgetMs: number, clock: () => number = now): Deadline {
  let calls = 0;
  let passed = false;
  return {
    passed() {
      if (passed) return true;
      if (++calls % BUDGET_CHECK_EVERY !== 0) return false;
      passed = clock() - startedAt > budgetMs;
      return passed;
    },
  };
}
