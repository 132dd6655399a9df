import * as z from 'zod/mini';
import type { ApiErrorId } from '../contract/api-errors';

export const GIFT_MESSAGE_MAX_LENGTH = 500;
const ADDRESS_LINE_MAX_LENGTH = 120;
const ADDRESS_PART_MAX_LENGTH = 80;
const POSTAL_CODE_MAX_LENGTH = 16;

/** Why a redemption form or body is refused, before the server looks at balances and stock. */
export const REDEMPTION_INPUT_ERRORS = [
  'shipping_address_required',
  'invalid_shipping_address',
  'invalid_email',
  'gift_message_too_long',
] as const satisfies readonly ApiErrorId[];
export type RedemptionInputError = (typeof REDEMPTION_INPUT_ERRORS)[number];

const addressPart = (max: number) =>
  z
    .string({ error: 'invalid_shipping_address' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'invalid_shipping_address' }),
      z.maxLength(max, { error: 'invalid_shipping_address' }),
    );

export const shippingAddressSchema = z.object({
  address1: addressPart(ADDRESS_LINE_MAX_LENGTH),
  address2: z.optional(
    z
      .string({ error: 'invalid_shipping_address' })
      .check(z.trim(), z.maxLength(ADDRESS_LINE_MAX_LENGTH, { error: 'invalid_shipping_address' })),
  ),
  city: addressPart(ADDRESS_PART_MAX_LENGTH),
  state: addressPart(ADDRESS_PART_MAX_LENGTH),
  postalCode: addressPart(POSTAL_CODE_MAX_LENGTH),
  country: z
    .string({ error: 'invalid_shipping_address' })
    .check(z.regex(/^[A-Z]{2}$/, { error: 'invalid_shipping_address' })),
});

/**
 * The body of `POST /api/v2/redemptions`: which denomination of which company item, and what the item
 * asks for (a shipping address where `collectShippingInfo`, the giftee's e-mail for a gift).
 */
export const redemptionBodySchema = z.object({
  redemption: z.object({
    companyItemId: z.int().check(z.positive()),
    denominationId: z.int().check(z.positive()),
    shippingAddress: z.optional(shippingAddressSchema),
    gifteeEmail: z.optional(z.email({ error: 'invalid_email' })),
    giftMessage: z.optional(
      z.string().check(z.trim(), z.maxLength(GIFT_MESSAGE_MAX_LENGTH, { error: 'gift_message_too_long' })),
    ),
  }),
});
export type RedemptionBody = z.infer<typeof redemptionBodySchema>;
export type RedemptionInput = RedemptionBody['redemption'];

/** The body of `POST /rewards/redemptions/{id}/resend`: where to send the gift e-mail again. */
export const resendRedemptionBodySchema = z.object({ email: z.email({ error: 'invalid_email' }) });
export type ResendRedemptionBody = z.infer<typeof resendRedemptionBodySchema>;

const isRedemptionInputError = (value: unknown): value is RedemptionInputError =>
  (REDEMPTION_INPUT_ERRORS as readonly unknown[]).includes(value);

/** The first reason a body fails its schema, as a catalogue id; `bad_request` when it has the wrong shape. */
export function redemptionSchemaError(
  result: { success: true } | { success: false; error: { issues: readonly { message: string }[] } },
): RedemptionInputError | 'bad_request' | null {
  if (result.success) return null;
  const message = result.error.issues.map((issue) => issue.message).find(isRedemptionInputError);
  return message ?? 'bad_request';
}

/** What the item asks of the form beyond the schema: an address to ship to. */
export function missingRedemptionDetail(
  item: { collectShippingInfo: boolean },
  input: Pick<RedemptionInput, 'shippingAddress'>,
): RedemptionInputError | null {
  return item.collectShippingInfo && !input.shippingAddress ? 'shipping_address_required' : null;
}

/** The body of the admin catalogue's switches: `PATCH …/company_items/{id}` and `…/denominations/{id}`. */
export const catalogSwitchBodySchema = z.object({ enabled: z.boolean() });
export type CatalogSwitchBody = z.infer<typeof catalogSwitchBodySchema>;
