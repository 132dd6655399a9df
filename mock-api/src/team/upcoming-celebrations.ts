import { isYearlyReturn, localDayOf, UPCOMING_CELEBRATION_DAYS, type TeamCelebration } from '@laurel/shared/contract';
import type { User } from '../db/types';

const DAY_MS = 86_400_000;

/**
 * A person's birthdays and work anniversaries from their own today over the next UPCOMING_CELEBRATION_DAYS days, on
 * the days the celebrations job would post them; none when they opted out of celebrations.
 */
export function upcomingCelebrations(person: User, now: number): TeamCelebration[] {
  if (person.recognition_preferences?.celebrations_opt_out) return [];
  const found: TeamCelebration[] = [];
  for (let offset = 0; offset < UPCOMING_CELEBRATION_DAYS; offset += 1) {
    const day = localDayOf(now + offset * DAY_MS, person.time_zone);
    if (person.birthday && isYearlyReturn(person.birthday, day))
      found.push({ kind: 'birthday', date: day, years: null });
    const years = person.start_date ? Number(day.slice(0, 4)) - Number(person.start_date.slice(0, 4)) : 0;
    if (person.start_date && years >= 1 && isYearlyReturn(person.start_date, day))
      found.push({ kind: 'work_anniversary', date: day, years });
  }
  return found;
}
