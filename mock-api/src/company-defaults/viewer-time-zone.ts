import type { Company, User } from '../db/types';
import { companyTimeZoneOf } from '../company-settings/company-admin-settings';

/** The zone whose calendar a person's "today" and "this month" follow: their own, else their company's. */
export const viewerTimeZoneOf = (user: User, company: Company): string => user.time_zone || companyTimeZoneOf(company);
