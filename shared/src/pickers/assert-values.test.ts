import { assertDateValue, assertRangeValue } from './assert-values';
import { orderRange } from './date-range';

describe('value checks', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it('accepts a Date or null as a date value', () => {
    expect(() => assertDateValue(new Date())).not.toThrow();
    expect(() => assertDateValue(null)).not.toThrow();
  });

  it.each([undefined, '2025-03-01', 1740787200000, {}])('rejects %p as a date value', (value) => {
    expect(() => assertDateValue(value)).toThrow(TypeError);
  });

  it('accepts two-element lists of Date or null as range values', () => {
    expect(() => assertRangeValue([null, null])).not.toThrow();
    expect(() => assertRangeValue([new Date(), null])).not.toThrow();
    expect(() => assertRangeValue([new Date(), new Date()])).not.toThrow();
  });

  it.each([[null], [[]], [[new Date()]], [[null, null, null]], [new Date()], [[null, '2025-03-01']]])(
    'rejects %p as a range value',
    (value) => {
      expect(() => assertRangeValue(value)).toThrow(TypeError);
    },
  );

  it('checks nothing in production', () => {
    process.env.NODE_ENV = 'production';
    expect(() => assertRangeValue('not a range')).not.toThrow();
    expect(() => assertDateValue('not a date')).not.toThrow();
  });
});

describe('orderRange', () => {
  const early = new Date(2025, 0, 1);
  const late = new Date(2025, 5, 1);

  it('puts the earliest date first and leaves open ends alone', () => {
    expect(orderRange([late, early])).toEqual([early, late]);
    expect(orderRange([early, late])).toEqual([early, late]);
    expect(orderRange([late, null])).toEqual([late, null]);
    expect(orderRange([null, early])).toEqual([null, early]);
  });
});
