// The engine's deadline (src/core/extract/deadline.ts): passed only after the budget, and cheap per call.
import { describe, expect, it } from 'vitest';
import { deadlineAt } from '../../../src/core/extract/deadline';
import { BUDGET_CHECK_EVERY, MAX_NODES_AFTER_BUDGET, MIN_TEXT_AFTER_BUDGET } from '../../../src/core/extract/tunables';

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

  it('a stage is done past the deadline once it holds a readable beginning, or after a bounded number of empty nodes', () => {
    let time = 0;
    const clock = () => time;
    const deadline = deadlineAt(0, 10, clock);
    for (let i = 0; i < BUDGET_CHECK_EVERY * 2; i++) expect(deadline.done(MIN_TEXT_AFTER_BUDGET)).toBe(false);
    time = 11;
    let calls = 0;
    while (!deadline.done(MIN_TEXT_AFTER_BUDGET)) calls++;
    expect(calls).toBeLessThan(BUDGET_CHECK_EVERY);

    const spent = deadlineAt(0, 10, clock);
    let emptyNodes = 0;
    while (!spent.done(MIN_TEXT_AFTER_BUDGET - 1)) emptyNodes++;
    // BUDGET_CHECK_EVERY calls to notice the spent budget, then MAX_NODES_AFTER_BUDGET nodes of grace.
    expect(emptyNodes).toBe(BUDGET_CHECK_EVERY - 1 + MAX_NODES_AFTER_BUDGET);
  });
});
