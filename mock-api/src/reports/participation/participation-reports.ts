import {
  previousReportRange,
  type GivingAndReceiving,
  type ManagersAndTeams,
  type ParticipationComparison,
  type ParticipationOptions,
  type ParticipationSummary,
  type ReportFilters,
} from '@laurel/shared/contract';
import type { Bonus, User } from '../../db/types';
import {
  countedPeople,
  departmentFigures,
  nextMonday,
  nextMonth,
  participationFigures,
  peoplePage,
  recognitionsIn,
  splitRange,
} from './participation-figures';

export interface ParticipationData {
  users: readonly User[];
  bonuses: readonly Bonus[];
}

const rangeOf = ({ start_date, end_date }: ReportFilters) => ({ start_date, end_date });

export function givingAndReceiving(
  { users, bonuses }: ParticipationData,
  companyId: number,
  filters: ReportFilters,
  page: number,
): GivingAndReceiving {
  const people = countedPeople(users, companyId, filters);
  const recognitions = recognitionsIn(bonuses, companyId, filters);
  return {
    range: rangeOf(filters),
    totals: participationFigures(people, recognitions),
    weeks: splitRange(filters, nextMonday).map((week) => ({
      weekStart: week.start_date,
      ...participationFigures(people, recognitionsIn(recognitions, companyId, week)),
    })),
    departments: departmentFigures(people, recognitions),
    people: peoplePage(people, recognitions, page),
  };
}

export function managersAndTeams(
  { users, bonuses }: ParticipationData,
  companyId: number,
  filters: ReportFilters,
): ManagersAndTeams {
  const people = countedPeople(users, companyId, filters);
  const recognitions = recognitionsIn(bonuses, companyId, filters);
  const managers = countedPeople(users, companyId, {}).filter((user) => user.is_manager);
  const teams = managers.flatMap((manager) => {
    const team = people.filter((person) => person.manager_id === manager.id);
    if (team.length === 0) return [];
    return [
      {
        managerId: manager.id,
        manager: manager.display_name,
        department: manager.custom_properties.department,
        ...participationFigures(team, recognitions),
      },
    ];
  });
  return { range: rangeOf(filters), teams: teams.sort((a, b) => a.manager.localeCompare(b.manager, 'en')) };
}

export function participationComparison(
  { users, bonuses }: ParticipationData,
  companyId: number,
  filters: ReportFilters,
): ParticipationComparison {
  const people = countedPeople(users, companyId, filters);
  const previousRange = previousReportRange(filters);
  const recognitions = recognitionsIn(bonuses, companyId, filters);
  return {
    range: rangeOf(filters),
    previousRange,
    current: participationFigures(people, recognitions),
    previous: participationFigures(people, recognitionsIn(bonuses, companyId, previousRange)),
    departments: departmentFigures(people, recognitions),
  };
}

export function participationSummary(
  { users, bonuses }: ParticipationData,
  companyId: number,
  filters: ReportFilters,
): ParticipationSummary {
  const people = countedPeople(users, companyId, filters);
  const recognitions = recognitionsIn(bonuses, companyId, filters);
  return {
    range: rangeOf(filters),
    totals: participationFigures(people, recognitions),
    months: splitRange(filters, nextMonth).map((month) => ({
      month: month.start_date.slice(0, 7),
      ...participationFigures(people, recognitionsIn(recognitions, companyId, month)),
    })),
    departments: departmentFigures(people, recognitions),
  };
}

export function participationOptions({ users }: ParticipationData, companyId: number): ParticipationOptions {
  const people = countedPeople(users, companyId, {});
  const distinct = (values: (string | undefined)[]) =>
    [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) => a.localeCompare(b, 'en'));
  const managerIds = new Set(people.map((person) => person.manager_id));
  return {
    departments: distinct(people.map((person) => person.custom_properties.department)),
    locations: distinct(people.map((person) => person.custom_properties.location)),
    teams: people
      .filter((person) => person.is_manager && managerIds.has(person.id))
      .map((manager) => ({ id: manager.id, name: manager.display_name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  };
}
