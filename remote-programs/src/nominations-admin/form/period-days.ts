/** The form picks days; the API keeps instants. A day starts at the reader's local midnight. */
const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-MM-dd` of the local day the instant falls on. */
export function dayOf(instant: string | number): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local midnight starting a `yyyy-MM-dd` day, `daysLater` days on; null for anything that is not a day. */
export function instantOfDay(day: string, daysLater = 0): string | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + daysLater);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A period ends at an instant; the form shows the last day it is open, the day before that instant. */
export const lastOpenDayOf = (endDate: string) => dayOf(Date.parse(endDate) - 1);
