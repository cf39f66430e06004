// The engine's deadline (src/core/extract/deadline.ts): passed only after the budget, and cheap per call.
import { describe, expect, it } from 'vitest';
import { deadlineAt } from '../../../src/core/extract/deadline';
import { BUDGET_CHECK_EVERY } from '../../../src/core/extract/tunables';

describe('deadlineAt', () => {
  it('passes once the budget is spent, reading the clock once per BUDGET_CHECK_EVERY calls, and stays passed', () => {
    let time = 100;
    let reads = 0;
    const clock = () => {
      reads++;
      return time;
    };
    const deadline = deadlineAt(100, 50, clock);
    for (let i = 0; i < BUDGET_CHECK_EVERY * 4; i++) expect(deadline.passed()).toBe(false);
    expect(reads).toBe(4);
    time = 151;
    let calls = 0;
    while (!deadline.passed()) calls++;
    expect(calls).toBeLessThan(BUDGET_CHECK_EVERY);
    time = 0;
    expect(deadline.passed()).toBe(true);
  });
});
