import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { RecognitionSettings } from '@laurel/shared/recognition';

export const COMPANY_SETTINGS_KEY = '/companies/show';

const fetchSettings = () =>
  v2Client.get<{ result: RecognitionSettings }>(COMPANY_SETTINGS_KEY).then((body) => body.result);

/** The company settings: the announcement form reads its chat integrations (recognition §3, §5). */
export const useCompanySettings = () => useSWR(COMPANY_SETTINGS_KEY, fetchSettings, QUERY_DEFAULTS);
