import type { AudienceGroupOption } from '@laurel/shared/contract';
import { allOptionsUsed, firstAttributeWithValuesLeft, valuesLeftFor } from './audience-options';

const option = (type: AudienceGroupOption['type'], key: string): AudienceGroupOption => ({ type, key, name: key });
const OPTIONS = [option('department', 'Sales'), option('department', 'Engineering'), option('location', 'Lisbon')];

describe('audience condition options (programs §5)', () => {
  it('offers a value once per attribute: not one another condition already uses', () => {
    const conditions = [
      { attr: 'department' as const, value: 'Sales' },
      { attr: 'department' as const, value: '' },
    ];
    expect(valuesLeftFor('department', OPTIONS, conditions, 1).map((o) => o.key)).toEqual(['Engineering']);
    expect(valuesLeftFor('department', OPTIONS, conditions, 0).map((o) => o.key)).toEqual(['Sales', 'Engineering']);
  });

  it('says when every option is used, so the add button hides', () => {
    const some = [{ attr: 'department' as const, value: 'Sales' }];
    expect(allOptionsUsed(OPTIONS, some)).toBe(false);
    const all = [
      ...some,
      { attr: 'department' as const, value: 'Engineering' },
      { attr: 'location' as const, value: 'Lisbon' },
    ];
    expect(allOptionsUsed(OPTIONS, all)).toBe(true);
  });

  it('starts a new condition on the first attribute with a value left', () => {
    const used = [
      { attr: 'department' as const, value: 'Sales' },
      { attr: 'department' as const, value: 'Engineering' },
    ];
    expect(firstAttributeWithValuesLeft(['department', 'location'], OPTIONS, used)).toBe('location');
    expect(firstAttributeWithValuesLeft(['department'], OPTIONS, used)).toBe('email');
  });
});
