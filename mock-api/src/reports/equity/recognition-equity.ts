import {
  DEFAULT_MIN_GROUP_SIZE,
  EQUITY_DIMENSIONS,
  TENURE_BANDS,
  TENURE_BAND_START_YEARS,
  UNRECOGNISED_DAYS,
  reportDayStart,
  reportRangeEnd,
  type EquityBreakdown,
  type EquityDimension,
  type EquityFigures,
  type RecognitionEquity,
  type ReportRange,
  type TenureBand,
  type UnrecognisedTeam,
} from '@laurel/shared/contract';
import type { Bonus, Company, User } from '../../db/types';
import type { Store } from '../../db/store';
import { noFigures, withoutSmallSegments } from './equity-segments';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365.25 * DAY_MS;

export interface EquityData {
  company: EquityCompany;
  /** The company's users. */
  users: readonly User[];
  /** The company's recognitions. */
  bonuses: readonly Bonus[];
}

/** Who is counted: active people who can be recognised (an observer cannot). */
const countedPeople = (users: readonly User[]) =>
  users.filter((user) => user.status === 'active' && user.user_mode !== 'observer');

export function tenureBandOf(user: User, at: number): TenureBand {
  const started = Date.parse(user.start_date ?? user.created_at);
  const years = Number.isNaN(started) ? 0 : (at - started) / YEAR_MS;
  return [...TENURE_BANDS].reverse().find((band) => years >= TENURE_BAND_START_YEARS[band]) ?? 'under_1';
}

/** A company record may set its own minimum group size for analytics; absent is the default. */
export type EquityCompany = Company & { analytics_min_group_size?: number };

export function minGroupSizeOf({ analytics_min_group_size: size }: EquityCompany): number {
  return Number.isInteger(size) && size! > 0 ? size! : DEFAULT_MIN_GROUP_SIZE;
}

/** Recognitions and points each person received in the range. */
function receivedInRange(bonuses: readonly Bonus[], range: ReportRange) {
  const start = reportDayStart(range.start_date);
  const end = reportRangeEnd(range);
  const received = new Map<number, { recognitions: number; points: number }>();
  for (const bonus of bonuses) {
    const at = Date.parse(bonus.created_at);
    if (at < start || at >= end) continue;
    for (const id of new Set(bonus.receiver_ids)) {
      const figures = received.get(id) ?? { recognitions: 0, points: 0 };
      figures.recognitions += 1;
      figures.points += bonus.amount;
      received.set(id, figures);
    }
  }
  return received;
}

/** How recognition in `range` spread over the company's departments, locations, tenure bands and teams. */
export function recognitionEquity(
  { company, users, bonuses }: EquityData,
  range: ReportRange,
  now: number,
): RecognitionEquity {
  const people = countedPeople(users);
  const byId = new Map(users.map((user) => [user.id, user]));
  const received = receivedInRange(bonuses, range);
  const minGroupSize = minGroupSizeOf(company);
  const rangeEnd = reportRangeEnd(range);

  const figuresOf = (members: readonly User[]): EquityFigures =>
    members.reduce((figures, member) => {
      const got = received.get(member.id);
      return {
        people: figures.people + 1,
        recognised: figures.recognised + (got ? 1 : 0),
        recognitions: figures.recognitions + (got?.recognitions ?? 0),
        points: figures.points + (got?.points ?? 0),
      };
    }, noFigures());

  const segmentKey: Record<EquityDimension, (user: User) => { key: string; name: string } | null> = {
    department: (user) => named(user.custom_properties.department),
    location: (user) => named(user.custom_properties.location),
    tenure: (user) => {
      const band = tenureBandOf(user, rangeEnd);
      return { key: band, name: band };
    },
    team: (user) => {
      const manager = user.manager_id === null ? undefined : byId.get(user.manager_id);
      return manager ? { key: String(manager.id), name: manager.display_name } : null;
    },
  };

  const breakdownOf = (dimension: EquityDimension): EquityBreakdown => {
    const groups = new Map<string, { name: string; members: User[] }>();
    for (const person of people) {
      const segment = segmentKey[dimension](person);
      if (!segment) continue;
      const group = groups.get(segment.key) ?? { name: segment.name, members: [] };
      group.members.push(person);
      groups.set(segment.key, group);
    }
    const segments = [...groups].map(([key, { name, members }]) => ({ key, name, ...figuresOf(members) }));
    const { shown, hidden } = withoutSmallSegments(segments, minGroupSize);
    // Tenure bands read in their own order, youngest first.
    if (dimension === 'tenure') shown.sort((a, b) => bandIndex(a.key) - bandIndex(b.key));
    return { dimension, segments: shown, hiddenSegments: hidden };
  };

  const since = now - UNRECOGNISED_DAYS * DAY_MS;
  return {
    range,
    minGroupSize,
    company: figuresOf(people),
    breakdowns: EQUITY_DIMENSIONS.map(breakdownOf),
    unrecognised: unrecognisedByManager(people, bonuses, byId, since, now),
    unrecognisedSince: new Date(since).toISOString(),
  };
}

const bandIndex = (band: string) => (TENURE_BANDS as readonly string[]).indexOf(band);
const named = (value: string | undefined | null) => (value ? { key: value, name: value } : null);

/** People with nothing received after `since`, grouped by their manager; managers by name, nobody's last. */
function unrecognisedByManager(
  people: readonly User[],
  bonuses: readonly Bonus[],
  byId: ReadonlyMap<number, User>,
  since: number,
  now: number,
): UnrecognisedTeam[] {
  const lastReceived = new Map<number, string>();
  for (const bonus of bonuses) {
    if (Date.parse(bonus.created_at) > now) continue;
    for (const id of bonus.receiver_ids) {
      const last = lastReceived.get(id);
      if (!last || last < bonus.created_at) lastReceived.set(id, bonus.created_at);
    }
  }
  const teams = new Map<number | null, UnrecognisedTeam>();
  for (const person of people) {
    const last = lastReceived.get(person.id) ?? null;
    if (last !== null && Date.parse(last) > since) continue;
    const manager = person.manager_id === null ? undefined : byId.get(person.manager_id);
    const managerId = manager?.id ?? null;
    const team = teams.get(managerId) ?? {
      manager: manager ? { id: manager.id, name: manager.display_name } : null,
      people: [],
    };
    team.people.push({ id: person.id, name: person.display_name, slug: person.slug, lastRecognisedAt: last });
    teams.set(managerId, team);
  }
  for (const team of teams.values()) team.people.sort((a, b) => a.name.localeCompare(b.name));
  return [...teams.values()].sort(
    (a, b) =>
      Number(a.manager === null) - Number(b.manager === null) ||
      (a.manager?.name ?? '').localeCompare(b.manager?.name ?? ''),
  );
}

/** The equity report of one company of the store. */
export function companyEquity(store: Store, companyId: number, range: ReportRange, now: number): RecognitionEquity {
  const ofCompany = <Row extends { company_id: number }>(rows: readonly Row[]) =>
    rows.filter((row) => row.company_id === companyId);
  const company = store.all('companies').find((candidate) => candidate.id === companyId)!;
  return recognitionEquity(
    { company, users: ofCompany(store.all('users')), bonuses: ofCompany(store.all('bonuses')) },
    range,
    now,
  );
}
