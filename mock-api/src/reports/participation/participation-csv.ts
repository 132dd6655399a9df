import type { ReportFilters } from '@laurel/shared/contract';
import { countedPeople, recognitionsIn } from './participation-figures';
import { participationSummary, type ParticipationData } from './participation-reports';

type Cell = string | number;

/** The `participation` CSV: every counted person with what they gave and received in the range. */
export function participationCsvRows(data: ParticipationData, companyId: number, filters: ReportFilters): Cell[][] {
  const people = countedPeople(data.users, companyId, filters);
  const recognitions = recognitionsIn(data.bonuses, companyId, filters);
  const count = (matches: (bonus: (typeof recognitions)[number], id: number) => boolean, id: number) =>
    recognitions.filter((bonus) => matches(bonus, id)).length;
  return [
    ['user', 'email', 'department', 'start_date', 'end_date', 'recognitions_given', 'recognitions_received'],
    ...people.map((person) => [
      person.display_name,
      person.email,
      person.custom_properties.department,
      filters.start_date,
      filters.end_date,
      count((bonus, id) => bonus.giver_id === id, person.id),
      count((bonus, id) => bonus.receiver_ids.includes(id), person.id),
    ]),
  ];
}

/** The `participation_summary` CSV: one row a month of the range. */
export function participationSummaryCsvRows(
  data: ParticipationData,
  companyId: number,
  filters: ReportFilters,
): Cell[][] {
  const { months } = participationSummary(data, companyId, filters);
  return [
    ['month', 'people', 'givers', 'giver_share_percent', 'receivers', 'receiver_share_percent', 'recognitions'],
    ...months.map((month) => [
      month.month,
      month.people,
      month.givers,
      month.giverShare,
      month.receivers,
      month.receiverShare,
      month.recognitions,
    ]),
  ];
}
