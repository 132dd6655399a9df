import {
  missingRedemptionDetail,
  redemptionBodySchema,
  type CompanyCatalogItem,
  type CompanyDenomination,
  type RedemptionInput,
  type ShippingAddress,
} from '@laurel/shared/contract';

export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'postalCode', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type RedemptionField = AddressField | 'gifteeEmail' | 'giftMessage';

export type AddressDraft = Record<AddressField, string>;

export interface RedemptionDraft {
  asGift: boolean;
  gifteeEmail: string;
  giftMessage: string;
  address: AddressDraft;
}

export const emptyAddress = (country = ''): AddressDraft => ({
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country,
});

/** Why a field is refused, as the shared schema (the server's) says: left empty, too long, or not valid. */
export type FieldProblem = { kind: 'missing' } | { kind: 'too_long'; max: number } | { kind: 'invalid' };

export type FieldProblems = Partial<Record<RedemptionField, FieldProblem>>;

const fieldOf = (path: readonly PropertyKey[]): RedemptionField | null => {
  const [, name, part] = path;
  if (name === 'shippingAddress' && typeof part === 'string') return part as AddressField;
  if (name === 'gifteeEmail' || name === 'giftMessage') return name;
  return null;
};

interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: unknown;
}

const problemOf = (issue: SchemaIssue): FieldProblem => {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return { kind: 'too_long', max: issue.maximum };
  if (issue.code === 'too_small') return { kind: 'missing' };
  return { kind: 'invalid' };
};

const valueOf = (draft: RedemptionDraft, field: RedemptionField) =>
  field === 'gifteeEmail' || field === 'giftMessage' ? draft[field] : draft.address[field];

function inputOf(
  entry: CompanyCatalogItem,
  denomination: CompanyDenomination,
  draft: RedemptionDraft,
): RedemptionInput {
  const { address } = draft;
  const shippingAddress: ShippingAddress = {
    address1: address.address1,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: address.country,
    ...(address.address2.trim() !== '' && { address2: address.address2 }),
  };
  const gift = draft.asGift && entry.item.giftable;
  return {
    companyItemId: entry.id,
    denominationId: denomination.id,
    ...(entry.item.collectShippingInfo && { shippingAddress }),
    ...(gift && { gifteeEmail: draft.gifteeEmail.trim() }),
    ...(gift && draft.giftMessage.trim() !== '' && { giftMessage: draft.giftMessage }),
  };
}

/**
 * The body to send, checked with the schema the server checks (trimmed as it trims), or what is wrong
 * with each field; an empty field reads as missing whichever check refused it first.
 */
export function checkRedemption(
  entry: CompanyCatalogItem,
  denomination: CompanyDenomination,
  draft: RedemptionDraft,
): { input: RedemptionInput; problems: null } | { input: null; problems: FieldProblems } {
  const input = inputOf(entry, denomination, draft);
  const parsed = redemptionBodySchema.safeParse({ redemption: input });
  if (parsed.success && !missingRedemptionDetail(entry.item, parsed.data.redemption)) {
    return { input: parsed.data.redemption, problems: null };
  }
  const problems: FieldProblems = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = fieldOf(issue.path);
    if (!field || problems[field]) continue;
    problems[field] = valueOf(draft, field).trim() === '' ? { kind: 'missing' } : problemOf(issue as SchemaIssue);
  }
  return { input: null, problems };
}
