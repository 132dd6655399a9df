import { localDayOf, type CelebrationJobResult } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Notifier } from '../notifications/notification-writer';
import { runCelebrations } from '../celebrations/run-celebrations';
import { runReportSubscriptions } from '../subscriptions/run-report-subscriptions';
import { resetAllowancesIfDue } from '../company-settings/allowance-reset';
import { runUserSyncsDue } from '../user-sync/run-user-sync';
import { runOneOnOneReminders } from '../one-on-ones/one-on-one-reminders';
import { runFeedbackExpiryNotices } from '../feedback/feedback-expiry';

/** How often the scheduler looks whether a day has begun somewhere: every minute catches the half-hour zones. */
export const JOB_TICK_MS = 60_000;

export interface CompanyJobRun {
  companyId: number;
  celebrations: CelebrationJobResult;
}

export interface JobScheduler {
  /** Runs the daily jobs of each company where one of its people's days has begun since the last run. */
  runDue(): CompanyJobRun[];
  /** The company's job clock: the server's clock, moved forward only by the test clock. */
  clockOf(companyId: number): number;
  /** Moves one company's job clock forward to `moment` (never back), then runs what became due. */
  advanceTo(companyId: number, moment: number): CompanyJobRun[];
  /** Runs what is due now and then on every tick; the timer never keeps the process alive. */
  start(): void;
  stop(): void;
}

interface SchedulerOptions {
  store: Store;
  notifier: Notifier;
  now: () => number;
  tickMs?: number;
}

/**
 * The daily jobs on the clock (programs §3): each person's day is in their own time zone, so a company is due
 * whenever the day in one of its people's zones has changed since its last run — at start, then at each local
 * midnight. The job itself posts each person's day once, so running it again is harmless, only wasted work.
 *
 * Each company has its own job clock, which only the test clock moves: moving one company's day leaves every other
 * company's people, and everything else on the server (tokens, feeds, announcements), on the real clock.
 */
export function createJobScheduler({ store, notifier, now, tickMs = JOB_TICK_MS }: SchedulerOptions): JobScheduler {
  const ahead = new Map<number, number>();
  const lastDays = new Map<number, string>();
  let timer: NodeJS.Timeout | undefined;

  const clockOf = (companyId: number) => now() + (ahead.get(companyId) ?? 0);

  /** Each company's people's time zones, in one pass over the people rather than one per company. */
  const zonesByCompany = () => {
    const zones = new Map<number, Set<string | null | undefined>>();
    for (const user of store.all('users')) {
      const company = zones.get(user.company_id) ?? new Set();
      company.add(user.time_zone);
      zones.set(user.company_id, company);
    }
    return zones;
  };

  const runDue = () => {
    // Report e-mails fall due at an hour, not at a local midnight: looked at on every tick.
    runReportSubscriptions(store, clockOf);
    // So is an HR feed, a day after its last read.
    runUserSyncsDue(store, clockOf, { now });
    // And a one-on-one's reminder, on its company's clock.
    runOneOnOneReminders(store, clockOf, notifier);
    // And a feedback request about to expire.
    runFeedbackExpiryNotices(store, clockOf, notifier);
    const zones = zonesByCompany();
    return store.all('companies').flatMap((company): CompanyJobRun[] => {
      const moment = clockOf(company.id);
      const days = [...(zones.get(company.id) ?? [])]
        .map((zone) => `${zone ?? 'UTC'} ${localDayOf(moment, zone)}`)
        .join(',');
      if (lastDays.get(company.id) === days) return [];
      lastDays.set(company.id, days);
      // A new month or quarter in the company's zone refills everyone's allowance first.
      resetAllowancesIfDue(store, company, moment);
      // Whose day it is follows the job clock; the post is stamped when it is made, on the server's clock.
      const celebrations = runCelebrations(store, moment, { notifier, companyId: company.id, at: now() });
      return [{ companyId: company.id, celebrations }];
    });
  };

  return {
    runDue,
    clockOf,
    advanceTo(companyId, moment) {
      ahead.set(companyId, Math.max(ahead.get(companyId) ?? 0, moment - now()));
      return runDue().filter((run) => run.companyId === companyId);
    },
    start() {
      if (timer) return;
      runDue();
      timer = setInterval(runDue, tickMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
