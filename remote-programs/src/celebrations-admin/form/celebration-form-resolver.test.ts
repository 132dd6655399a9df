import type { ResolverOptions } from 'react-hook-form';
import { celebrationFormResolver } from './celebration-form-resolver';
import { newCelebrationValues, type CelebrationFormValues } from './celebration-form-values';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<CelebrationFormValues>;
const messagesOf = async (type: Parameters<typeof celebrationFormResolver>[0], values: CelebrationFormValues) => {
  const { errors } = await celebrationFormResolver(type)(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
};

describe('celebrationFormResolver', () => {
  it('accepts a new celebration of each personal type at its defaults', async () => {
    for (const type of ['birthday', 'new_hire', 'welcome', 'work_anniversary'] as const)
      expect(await messagesOf(type, newCelebrationValues(type))).toEqual({});
  });

  it('puts each broken rule at its field as a catalogue id', async () => {
    const values = { ...newCelebrationValues('birthday'), name: ' ', amount: Number.NaN, reason: 'x'.repeat(501) };
    expect(await messagesOf('birthday', values)).toEqual({
      name: 'celebration_name_required',
      amount: 'celebration_amount_invalid',
      reason: 'celebration_reason_too_long',
    });
  });

  it('asks a work anniversary with custom amounts for year mappings, each a valid year once', async () => {
    const custom = {
      ...newCelebrationValues('work_anniversary'),
      workAnniversaryPointSetting: 'onlySpecificYears' as const,
    };
    expect(await messagesOf('work_anniversary', custom)).toEqual({
      yearAmountMappings: 'celebration_year_mappings_invalid',
    });
    const twice = {
      ...custom,
      yearAmountMappings: [
        { yearThreshold: 5, amount: 500 },
        { yearThreshold: 5, amount: 600 },
      ],
    };
    expect(await messagesOf('work_anniversary', twice)).toEqual({
      yearAmountMappings: 'celebration_year_mappings_invalid',
    });
    const empty = { ...custom, yearAmountMappings: [{ yearThreshold: Number.NaN, amount: 100 }] };
    expect(await messagesOf('work_anniversary', empty)).toEqual({
      yearAmountMappings: 'celebration_year_mappings_invalid',
    });
    expect(
      await messagesOf('work_anniversary', { ...custom, yearAmountMappings: [{ yearThreshold: 5, amount: 500 }] }),
    ).toEqual({});
  });

  it('asks an own-date celebration for its day', async () => {
    expect(await messagesOf('wellness', { ...newCelebrationValues('wellness'), name: 'Wellness' })).toEqual({
      celebrationDate: 'celebration_date_invalid',
    });
    expect(
      await messagesOf('wellness', { ...newCelebrationValues('wellness'), celebrationDate: '2026-06-01' }),
    ).toEqual({});
  });
});
