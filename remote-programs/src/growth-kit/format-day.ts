/** A day (yyyy-mm-dd) or a moment, as the reader's language writes a date. */
export const formatDay = (day: string, language: string) =>
  new Date(day.length === 10 ? `${day}T12:00:00Z` : day).toLocaleDateString(language, { dateStyle: 'long' });
