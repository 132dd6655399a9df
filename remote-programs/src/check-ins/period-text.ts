import type { CheckInPeriod } from '@laurel/shared/contract';

/** A period's first and last day in the reader's language ("Nov 23 – Nov 29, 2026"). */
export function periodText(language: string, { start, end }: CheckInPeriod): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return format.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
}
