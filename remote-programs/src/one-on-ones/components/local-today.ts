/** The reader's today (yyyy-MM-dd) on their own clock: a meeting is planned from today on. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "3:30 PM" for "15:30", as the reader's language writes a time of day. */
export const formatTime = (time: string, language: string) =>
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(`1970-01-01T${time}:00Z`),
  );
