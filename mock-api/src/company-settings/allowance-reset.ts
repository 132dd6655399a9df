import { allowanceFor, allowancePeriodOf, localDayOf } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Company, User } from '../db/types';
import { companyTimeZoneOf, programSettingsOf, type SettingsCompany } from './company-admin-settings';

/** The ids of the company's people whom someone reports to. */
const managerIdsOf = (people: readonly User[]) =>
  new Set(people.flatMap((person) => (person.manager_id === null ? [] : [person.manager_id])));

/** Each active person's allowance as the company's program settings make it now (the caller persists). */
export function applyAllowances(store: Store, company: Company): void {
  const settings = programSettingsOf(company);
  const people = store.all('users').filter((user) => user.company_id === company.id);
  const managers = managerIdsOf(people);
  for (const person of people) {
    if (person.status !== 'active' || person.user_mode === 'receiver') continue;
    person.monthly_allowance = allowanceFor(settings, managers.has(person.id));
  }
}

/**
 * The allowance refill on the company's job clock: once the period of its time zone's day changes, each
 * active person's giving balance becomes their allowance (what is left does not carry over). A company seen
 * for the first time starts at its current period, so starting the server refills nobody.
 */
export function resetAllowancesIfDue(store: Store, company: Company, moment: number): boolean {
  const target = company as SettingsCompany;
  const period = allowancePeriodOf(
    localDayOf(moment, companyTimeZoneOf(company)),
    programSettingsOf(company).resetPeriod,
  );
  if (target.allowance_period === undefined) {
    target.allowance_period = period;
    return false;
  }
  if (target.allowance_period === period) return false;
  target.allowance_period = period;
  applyAllowances(store, company);
  for (const person of store.all('users')) {
    if (person.company_id === company.id && person.status === 'active')
      person.giving_balance = person.monthly_allowance;
  }
  store.persist();
  return true;
}
