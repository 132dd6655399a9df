import type { TFunction } from 'i18next';
import { lastOpenDayOf } from '../form/period-days';

/** "Nov 3, 2026 – Nov 17, 2026", or "From Nov 3, 2026, no end date": the days nominations are open. */
export function periodDatesText(
  t: TFunction,
  language: string,
  { startDate, endDate }: { startDate: string; endDate: string | null },
) {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const start = format.format(new Date(startDate));
  if (endDate === null) return t('dates.openEnded', { start });
  const lastDay = new Date(`${lastOpenDayOf(endDate)}T00:00`);
  return t('dates.range', { start, end: format.format(lastDay < new Date(startDate) ? new Date(startDate) : lastDay) });
}
