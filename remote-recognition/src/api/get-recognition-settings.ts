import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { RecognitionSettings } from '@laurel/shared/recognition';

export const RECOGNITION_SETTINGS_KEY = '/companies/show';

const fetchSettings = () =>
  v2Client.get<{ result: RecognitionSettings }>(RECOGNITION_SETTINGS_KEY).then((body) => body.result);

/** The company settings the composer follows (spec §3). */
export const useRecognitionSettings = () => useSWR(RECOGNITION_SETTINGS_KEY, fetchSettings, QUERY_DEFAULTS);
