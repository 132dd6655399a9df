import { dateOfDay } from '../compose/announcement-draft';

/** A stored `YYYY-MM-DD` as the reader writes dates. */
export const dayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(dateOfDay(day));
