import * as z from 'zod/mini';
import type { ApiErrorId } from '../contract/api-errors';
import { localDayOf } from '../programs/celebration-rules';

export const ALLOWANCE_RESET_PERIODS = ['monthly', 'quarterly'] as const;
export type AllowanceResetPeriod = (typeof ALLOWANCE_RESET_PERIODS)[number];

export const ALLOWANCE_MAX = 100_000;
export const RECIPIENTS_LIMIT_MAX = 500;

const error = (id: ApiErrorId) => ({ error: id });
const points = (id: ApiErrorId) => z.int(error(id)).check(z.minimum(0, error(id)), z.maximum(ALLOWANCE_MAX, error(id)));

/** `PATCH /admin/programs/settings`: what each person may give per period, and when it refills. */
export const programSettingsSchema = z.strictObject({
  allowanceAmount: points('allowance_amount_invalid'),
  resetPeriod: z.enum(ALLOWANCE_RESET_PERIODS, error('bad_request')),
  managerExtraAllowance: z.boolean(),
  managerExtraAmount: points('manager_extra_amount_invalid'),
});
export type ProgramSettingsUpdate = z.infer<typeof programSettingsSchema>;

/** `GET /admin/programs/settings`: the settings and the day the next refill happens (yyyy-mm-dd, company's zone). */
export interface ProgramSettings extends ProgramSettingsUpdate {
  nextResetDate: string;
}

const recipients = z
  .int(error('recipients_limit_invalid'))
  .check(
    z.minimum(1, error('recipients_limit_invalid')),
    z.maximum(RECIPIENTS_LIMIT_MAX, error('recipients_limit_invalid')),
  );

/**
 * `PATCH /admin/programs/peer_to_peer`: the giving rules `POST /bonuses` enforces. Null is no limit;
 * recognising oneself is never allowed and is no setting.
 */
export const givingRulesSchema = z
  .strictObject({
    maxPointsPerRecognition: z.nullable(
      z
        .int(error('max_points_invalid'))
        .check(z.minimum(1, error('max_points_invalid')), z.maximum(ALLOWANCE_MAX, error('max_points_invalid'))),
    ),
    minRecipients: recipients,
    maxRecipients: z.nullable(recipients),
  })
  .check(
    z.refine((rules) => rules.maxRecipients === null || rules.maxRecipients >= rules.minRecipients, {
      ...error('recipients_range_invalid'),
      path: ['maxRecipients'],
    }),
  );
export type GivingRules = z.infer<typeof givingRulesSchema>;

export const DEFAULT_PROGRAM_SETTINGS: ProgramSettingsUpdate = {
  allowanceAmount: 100,
  resetPeriod: 'monthly',
  managerExtraAllowance: false,
  managerExtraAmount: 0,
};

export const DEFAULT_GIVING_RULES: GivingRules = {
  maxPointsPerRecognition: null,
  minRecipients: 1,
  maxRecipients: null,
};

/** The allowance period a local day (yyyy-mm-dd) falls in: `2026-11` monthly, `2026-Q4` quarterly. */
export function allowancePeriodOf(day: string, period: AllowanceResetPeriod): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return period === 'monthly'
    ? `${year}-${String(month).padStart(2, '0')}`
    : `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
}

/** The first day of the next period after the moment's day in the zone: when the allowance refills. */
export function nextResetDate(
  moment: number,
  timeZone: string | null | undefined,
  period: AllowanceResetPeriod,
): string {
  const [year, month] = localDayOf(moment, timeZone).split('-').map(Number) as [number, number];
  const months = period === 'monthly' ? 1 : 3 - ((month - 1) % 3);
  const next = month - 1 + months;
  return `${year + Math.floor(next / 12)}-${String((next % 12) + 1).padStart(2, '0')}-01`;
}

/** What a person's allowance is: the company's, plus the managers' extra for people who manage someone. */
export const allowanceFor = (settings: ProgramSettingsUpdate, managesSomeone: boolean) =>
  settings.allowanceAmount + (managesSomeone && settings.managerExtraAllowance ? settings.managerExtraAmount : 0);
