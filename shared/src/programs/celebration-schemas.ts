import * as z from 'zod/mini';
import { INCENTIVE_VISIBILITIES } from './incentive-contract';
import { audienceConditionSchema } from './incentive-schemas';
import {
  CELEBRATION_STATES,
  CELEBRATION_TYPES,
  MANUAL_GIVE_USERS_MAX,
  RECEIVING_RULES_GROUP_TYPES,
  WORK_ANNIVERSARY_POINT_SETTINGS,
} from './celebration-contract';

const yearAmountMappingSchema = z.object({ yearThreshold: z.number(), amount: z.number() });

/** Each field's own shape; what is left out of a new celebration comes from its type's defaults (`celebrationDefaults`). */
const celebrationFields = {
  name: z.string(),
  giverId: z.nullable(z.int()),
  headline: z.string(),
  amount: z.nullable(z.number()),
  includeBenefactors: z.boolean(),
  reason: z.string(),
  state: z.enum(CELEBRATION_STATES),
  visibility: z.enum(INCENTIVE_VISIBILITIES),
  workAnniversaryPointSetting: z.enum(WORK_ANNIVERSARY_POINT_SETTINGS),
  yearAmountMappings: z.array(yearAmountMappingSchema).check(z.maxLength(200)),
  receivingRulesGroup: z.nullable(
    z.object({
      groupType: z.enum(RECEIVING_RULES_GROUP_TYPES),
      conditions: z.array(audienceConditionSchema).check(z.maxLength(200)),
    }),
  ),
  celebrationDate: z.nullable(z.string()),
};

/** `PATCH /admin/celebrations/{id}`: any of the fields, each left out kept as stored; deactivation sends `state`. */
export const celebrationUpdateSchema = z.partial(z.object(celebrationFields));
export type CelebrationUpdate = z.infer<typeof celebrationUpdateSchema>;

/** `POST /admin/celebrations` (the form of `new/{type}`): the type and any of the fields. */
export const celebrationCreateSchema = z.object({
  type: z.enum(CELEBRATION_TYPES),
  ...z.partial(z.object(celebrationFields)).shape,
});
export type CelebrationCreate = z.infer<typeof celebrationCreateSchema>;

/** `POST /admin/celebrations/manually_give`: the celebration posted now for these people. */
export const celebrationManualGiveSchema = z.object({
  celebrationId: z.int().check(z.positive()),
  userIds: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(MANUAL_GIVE_USERS_MAX)),
});
export type CelebrationManualGive = z.infer<typeof celebrationManualGiveSchema>;

/** `PATCH /admin/celebrations_report/{id}`. */
export const celebrationExportPatchSchema = z.object({ downloaded: z.literal(true) });
