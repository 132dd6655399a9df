import type { InactiveReason, RedemptionRecordStatus, RedemptionStatus } from '@laurel/shared/contract';
import type { CatalogItemRow, CompanyItemSetting, DenominationRow, RedemptionRow, User } from '../db/types';
import { CATALOG_CATEGORIES, CATALOG_SUB_CATEGORIES, currencyOf } from '../rewards/catalog-reference';
import { REWARD_BRANDS } from '../rewards/reward-pictures';
import { redemptionRow } from '../rewards/redemption-rows';
import { CATALOG_TEMPLATES, type CatalogTemplate } from './catalog-templates';
import { MAIN_COMPANY_ID } from './companies';

/** Later passes over the templates are new editions of the same rewards, as large catalogues have. */
const EDITIONS = ['eGift', 'Holiday edition', 'Classic', 'Team edition', 'Spring edition', 'Premium', 'Travel size'];
const POINTS_BOOSTS = 3;
const LEGACY_ID_BASE = 50_000;

/** Catalogue states the seed sets on the first pass, so every inactive reason and item state shows up. */
const SYSTEM_REASONS: Record<string, { denomination: number; reason: InactiveReason }> = {
  'Apple Gift Card': { denomination: 2, reason: 'discontinued' },
  'Best Buy Gift Card': { denomination: 1, reason: 'needs_attention' },
  'Steam Wallet Code': { denomination: 2, reason: 'system_disabled' },
};
const SOLD_OUT = 'Kindle Paperwhite';
const ITEM_STATES: Record<string, CatalogItemRow['state']> = {
  'Whole Foods Market Gift Card': 'archived',
  'Sephora eGift Card': 'inactive',
};
/** What the main company's rewards admin turned off: a whole item and one denomination (admin_disabled). */
export const SEEDED_ADMIN_DISABLED = { item: 'Xbox Gift Card', denominationOf: 'Amazon.com Gift Card' } as const;

function denominationsOf(template: CatalogTemplate, nextId: () => number, random: () => number): DenominationRow[] {
  const { exponent } = currencyOf(template.currency);
  const stock = () => (template.stock ? 5 + Math.floor(random() * 40) : null);
  const base = () => ({
    inactiveReasons: [] as InactiveReason[],
    materials: template.materials ?? null,
    features: template.features ?? [],
    weight: template.weight ?? null,
  });
  const sizes = template.sizes ?? [null];
  const colours = template.colours ?? [null];
  if (template.sizes || template.colours) {
    return sizes.flatMap((size) =>
      colours.map((color) => ({
        ...base(),
        id: nextId(),
        priceInSubunits: template.prices[0]! * 10 ** exponent,
        quantity: stock(),
        optionType: size ? ('size' as const) : ('color' as const),
        optionName: [size, color].filter(Boolean).join(' / '),
        size,
        color,
      })),
    );
  }
  return template.prices.map((price) => ({
    ...base(),
    id: nextId(),
    priceInSubunits: Math.round(price * 10 ** exponent),
    quantity: stock(),
    optionType: null,
    optionName: null,
    size: null,
    color: null,
  }));
}

function itemOf(template: CatalogTemplate, id: number, pass: number, denominations: DenominationRow[]): CatalogItemRow {
  const edition = pass === 0 ? '' : ` — ${EDITIONS[(pass - 1) % EDITIONS.length]}`;
  const round = pass > EDITIONS.length ? ` ${Math.ceil(pass / EDITIONS.length)}` : '';
  const fees = {
    cash_out: { feePercentage: 2.9, flatFeeInUsdCents: 30 },
    gift_card: template.categories.includes('prepaidCard')
      ? { feePercentage: 0, flatFeeInUsdCents: 295 }
      : { feePercentage: 0, flatFeeInUsdCents: 0 },
  } as const;
  return {
    id,
    brandKey: template.brand,
    brandName: REWARD_BRANDS[template.brand].name,
    fullName: `${template.fullName}${edition}${round}`,
    description: template.description,
    categoryIds: template.categories.map((name) => CATALOG_CATEGORIES[name].id),
    subCategoryIds: (template.subCategories ?? []).map((name) => CATALOG_SUB_CATEGORIES[name].id),
    collectShippingInfo: ['physical', 'axomo', 'exclusive_swag'].includes(template.distributionMethod),
    currencyCode: template.currency,
    distributionMethod: template.distributionMethod,
    itemType: template.itemType,
    provider: template.provider,
    ...(fees[template.distributionMethod as keyof typeof fees] ?? { feePercentage: 0, flatFeeInUsdCents: 0 }),
    fulfillmentPartner: template.fulfillmentPartner ?? null,
    legacyId: pass === 0 ? LEGACY_ID_BASE + id : null,
    warnings: template.warnings ?? [],
    website: REWARD_BRANDS[template.brand].website,
    giftable: template.giftable ?? false,
    countryCodes: template.countries,
    state: (pass === 0 && ITEM_STATES[template.fullName]) || 'active',
    curated: pass === 0 && (template.curated ?? false),
    promoted: pass === 0 && (template.promoted ?? false),
    denominations,
  };
}

/**
 * A catalogue of `size` items (at least one of each template): the points boosts first, then every
 * template once with the states of spec §3 and §4 set on purpose, then editions of them.
 */
export function generateCatalog(size: number, random: () => number): CatalogItemRow[] {
  let denominationId = 0;
  const nextDenominationId = () => (denominationId += 1);
  const items: CatalogItemRow[] = [];
  const repeatable = CATALOG_TEMPLATES.slice(POINTS_BOOSTS);
  const total = Math.max(size, CATALOG_TEMPLATES.length);
  for (let index = 0; index < total; index += 1) {
    const firstPass = index < CATALOG_TEMPLATES.length;
    const template = firstPass ? CATALOG_TEMPLATES[index]! : repeatable[(index - POINTS_BOOSTS) % repeatable.length]!;
    const pass = firstPass ? 0 : Math.floor((index - POINTS_BOOSTS) / repeatable.length);
    const denominations = denominationsOf(template, nextDenominationId, random);
    const item = itemOf(template, index + 1, pass, denominations);
    if (firstPass) {
      const system = SYSTEM_REASONS[template.fullName];
      if (system) denominations[system.denomination]!.inactiveReasons.push(system.reason);
      if (template.fullName === SOLD_OUT) denominations[0]!.quantity = 0;
    }
    items.push(item);
  }
  return items;
}

export function generateCompanyItemSettings(
  catalog: CatalogItemRow[],
  users: User[],
  today: Date,
): CompanyItemSetting[] {
  const byName = (name: string) => catalog.find((item) => item.fullName === name)!;
  const admin = users.find((user) => user.persona === 'rewards_admin')!;
  const denominationOf = byName(SEEDED_ADMIN_DISABLED.denominationOf);
  const setting = (id: number, catalogItemId: number, disabled: boolean, denominationIds: number[]) => ({
    id,
    company_id: MAIN_COMPANY_ID,
    catalog_item_id: catalogItemId,
    disabled,
    disabled_denomination_ids: denominationIds,
    updated_by: admin.id,
    updated_at: today.toISOString(),
  });
  return [
    setting(1, byName(SEEDED_ADMIN_DISABLED.item).id, true, []),
    setting(2, denominationOf.id, false, [denominationOf.denominations.at(-1)!.id]),
  ];
}

/** A history for the employee persona in every redemption and record state, and a boost for the manager. */
const HISTORY: readonly [string, RedemptionStatus, RedemptionRecordStatus, { gift?: boolean }?][] = [
  ['Amazon.com Gift Card', 'fulfilled', 'succeeded'],
  ['Northwind Collective hoodie', 'approved', 'manual_pending'],
  ['Kindle Paperwhite', 'fulfilled', 'manual_fulfilled'],
  ['Steam Wallet Code', 'declined', 'failed'],
  ['Airbnb Gift Card', 'refunded', 'canceled'],
  ['Target GiftCard', 'new', 'retry'],
  ['Insulated tumbler', 'refunded', 'out_of_stock'],
  ['Starbucks Card', 'fulfilled', 'succeeded', { gift: true }],
  ['Uber Eats Gift Card', 'approved', 'pending_voucher'],
  ['Nike Gift Card', 'refunded', 'expired'],
  ['Donate to charity: water', 'fulfilled', 'succeeded'],
  ['PayPal Cash Out', 'new', 'new'],
];
const DAY_MS = 86_400_000;
const SEEDED_ADDRESS = {
  address1: '500 Harbor Way',
  address2: 'Suite 12',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  country: 'US',
};

export function generateRedemptions(catalog: CatalogItemRow[], users: User[], today: Date): RedemptionRow[] {
  const byName = (name: string) => catalog.find((item) => item.fullName === name)!;
  const persona = (name: string) => users.find((user) => user.persona === name)!;
  const employee = persona('employee');
  const rows = HISTORY.map(([name, redemption, record, options], index) => {
    const item = byName(name);
    return redemptionRow({
      id: index + 1,
      companyId: employee.company_id,
      userId: employee.id,
      item,
      denomination: item.denominations[0]!,
      shippingAddress: item.collectShippingInfo ? SEEDED_ADDRESS : undefined,
      gifteeEmail: options?.gift ? 'sam.rivera@example.com' : undefined,
      giftMessage: options?.gift ? 'Coffee is on me this week. Thank you!' : undefined,
      claimToken: `seed${String(index + 1).padStart(4, '0')}`,
      createdAt: new Date(today.getTime() - (index * 7 + 1) * DAY_MS).toISOString(),
      states: { redemption, record },
    });
  });
  const manager = persona('manager');
  const boost = byName('Allowance boost');
  rows.push(
    redemptionRow({
      id: rows.length + 1,
      companyId: manager.company_id,
      userId: manager.id,
      item: boost,
      denomination: boost.denominations[0]!,
      claimToken: 'seed-boost',
      createdAt: new Date(today.getTime() - 3 * DAY_MS).toISOString(),
    }),
  );
  return rows;
}
