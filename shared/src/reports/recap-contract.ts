import type { PermissionSubject } from '../permissions/permission-subject';

/** A recap covers the last 12 months unless `from` and `to` (yyyy-MM-dd) say otherwise. */
export const RECAP_DEFAULT_MONTHS = 12;
export const RECAP_TOP_VALUES = 5;

export interface RecapPerson {
  id: number;
  displayName: string;
}

export interface RecapRecognition {
  id: number;
  createdAt: string;
  giver: RecapPerson | null;
  receivers: RecapPerson[];
  /** The recognition's text as written (plain text; the page never renders it as markup). */
  reason: string;
  hashtags: string[];
  /** Points each receiver got. */
  amount: number;
}

export interface RecapValue {
  hashtag: string;
  count: number;
}

/** `GET /api/v2/recaps/{userId}?from&to`: a person's recognition recap (print views `/p/recap/*`). */
export interface Recap {
  person: RecapPerson & { department: string | null; managerName: string | null };
  /** yyyy-MM-dd, both days included. */
  from: string;
  to: string;
  received: RecapRecognition[];
  given: RecapRecognition[];
  totals: { recognitionsReceived: number; pointsReceived: number; recognitionsGiven: number; pointsGiven: number };
  topValues: RecapValue[];
}

/** Who may read a person's recap: the person themself, their manager, and global admins of their company. */
export const canReadRecap = (
  reader: Pick<PermissionSubject['user'], 'id' | 'global_admin'>,
  person: { id: number; managerId: number | null },
): boolean => reader.id === person.id || person.managerId === reader.id || reader.global_admin === true;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string | null | undefined): text is string =>
  typeof text === 'string' && DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

const dayOf = (moment: number) => new Date(moment).toISOString().slice(0, 10);

/** The recap's period from its query: unparsable or reversed values fall back to the last 12 months to today. */
export function recapPeriod(from: string | null | undefined, to: string | null | undefined, now: number) {
  const today = new Date(now);
  const fallback = {
    from: dayOf(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - RECAP_DEFAULT_MONTHS, today.getUTCDate() + 1)),
    to: dayOf(now),
  };
  const period = { from: isDay(from) ? from : fallback.from, to: isDay(to) ? to : fallback.to };
  return period.from <= period.to ? period : fallback;
}
