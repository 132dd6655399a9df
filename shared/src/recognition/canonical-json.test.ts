import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('reads objects the same whatever the order of their keys, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { x: 0, y: 1 }] }, b: 1 }),
    );
  });

  it('keeps the order of lists and tells different values apart', () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ privacy: 'publicly_visible' })).not.toBe(canonicalJson({ privacy: 'privately_visible' }));
  });
});
