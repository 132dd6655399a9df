import type { TFunction } from 'i18next';

/** A moment in UTC, as the events' day filters read days in UTC. */
export const formatWhen = (t: TFunction, iso: string) =>
  t('dateTime', {
    value: new Date(iso),
    formatParams: { value: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } },
  });
