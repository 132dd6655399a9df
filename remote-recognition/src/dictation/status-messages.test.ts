import { statusMessageAt } from './status-messages';

describe('statusMessageAt', () => {
  it('shows a message from second 2 to second 7 of each 10-second cycle', () => {
    expect([0, 1999, 2000, 6999, 7000, 9999].map((ms) => statusMessageAt('recording', ms))).toEqual([
      null,
      null,
      0,
      0,
      null,
      null,
    ]);
  });

  it('takes the next message of the set each cycle, wrapping: 10 while recording, 5 starting or stopping', () => {
    const shownAt = (phase: 'starting' | 'recording' | 'stopping', cycle: number) =>
      statusMessageAt(phase, cycle * 10_000 + 3000);
    expect([0, 1, 9, 10, 11].map((cycle) => shownAt('recording', cycle))).toEqual([0, 1, 9, 0, 1]);
    expect([0, 4, 5].map((cycle) => shownAt('starting', cycle))).toEqual([0, 4, 0]);
    expect([3, 5, 6].map((cycle) => shownAt('stopping', cycle))).toEqual([3, 0, 1]);
  });
});
