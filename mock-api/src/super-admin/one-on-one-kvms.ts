import { KVM_DAYS, type OneOnOneKvms, type OneOnOnePeriod } from '@laurel/shared/contract';
import type { Store } from '../db/store';

const DAY_MS = 24 * 60 * 60 * 1000;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

interface Window {
  since: string;
  until: string;
}

const within = (at: string | null, { since, until }: Window) => at !== null && at > since && at <= until;

function period(store: Store, companyId: number, managers: Set<number>, window: Window): OneOnOnePeriod {
  const held = store
    .all('one_on_ones')
    .filter((row) => row.company_id === companyId && row.status === 'ended' && within(row.ended_at, window));
  const holding = new Set(held.map((row) => row.manager_id).filter((id) => managers.has(id)));
  return {
    managersHolding: holding.size,
    holdingRate: percent(holding.size, managers.size),
    meetingsHeld: held.length,
    talkingPointsCarried: held.reduce((sum, row) => sum + row.talking_points.filter((point) => !point.done).length, 0),
    goalsUpdated: store.all('goals').filter((goal) => goal.company_id === companyId && within(goal.updated_at, window))
      .length,
  };
}

/**
 * A company's one-on-ones over the last 30 days against the 30 before: how many of its managers held one,
 * how many meetings ended, how many talking points they left open (carried to the next meeting) and how
 * many goals moved.
 */
export function oneOnOneKvms(store: Store, companyId: number, now: number): OneOnOneKvms {
  const active = store.all('users').filter((user) => user.company_id === companyId && user.status === 'active');
  const activeIds = new Set(active.map((user) => user.id));
  const managers = new Set(
    active.map((user) => user.manager_id).filter((id): id is number => id !== null && activeIds.has(id)),
  );
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  return {
    managersWithReports: managers.size,
    current: period(store, companyId, managers, { since: at(KVM_DAYS), until: at(0) }),
    previous: period(store, companyId, managers, { since: at(2 * KVM_DAYS), until: at(KVM_DAYS) }),
  };
}
