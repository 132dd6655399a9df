import type { EquitySegment } from '@laurel/shared/contract';
import { withoutSmallSegments } from './equity-segments';

const segment = (name: string, people: number): EquitySegment => ({
  key: name,
  name,
  people,
  recognised: 0,
  recognitions: 0,
  points: 0,
});
const names = (segments: EquitySegment[]) => segments.map((shown) => shown.name);

describe('the min-group-size rule', () => {
  it('hides each segment under the minimum and keeps the rest, largest first', () => {
    const { shown, hidden } = withoutSmallSegments(
      [segment('Sales', 5), segment('Legal', 2), segment('Engineering', 9), segment('Ops', 3)],
      5,
    );
    expect(names(shown)).toEqual(['Engineering', 'Sales']);
    expect(hidden).toBe(2);
  });

  it('hides the next smallest too when the hidden ones add up to fewer people than the minimum', () => {
    // Legal alone would be the company minus the shown segments.
    const { shown, hidden } = withoutSmallSegments(
      [segment('Sales', 6), segment('Legal', 2), segment('Engineering', 9), segment('Marketing', 5)],
      5,
    );
    expect(names(shown)).toEqual(['Engineering', 'Sales']);
    expect(hidden).toBe(2);
  });

  it('hides every segment when all of them are small', () => {
    expect(withoutSmallSegments([segment('Legal', 2), segment('Ops', 4)], 5)).toEqual({ shown: [], hidden: 2 });
  });

  it('hides nothing when every segment is large enough', () => {
    const { shown, hidden } = withoutSmallSegments([segment('Legal', 5), segment('Ops', 7)], 5);
    expect(names(shown)).toEqual(['Ops', 'Legal']);
    expect(hidden).toBe(0);
  });
});
