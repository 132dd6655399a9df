import { useCompanyProfile } from '@laurel/shared';

/** Admin reports show moments in the company's time zone (company settings); UTC until it has chosen one. */
export const useCompanyTimeZone = () => useCompanyProfile()?.time_zone ?? 'UTC';
