import { i18n } from '../i18n';

// In the page's language, read at each call: the reports re-render when the language changes.
const dateFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(i18n.language, options);

/** Programs §9: dates are formatted in UTC. */
export const formatDay = (iso: string) =>
  dateFormat({ timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
/** A week by its first day (yyyy-MM-dd). */
export const formatWeek = (day: string) =>
  dateFormat({ timeZone: 'UTC', month: 'short', day: 'numeric' }).format(new Date(`${day}T00:00:00.000Z`));
/** A month, yyyy-MM. */
export const formatMonth = (month: string) =>
  dateFormat({ timeZone: 'UTC', year: 'numeric', month: 'short' }).format(new Date(`${month}-01T00:00:00.000Z`));
export const formatNumber = (value: number) => value.toLocaleString(i18n.language);

export const currencyFormat = (isoCode: string) => {
  const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: isoCode });
  return (value: number) => format.format(value);
};
