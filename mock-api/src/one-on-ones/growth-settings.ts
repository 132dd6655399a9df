import { DEFAULT_ONE_ON_ONE_SETTINGS, type OneOnOneSettings } from '@laurel/shared/contract';
import type { Company } from '../db/types';

/** The company's one-on-ones settings live on its row; a company never set up has the defaults. */
export type GrowthCompany = Company & { one_on_one_settings?: OneOnOneSettings };

export const oneOnOneSettingsOf = (company: Company): OneOnOneSettings =>
  (company as GrowthCompany).one_on_one_settings ?? DEFAULT_ONE_ON_ONE_SETTINGS;

const DAY_MS = 86_400_000;

/** The day (yyyy-mm-dd, UTC) `days` after `moment`. */
export const dayAfter = (moment: number, days: number): string =>
  new Date(moment + days * DAY_MS).toISOString().slice(0, 10);
