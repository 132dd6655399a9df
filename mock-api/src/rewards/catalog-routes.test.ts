import {
  CATALOG_PAGE_SIZE,
  toQueryString,
  type CompanyCatalogItem,
  type FeaturedResponse,
  type GridwallResponse,
} from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { catalogItemNamed, REWARDS_SERVICE } from '../testing/rewards';
import { CATALOG_CATEGORIES, CATALOG_SUB_CATEGORIES } from './catalog-reference';
import { rewardLogoUrl } from './reward-pictures';

async function reader(persona = 'employee') {
  const api = createTestApi();
  const { authorization, user } = await personaAuth(api.db, persona);
  const get = async <T>(path: string) =>
    (await api.http.get(`${REWARDS_SERVICE}${path}`).set('Authorization', authorization).expect(200)).body as T;
  return { ...api, get, user };
}

const names = (items: CompanyCatalogItem[]) => items.map((entry) => entry.item.fullName);

describe('GET catalogs/gridwall', () => {
  it('answers 48 a page with meta.pagination and the tab flags, ids of the caller’s company', async () => {
    const { get, db } = await reader();
    const first = await get<GridwallResponse>('/catalogs/gridwall?page_size=48&page_number=1&view=gridwall');
    expect(first.data).toHaveLength(CATALOG_PAGE_SIZE);
    const browsable = db.catalog_items.filter((item) => item.state === 'active').length - 1; // Xbox is admin-disabled
    expect(first.meta.pagination).toEqual({
      pageNumber: 1,
      pageSize: 48,
      pageCount: Math.ceil(browsable / 48),
      totalCount: browsable,
    });
    expect(first.meta).toMatchObject({
      curatedItems: true,
      exclusiveItems: true,
      featuredItems: true,
      swagItems: true,
    });
    expect(first.data.every((entry) => entry.companyId === 1 && entry.state === 'active')).toBe(true);
    const last = await get<GridwallResponse>(`/catalogs/gridwall?page_number=${first.meta.pagination.pageCount}`);
    expect(last.data.length).toBe(browsable - 48 * (first.meta.pagination.pageCount - 1));
    expect((await get<GridwallResponse>('/catalogs/gridwall?page_number=999')).data).toEqual([]);
  });

  it('never answers more than 48, and reads a bad page as the first', async () => {
    const { get } = await reader();
    const body = await get<GridwallResponse>('/catalogs/gridwall?page_size=500&page_number=abc');
    expect(body.data).toHaveLength(48);
    expect(body.meta.pagination.pageNumber).toBe(1);
  });

  it('filters by curated, item type, category, sub-category and country', async () => {
    const { get } = await reader();
    const curated = await get<GridwallResponse>('/catalogs/gridwall?filters[curated]=true');
    expect(curated.data.length).toBeGreaterThan(0);
    expect(curated.data.every((entry) => entry.curated)).toBe(true);
    for (const type of ['exclusive', 'featured', 'swag'] as const) {
      const body = await get<GridwallResponse>(`/catalogs/gridwall?filters[item_type]=${type}`);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((entry) => entry.item.itemType === type)).toBe(true);
    }
    const gaming = await get<GridwallResponse>(
      `/catalogs/gridwall?filters[category_ids][]=${CATALOG_CATEGORIES.gaming.id}`,
    );
    expect(gaming.data.every((entry) => entry.item.categories.some((category) => category.key === 'gaming'))).toBe(
      true,
    );
    const hoodies = await get<GridwallResponse>(
      `/catalogs/gridwall?${toQueryString({ 'filters[sub_category_ids]': [CATALOG_SUB_CATEGORIES.hoodies.id] })}`,
    );
    expect(hoodies.data.length).toBeGreaterThan(0);
    expect(hoodies.data.every((entry) => entry.item.subCategories.some((sub) => sub.key === 'hoodies'))).toBe(true);
    const japan = await get<GridwallResponse>('/catalogs/gridwall?filters[country]=JP');
    expect(japan.data.every((entry) => entry.item.countryCodes.includes('JP'))).toBe(true);
    expect(names(japan.data)).toContain('Nintendo eShop Card');
  });

  it('searches by name: 10 results of the search_results view', async () => {
    const { get } = await reader();
    const body = await get<GridwallResponse>(
      `/catalogs/gridwall?${toQueryString({ 'filters[name]': 'gift card', page_size: 10, page: 1, view: 'search_results' })}`,
    );
    expect(body.data).toHaveLength(10);
    expect(body.data.every((entry) => /gift card/i.test(entry.item.fullName))).toBe(true);
    const starbucks = await get<GridwallResponse>('/catalogs/gridwall?filters[name]=STARBUCKS&view=search_results');
    expect(names(starbucks.data)[0]).toBe('Starbucks Card');
    expect(starbucks.data.length).toBeLessThanOrEqual(10);
  });

  it('leaves out archived, inactive and admin-disabled items, and points boosts for who cannot claim them', async () => {
    const { get } = await reader();
    const all = await get<GridwallResponse>('/catalogs/gridwall?filters[name]=gift card&page_size=48');
    const shown = names(all.data);
    for (const hidden of ['Whole Foods Market Gift Card', 'Sephora eGift Card', 'Xbox Gift Card']) {
      expect(shown).not.toContain(hidden);
    }
    const boosts = `/catalogs/gridwall?filters[category_ids]=${CATALOG_CATEGORIES.pointsBoost.id}`;
    expect((await get<GridwallResponse>(boosts)).data).toHaveLength(3);
    const observer = await reader('observer');
    expect((await observer.get<GridwallResponse>(boosts)).data).toEqual([]);
  });

  it('describes an item per spec §3: currency with exponent, denominations with options, prices per country', async () => {
    const { get } = await reader();
    const body = await get<GridwallResponse>('/catalogs/gridwall?filters[name]=Northwind Collective hoodie');
    const hoodie = body.data.find((entry) => entry.item.fullName === 'Northwind Collective hoodie')!;
    expect(hoodie.item).toMatchObject({
      brandName: 'Northwind Collective',
      collectShippingInfo: true,
      currency: { iso4217Code: 'USD', exponent: 2, symbol: '$' },
      distributionMethod: 'exclusive_swag',
      itemType: 'swag',
      provider: 'snappy',
      logo: rewardLogoUrl('northwind'),
    });
    const medium = hoodie.companyDenominations.find((denomination) => denomination.optionName === 'M / Navy')!;
    expect(medium).toMatchObject({
      priceInSubunits: 4500,
      priceInPoints: 450,
      optionType: 'size',
      taxonomy: { size: 'M', color: 'Navy' },
      inactiveReasons: [],
    });
    expect(medium.denominationMedia[0]!.imageUrl).toContain('colour=Navy');
    expect(medium.prices).toEqual([
      { countryCode: 'US', currencyCode: 'USD', exponent: 2, priceInSubunits: 4500 },
      { countryCode: 'CA', currencyCode: 'CAD', exponent: 2, priceInSubunits: 6164 },
      { countryCode: 'GB', currencyCode: 'GBP', exponent: 2, priceInSubunits: 3543 },
    ]);
    const { http } = createTestApi();
    for (const url of [hoodie.item.logo, hoodie.item.itemMedia[0]!.imageUrl, medium.denominationMedia[0]!.imageUrl]) {
      const picture = await http.get(url).expect(200);
      expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });
});

describe('GET company_items/:id', () => {
  it('answers one item of the company, with its reasons, and 404 for an archived or another company’s', async () => {
    const { http, db, get } = await reader();
    const { authorization } = await personaAuth(db, 'employee');
    const apple = catalogItemNamed(db, 'Apple Gift Card');
    const body = await get<{ data: CompanyCatalogItem }>(`/company_items/${1_000_000 + apple.id}?view=item_detail`);
    expect(body.data.companyDenominations.map((denomination) => denomination.inactiveReasons)).toEqual([
      [],
      [],
      ['discontinued'],
    ]);
    const kindle = catalogItemNamed(db, 'Kindle Paperwhite');
    const sold = await get<{ data: CompanyCatalogItem }>(`/company_items/${1_000_000 + kindle.id}`);
    expect(sold.data.companyDenominations[0]).toMatchObject({ quantity: 0, inactiveReasons: ['out_of_stock'] });
    const xbox = catalogItemNamed(db, 'Xbox Gift Card');
    expect((await get<{ data: CompanyCatalogItem }>(`/company_items/${1_000_000 + xbox.id}`)).data.state).toBe(
      'inactive',
    );
    const archived = catalogItemNamed(db, 'Whole Foods Market Gift Card');
    for (const id of [1_000_000 + archived.id, 2_000_000 + apple.id, apple.id, 'abc']) {
      await http.get(`${REWARDS_SERVICE}/company_items/${id}`).set('Authorization', authorization).expect(404);
    }
  });
});

describe('GET catalogs/featured', () => {
  it('groups previously claimed, points boost and promoted items, 9 at most by default', async () => {
    const { get } = await reader();
    const { data } = await get<FeaturedResponse>('/catalogs/featured');
    expect(Object.keys(data).sort()).toEqual(['points_boost', 'previously_claimed', 'promoted']);
    expect(names(data.points_boost!)).toEqual(['Team budget top-up', 'Allowance boost', 'Giving balance boost']);
    expect(names(data.promoted!)).toContain('Amazon.com Gift Card');
    // The employee's seeded history, newest first, without what the company no longer offers.
    expect(names(data.previously_claimed!).slice(0, 3)).toEqual([
      'Amazon.com Gift Card',
      'Northwind Collective hoodie',
      'Kindle Paperwhite',
    ]);
    expect(data.previously_claimed!.length).toBeLessThanOrEqual(9);
    const limited = await get<FeaturedResponse>('/catalogs/featured?limit=2');
    expect(Object.values(limited.data).every((group) => group.length <= 2)).toBe(true);
  });

  it.each(['observer', 'receiver', 'tier_one_user'])('leaves points_boost out for %s', async (persona) => {
    const { get } = await reader(persona);
    const { data } = await get<FeaturedResponse>('/catalogs/featured');
    expect(data).not.toHaveProperty('points_boost');
    expect(data.previously_claimed).toEqual([]);
  });
});

describe('GET catalogs/allowance_boost', () => {
  const boosts = async (persona: string, query: string) =>
    (await (await reader(persona)).get<{ data: CompanyCatalogItem[] }>(`/catalogs/allowance_boost?${query}`)).data;

  it('answers the bonusly entry for the filters the give modal sends, encoded by the shared client', async () => {
    const query = toQueryString({
      'filters[category_ids]': [CATALOG_CATEGORIES.pointsBoost.id],
      'filters[provider]': 'bonusly',
      pagination: false,
    });
    expect(await boosts('employee', query)).toEqual([
      expect.objectContaining({ id: 1_000_002, companyId: 1, item: expect.objectContaining({ provider: 'bonusly' }) }),
    ]);
  });

  it('lists every provider’s boost without a provider filter, ids per company', async () => {
    expect((await boosts('employee', '')).map((entry) => entry.item.provider)).toEqual([
      'tremendous',
      'bonusly',
      'tango_card',
    ]);
    const free = await boosts('free_user', 'filters[provider]=bonusly');
    expect(free.map((entry) => [entry.id, entry.companyId])).toEqual([[2_000_002, 2]]);
  });

  it('answers nothing for a category without boosts', async () => {
    expect(await boosts('employee', `filters[category_ids]=${CATALOG_CATEGORIES.cash.id}`)).toEqual([]);
  });

  it.each(['observer', 'tier_one_user'])('answers nothing to %s, who cannot claim a points boost', async (persona) => {
    expect(await boosts(persona, 'filters[provider]=bonusly')).toEqual([]);
  });
});

describe('the reference lists', () => {
  it('lists countries with their currencies, categories with sub-categories, and the swag sub-categories', async () => {
    const { get, http } = await reader();
    const countries = (await get<{ data: { code: string; currency: { exponent: number } }[] }>('/countries')).data;
    expect(countries.find((country) => country.code === 'JP')!.currency.exponent).toBe(0);
    expect(countries.find((country) => country.code === 'KW')!.currency.exponent).toBe(3);
    const categories = (
      await get<{ data: { key: string; subCategories: { key: string }[] }[] }>('/company_item_categories')
    ).data;
    expect(categories).toContainEqual(
      expect.objectContaining({ id: 3, name: 'Points boost', key: 'points_boost', subCategories: [] }),
    );
    expect(categories.find((category) => category.key === 'swag')!.subCategories.map((sub) => sub.key)).toContain(
      'hoodies',
    );
    const swag = (await get<{ data: { key: string }[] }>('/catalogs/swag_sub_categories')).data.map((sub) => sub.key);
    expect(swag).toEqual(['t_shirts', 'hoodies', 'drinkware', 'bags', 'tech_accessories']);
    const electronics = (
      await get<{ data: { key: string }[] }>(
        `/company_item_sub_categories?category_id=${CATALOG_CATEGORIES.electronics.id}`,
      )
    ).data.map((sub) => sub.key);
    expect(electronics).toEqual(['headphones', 'e_readers']);
    await http.get(`${REWARDS_SERVICE}/catalogs/gridwall`).expect(401);
    await http.get('/api/v2/media/rewards/unknown-brand.svg').expect(404);
  });
});
