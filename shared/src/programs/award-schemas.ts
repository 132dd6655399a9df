import * as z from 'zod/mini';
import { BONUS_PRIVACIES } from '../recognition/bonus-contract';
import { CONDITIONS_OPERATORS, INCENTIVE_VISIBILITIES } from './incentive-contract';
import { audienceConditionSchema } from './incentive-schemas';
import { AWARD_PERIOD_TYPES, AWARD_STATES } from './award-contract';

const ids = z.array(z.int().check(z.positive())).check(z.maxLength(50));

/** Each field's own shape, without the defaults a new award's form fills in. */
const awardFields = {
  name: z.string(),
  title: z.string(),
  description: z.string(),
  amount: z.number(),
  amountEditable: z.boolean(),
  message: z.string(),
  messageEditable: z.boolean(),
  visibility: z.enum(INCENTIVE_VISIBILITIES),
  visibilityEditable: z.boolean(),
  budgetPerPeriod: z.optional(z.nullable(z.number())),
  periodType: z.optional(z.nullable(z.enum(AWARD_PERIOD_TYPES))),
  conditions: z.array(audienceConditionSchema).check(z.maxLength(50)),
  conditionsOperator: z.enum(CONDITIONS_OPERATORS),
  giverIds: ids,
  approvalLevels: z.array(ids).check(z.maxLength(10)),
  state: z.enum(AWARD_STATES),
};

/**
 * The manual award admin form (programs §3), camel case. Only the shape is checked here;
 * `validateAwardForm` holds the rules the form shows under its fields.
 */
export const awardFormSchema = z.object({
  ...awardFields,
  title: z._default(awardFields.title, ''),
  description: z._default(awardFields.description, ''),
  amountEditable: z._default(awardFields.amountEditable, false),
  message: z._default(awardFields.message, ''),
  messageEditable: z._default(awardFields.messageEditable, true),
  visibility: z._default(awardFields.visibility, 'publicly_visible'),
  visibilityEditable: z._default(awardFields.visibilityEditable, false),
  conditions: z._default(awardFields.conditions, []),
  conditionsOperator: z._default(awardFields.conditionsOperator, 'and'),
  giverIds: z._default(awardFields.giverIds, []),
  approvalLevels: z._default(awardFields.approvalLevels, []),
  state: z._default(awardFields.state, 'active'),
});
export type AwardForm = z.infer<typeof awardFormSchema>;

/**
 * `PATCH /admin/awards/awards/{id}`: any of the fields, each left out kept as stored (no defaults);
 * deactivation sends `{ state: 'inactive' }`.
 */
export const awardUpdateSchema = z.partial(
  z.object({
    ...awardFields,
    /** Takes the icon away (a new icon file replaces it instead). */
    removeIcon: z.boolean(),
  }),
);
export type AwardUpdate = z.infer<typeof awardUpdateSchema>;

/**
 * `POST /bonuses` with an award (recognition §3): the reason, its recipient tokens, and the award's
 * fields. `amount` counts only where the award's amount is editable, `privacy` where its visibility is.
 */
export const awardGiveBodySchema = z.object({
  bonus: z.object({
    award_id: z.int().check(z.positive()),
    giver_id: z.optional(z.nullable(z.int())),
    hide_giver: z._default(z.boolean(), false),
    reason: z._default(z.string(), ''),
    reason_tokens: z.nullish(z.array(z.record(z.string(), z.unknown())).check(z.maxLength(500))),
    privacy: z.nullish(z.enum(BONUS_PRIVACIES)),
    amount: z.nullish(z.number()),
  }),
});
export type AwardGiveBody = z.infer<typeof awardGiveBodySchema>;
