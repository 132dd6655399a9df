import type { Company, User } from '../db/types';

/** Company settings' time zone, stored beside the company by the settings page; absent reads as UTC. */
const companyTimeZone = (company: Company) => (company as Company & { time_zone?: string }).time_zone ?? 'UTC';

/** What a person created without their own locale and time zone (import, HR feed, invitation) starts with. */
export const personDefaultsOf = (company: Company): Pick<User, 'locale' | 'time_zone'> => ({
  locale: company.locale,
  time_zone: companyTimeZone(company),
});

/** The session's locale: the person's own, or their company's when they have none. */
export const sessionLocaleOf = (user: User, company: Company) => user.locale || company.locale;
