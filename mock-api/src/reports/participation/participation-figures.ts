import {
  PARTICIPATION_PAGE_SIZE,
  reportDayStart,
  reportRangeEnd,
  toReportDay,
  type DepartmentParticipation,
  type ParticipationFigures,
  type ParticipationPage,
  type PersonParticipation,
  type ReportFilters,
  type ReportRange,
} from '@laurel/shared/contract';
import type { Bonus, User } from '../../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The company's active people the filters count: a department, a location, a manager's direct reports. */
export function countedPeople(
  users: readonly User[],
  companyId: number,
  filters: Pick<ReportFilters, 'department' | 'location' | 'team'>,
): User[] {
  return users.filter(
    (user) =>
      user.company_id === companyId &&
      user.status === 'active' &&
      (filters.department === undefined || user.custom_properties.department === filters.department) &&
      (filters.location === undefined || user.custom_properties.location === filters.location) &&
      (filters.team === undefined || user.manager_id === filters.team),
  );
}

/** The company's recognitions given on the range's days (UTC). */
export function recognitionsIn(bonuses: readonly Bonus[], companyId: number, range: ReportRange): Bonus[] {
  const start = reportDayStart(range.start_date);
  const end = reportRangeEnd(range);
  return bonuses.filter((bonus) => {
    const at = Date.parse(bonus.created_at);
    return bonus.company_id === companyId && at >= start && at < end;
  });
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** How many of `people` gave and received among `recognitions`; recognitions are those they gave. */
export function participationFigures(people: readonly User[], recognitions: readonly Bonus[]): ParticipationFigures {
  const giverIds = new Set(recognitions.map((bonus) => bonus.giver_id));
  const receiverIds = new Set(recognitions.flatMap((bonus) => bonus.receiver_ids));
  const counted = new Set(people.map((person) => person.id));
  const givers = people.filter((person) => giverIds.has(person.id)).length;
  const receivers = people.filter((person) => receiverIds.has(person.id)).length;
  return {
    people: people.length,
    givers,
    receivers,
    giverShare: share(givers, people.length),
    receiverShare: share(receivers, people.length),
    recognitions: recognitions.filter((bonus) => counted.has(bonus.giver_id)).length,
  };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

export function departmentFigures(people: readonly User[], recognitions: readonly Bonus[]): DepartmentParticipation[] {
  const departments = [...new Set(people.map((person) => person.custom_properties.department))].sort(byName);
  return departments.map((department) => ({
    department,
    ...participationFigures(
      people.filter((person) => person.custom_properties.department === department),
      recognitions,
    ),
  }));
}

/** The range cut into calendar pieces: each piece starts at `pieceStart` of a day and ends before the next. */
export function splitRange(range: ReportRange, nextPieceStart: (day: Date) => Date): ReportRange[] {
  const pieces: ReportRange[] = [];
  const last = reportDayStart(range.end_date);
  for (let start = reportDayStart(range.start_date); start <= last;) {
    const next = nextPieceStart(new Date(start)).getTime();
    pieces.push({
      start_date: toReportDay(new Date(start)),
      end_date: toReportDay(new Date(Math.min(next - DAY_MS, last))),
    });
    start = next;
  }
  return pieces;
}

/** Weeks run Monday to Sunday. */
export const nextMonday = (day: Date) => new Date(day.getTime() + (7 - ((day.getUTCDay() + 6) % 7)) * DAY_MS);

export const nextMonth = (day: Date) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));

/** One page of the people, by name, with what each gave and received. */
export function peoplePage(
  people: readonly User[],
  recognitions: readonly Bonus[],
  page: number,
): ParticipationPage<PersonParticipation> {
  const given = new Map<number, number>();
  const received = new Map<number, number>();
  for (const bonus of recognitions) {
    given.set(bonus.giver_id, (given.get(bonus.giver_id) ?? 0) + 1);
    for (const id of bonus.receiver_ids) received.set(id, (received.get(id) ?? 0) + 1);
  }
  const pageCount = Math.max(1, Math.ceil(people.length / PARTICIPATION_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = [...people]
    .sort((a, b) => byName(a.display_name, b.display_name) || a.id - b.id)
    .slice((current - 1) * PARTICIPATION_PAGE_SIZE, current * PARTICIPATION_PAGE_SIZE)
    .map((person) => ({
      id: person.id,
      name: person.display_name,
      department: person.custom_properties.department,
      given: given.get(person.id) ?? 0,
      received: received.get(person.id) ?? 0,
    }));
  return { rows, page: current, pageCount, total: people.length };
}
