import { useTranslation } from 'react-i18next';

/** A yyyy-MM-dd day in the reader's language ("Nov 30, 2026"). */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}
