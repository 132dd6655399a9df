import * as z from 'zod/mini';
import { audienceConditionSchema } from './incentive-schemas';
import {
  NOMINATION_PERIOD_VISIBILITIES,
  NOMINATION_PERIODS_PAGE_SIZE,
  RULES_GROUP_TYPES,
  type NominationRulesGroup,
} from './nomination-contract';

const instant = z.iso.datetime({ offset: true });
const positiveId = z.int().check(z.positive());
const EVERYONE: NominationRulesGroup = { groupType: 'AND', conditions: [] };

export const nominationRulesGroupSchema = z.object({
  groupType: z._default(z.enum(RULES_GROUP_TYPES), 'AND'),
  conditions: z._default(z.array(audienceConditionSchema).check(z.maxLength(50)), []),
});

const nominationPeriodFields = {
  name: z.string(),
  description: z.string(),
  startDate: instant,
  endDate: z.nullable(instant),
  nomineeRulesGroup: nominationRulesGroupSchema,
  nominatorRulesGroup: nominationRulesGroupSchema,
  /** Null is unlimited (programs §9). */
  nominationLimit: z.nullable(z.int()),
  visibility: z.enum(NOMINATION_PERIOD_VISIBILITIES),
};

/**
 * The admin form (programs §3) in the camel case admin calls send. Only the shape is checked here;
 * `validateNominationPeriodForm` holds the rules the form shows under its fields.
 */
export const nominationPeriodFormSchema = z.object({
  ...nominationPeriodFields,
  description: z._default(nominationPeriodFields.description, ''),
  endDate: z._default(nominationPeriodFields.endDate, null),
  nomineeRulesGroup: z._default(nominationRulesGroupSchema, EVERYONE),
  nominatorRulesGroup: z._default(nominationRulesGroupSchema, EVERYONE),
  nominationLimit: z._default(nominationPeriodFields.nominationLimit, null),
  visibility: z._default(nominationPeriodFields.visibility, 'admin'),
});
export type NominationPeriodForm = z.infer<typeof nominationPeriodFormSchema>;

/**
 * `PATCH /admin/nomination_periods/{id}`: the edit form, or only startDate (start now), or only
 * visibility. No defaults, so a field left out keeps its stored value.
 */
export const nominationPeriodUpdateSchema = z.partial(z.object(nominationPeriodFields));
export type NominationPeriodUpdate = z.infer<typeof nominationPeriodUpdateSchema>;

/** `PATCH /admin/nomination_periods/{id}/favorites`: nominees to add to or take from the favourites. */
export const nominationFavoritesSchema = z
  .object({
    userIdsToAdd: z._default(z.array(positiveId).check(z.maxLength(1000)), []),
    userIdsToRemove: z._default(z.array(positiveId).check(z.maxLength(1000)), []),
  })
  .check(z.refine((body) => body.userIdsToAdd.length + body.userIdsToRemove.length > 0));
export type NominationFavorites = z.infer<typeof nominationFavoritesSchema>;

/** `POST /nominations`. */
export const nominationSchema = z.object({
  nominationPeriodId: positiveId,
  nominatedUserId: positiveId,
  reason: z._default(z.string(), ''),
});
export type NominationInput = z.infer<typeof nominationSchema>;

/** `GET /admin/nomination_periods` paging (page as programs §5 reads it). */
export const nominationPeriodsQuerySchema = z.object({
  page: z._default(z.string(), '1'),
  per_page: z._default(z.string(), String(NOMINATION_PERIODS_PAGE_SIZE)),
});
