import * as z from 'zod/mini';
import {
  APPROVAL_NOTE_MAX_LENGTH,
  AUDIENCE_ATTRIBUTES,
  BULK_USERS_CHUNK,
  CLAIM_LIMIT_MODES,
  CONDITIONS_OPERATORS,
  INCENTIVE_PERIOD_TYPES,
  INCENTIVE_STATES,
  INCENTIVE_SUMMARY_PAGE_SIZE,
  INCENTIVE_SUMMARY_PAGE_SIZE_MAX,
  INCENTIVE_VISIBILITIES,
} from './incentive-contract';

/** A string of digits or a number, as forms and query strings send ids. */
const positiveId = z.pipe(
  z.union([z.int().check(z.positive()), z.string().check(z.regex(/^[1-9]\d{0,9}$/))]),
  z.transform(Number),
);
const optionalCount = z.optional(z.nullable(z.int().check(z.gte(0))));

export const audienceConditionSchema = z.object({
  attr: z.enum(AUDIENCE_ATTRIBUTES),
  value: z.string().check(z.maxLength(255)),
});

/**
 * The admin form's fields (programs §3), in the camel case admin calls send. Only the shape is checked
 * here; `validateIncentiveForm` holds the rules of §5 that the form shows under its fields.
 */
export const incentiveFormSchema = z.object({
  name: z.string(),
  description: z._default(z.string(), ''),
  requireProof: z._default(z.boolean(), false),
  conditions: z._default(z.array(audienceConditionSchema).check(z.maxLength(50)), []),
  conditionsOperator: z._default(z.enum(CONDITIONS_OPERATORS), 'and'),
  claimLimitMode: z._default(z.enum(CLAIM_LIMIT_MODES), 'unlimited'),
  amount: z.number(),
  userClaimLimit: optionalCount,
  periodType: z.optional(z.nullable(z.enum(INCENTIVE_PERIOD_TYPES))),
  claimLimitQuantity: optionalCount,
  /** Units of stock; none means it never runs out. */
  quantity: optionalCount,
  message: z._default(z.string(), ''),
  visibility: z._default(z.enum(INCENTIVE_VISIBILITIES), 'publicly_visible'),
  requireApproval: z._default(z.boolean(), false),
  approvalLevels: z._default(
    z.array(z.array(z.int().check(z.positive())).check(z.maxLength(50))).check(z.maxLength(10)),
    [],
  ),
  state: z._default(z.enum(INCENTIVE_STATES), 'active'),
  linkText: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  linkUrl: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  /** Takes the icon away (a new icon file replaces it instead). */
  removeIcon: z.optional(z.boolean()),
});
export type IncentiveForm = z.infer<typeof incentiveFormSchema>;

/** `PATCH /admin/incentives/{id}`: any of the form's fields; deactivation sends `{ state: 'inactive' }`. */
export const incentiveUpdateSchema = z.partial(incentiveFormSchema);
export type IncentiveUpdate = z.infer<typeof incentiveUpdateSchema>;

/** The fields a change named: a partial schema still fills its defaults in for the fields left out. */
export const namedFieldsOf = <T extends object>(parsed: T, body: object): Partial<T> =>
  Object.fromEntries(Object.entries(parsed).filter(([field]) => Object.hasOwn(body, field))) as Partial<T>;

/** `POST /approval_requests` (programs §7): form data in the regular flow, JSON from an announcement. */
export const claimRequestSchema = z.object({
  award_id: positiveId,
  claim_reason: z._default(z.string(), ''),
  giver_id: z.optional(z.union([positiveId, z.literal('')])),
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

export const approvalDecisionSchema = z.object({
  note: z._default(z.string().check(z.maxLength(APPROVAL_NOTE_MAX_LENGTH)), ''),
});

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const idList = z.pipe(
  z.optional(z.union([z.array(z.string()), z.string()])),
  z.transform((value) =>
    value === undefined ? [] : ([] as string[]).concat(value).flatMap((part) => part.split(',')),
  ),
);

/** `GET /admin/incentives/summary` and its CSV (programs §7, §9). */
export const incentiveSummaryQuerySchema = z.object({
  award_ids: idList,
  start_date: z.optional(isoDay),
  end_date: z.optional(isoDay),
  page_number: z._default(z.string(), '1'),
  page_size: z._default(z.string(), String(INCENTIVE_SUMMARY_PAGE_SIZE)),
  sort_order: z._default(z.enum(['asc', 'desc']), 'desc'),
});
export type IncentiveSummaryQuery = z.infer<typeof incentiveSummaryQuerySchema>;
export { INCENTIVE_SUMMARY_PAGE_SIZE_MAX };

/** `POST /user_management/users/search`: a name or e-mail, and/or audience conditions (not both lists). */
export const userSearchSchema = z
  .object({
    search: z._default(z.string().check(z.maxLength(200)), ''),
    or_conditions: z.optional(z.array(audienceConditionSchema).check(z.maxLength(50))),
    and_conditions: z.optional(z.array(audienceConditionSchema).check(z.maxLength(50))),
  })
  .check(z.refine((body) => !(body.or_conditions && body.and_conditions)));
export type UserSearch = z.infer<typeof userSearchSchema>;

/** `POST /user_management/users/bulk`: ids in chunks of at most 1000 (programs §9). */
export const bulkUsersSchema = z.object({
  user_ids: z.array(positiveId).check(z.maxLength(BULK_USERS_CHUNK)),
});
