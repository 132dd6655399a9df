/** Programs §9: dates are formatted in UTC. */
const dayFormat = new Intl.DateTimeFormat('en', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
const weekFormat = new Intl.DateTimeFormat('en', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en', { timeZone: 'UTC', year: 'numeric', month: 'short' });

export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
/** A week by its first day (yyyy-MM-dd). */
export const formatWeek = (day: string) => weekFormat.format(new Date(`${day}T00:00:00.000Z`));
/** A month, yyyy-MM. */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00.000Z`));
export const formatNumber = (value: number) => value.toLocaleString('en');

export const currencyFormat = (isoCode: string) => {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: isoCode });
  return (value: number) => format.format(value);
};
