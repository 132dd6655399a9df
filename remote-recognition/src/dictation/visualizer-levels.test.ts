import { barHeightOf, barsAfter, createRedrawThrottle, levelOf } from './visualizer-levels';

describe('the visualizer', () => {
  it('measures loudness as Int16 RMS, never under the floor of 50', () => {
    expect(levelOf(new Int16Array([1000, -1000, 1000, -1000]))).toBe(1000);
    expect(levelOf(new Int16Array([3, -4]))).toBe(50);
    expect(levelOf(new Int16Array(0))).toBe(50);
  });

  it('draws a level against the scale of 2000, capped at full height', () => {
    expect(barHeightOf(1000)).toBe(0.5);
    expect(barHeightOf(50)).toBe(0.025);
    expect(barHeightOf(10)).toBe(0.025);
    expect(barHeightOf(30_000)).toBe(1);
  });

  it('keeps 40 bars, newest last, padded with the floor', () => {
    const first = barsAfter([], 900);
    expect(first).toHaveLength(40);
    expect(first.slice(0, 39).every((bar) => bar === 50)).toBe(true);
    expect(first[39]).toBe(900);
    const many = Array.from({ length: 45 }, (_, index) => index * 10).reduce(barsAfter, [] as number[]);
    expect(many).toHaveLength(40);
    expect(many[0]).toBe(50);
    expect(many[39]).toBe(440);
  });

  it('redraws at most once every 50 ms', () => {
    const mayDraw = createRedrawThrottle();
    expect([0, 20, 49, 50, 99, 100, 180].map(mayDraw)).toEqual([true, false, false, true, false, true, true]);
  });
});
