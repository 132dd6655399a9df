import { Router } from 'express';
import {
  CATALOG_PAGE_SIZE,
  CATALOG_SEARCH_PAGE_SIZE,
  FEATURED_DEFAULT_LIMIT,
  hasPermission,
  REWARDS_SERVICE_BASE_PATH,
  type CompanyCatalogItem,
  type FeaturedResponse,
  type GridwallResponse,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { CatalogItemRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { CATALOG_CATEGORIES, CATALOG_COUNTRIES, CATALOG_SUB_CATEGORIES } from './catalog-reference';
import { catalogFiltersOf, matchesFilters, pageOf, paginate, positiveIntOf } from './catalog-queries';
import { companyItemView, isPointsBoostRow } from './company-catalog';
import { browsableBy, catalogRowOf, settingsOf } from './company-items';

const route = (path: string) => `${REWARDS_SERVICE_BASE_PATH}${path}`;
const SWAG_CATEGORY_ID = CATALOG_CATEGORIES.swag.id;

/** The rewards service's catalogue reads (programs spec §7), each for the caller's company. */
export function catalogRoutes(store: Store): Router {
  const router = Router();

  router.get('/countries', guardedBy('GET', route('/countries')), (_req, res) => {
    res.json({ data: CATALOG_COUNTRIES });
  });

  router.get('/company_item_categories', guardedBy('GET', route('/company_item_categories')), (_req, res) => {
    const subCategories = Object.values(CATALOG_SUB_CATEGORIES);
    res.json({
      data: Object.values(CATALOG_CATEGORIES).map((category) => ({
        ...category,
        subCategories: subCategories.filter((sub) => sub.categoryId === category.id),
      })),
    });
  });

  router.get('/company_item_sub_categories', guardedBy('GET', route('/company_item_sub_categories')), (req, res) => {
    const categoryId = positiveIntOf(req.query.category_id, 0);
    res.json({
      data: Object.values(CATALOG_SUB_CATEGORIES).filter((sub) => categoryId === 0 || sub.categoryId === categoryId),
    });
  });

  router.get('/catalogs/swag_sub_categories', guardedBy('GET', route('/catalogs/swag_sub_categories')), (_req, res) => {
    res.json({ data: Object.values(CATALOG_SUB_CATEGORIES).filter((sub) => sub.categoryId === SWAG_CATEGORY_ID) });
  });

  /** The grid (48 a page) and, with `view=search_results`, the search box's 10 results. */
  router.get('/catalogs/gridwall', guardedBy('GET', route('/catalogs/gridwall')), (req, res) => {
    const subject = subjectOf(res);
    const settings = settingsOf(store, subject.company.id);
    const filters = catalogFiltersOf(req);
    const browsable = store.all('catalog_items').filter(browsableBy(subject, settings));
    const inCountry =
      filters.country === null ? browsable : browsable.filter((item) => item.countryCodes.includes(filters.country!));
    const maxSize = req.query.view === 'search_results' ? CATALOG_SEARCH_PAGE_SIZE : CATALOG_PAGE_SIZE;
    const { rows, pagination } = paginate(inCountry.filter(matchesFilters(filters)), pageOf(req, maxSize));
    const body: GridwallResponse = {
      data: rows.map((item) => companyItemView(subject.company.id, item, settings.get(item.id))),
      meta: {
        pagination,
        curatedItems: inCountry.some((item) => item.curated),
        exclusiveItems: inCountry.some((item) => item.itemType === 'exclusive'),
        featuredItems: inCountry.some((item) => item.itemType === 'featured'),
        swagItems: inCountry.some((item) => item.itemType === 'swag'),
      },
    };
    res.json(body);
  });

  /** Up to `limit` of each group; points_boost only for whoever may claim one (platform §6). */
  router.get('/catalogs/featured', guardedBy('GET', route('/catalogs/featured')), (req, res) => {
    const subject = subjectOf(res);
    const settings = settingsOf(store, subject.company.id);
    const limit = Math.min(positiveIntOf(req.query.limit, FEATURED_DEFAULT_LIMIT), CATALOG_PAGE_SIZE);
    const browsable = browsableBy(subject, settings);
    const view = (items: CatalogItemRow[]): CompanyCatalogItem[] =>
      items.slice(0, limit).map((item) => companyItemView(subject.company.id, item, settings.get(item.id)));
    const items = store.all('catalog_items');
    const byId = store.rowsById('catalog_items');
    const claimedIds = [
      ...new Set(
        store
          .all('redemptions')
          .filter((redemption) => redemption.user_id === subject.user.id)
          .sort((a, b) => b.created_at.localeCompare(a.created_at))
          .map((redemption) => redemption.catalog_item_id),
      ),
    ];
    const data: FeaturedResponse['data'] = {
      previously_claimed: view(
        claimedIds.map((id) => byId.get(id)).filter((item): item is CatalogItemRow => !!item && browsable(item)),
      ),
      promoted: view(items.filter((item) => item.promoted && browsable(item))),
    };
    if (hasPermission(subject, 'can-claim-points-boost')) {
      data.points_boost = view(items.filter((item) => isPointsBoostRow(item) && browsable(item)));
    }
    res.json({ data });
  });

  /** One item with every denomination and its reasons; archived items are gone for the company. */
  router.get('/company_items/:id', guardedBy('GET', route('/company_items/:id')), (req, res) => {
    const { company } = subjectOf(res);
    const item = catalogRowOf(store, company.id, positiveIntOf(req.params.id, 0));
    if (!item || item.state === 'archived') return sendError(res, 'not_found');
    res.json({ data: companyItemView(company.id, item, settingsOf(store, company.id).get(item.id)) });
  });

  /** The points-boost entries; the add-to-balance button takes the one whose provider is bonusly. */
  router.get('/catalogs/allowance_boost', guardedBy('GET', route('/catalogs/allowance_boost')), (req, res) => {
    const subject = subjectOf(res);
    if (!hasPermission(subject, 'can-claim-points-boost')) return void res.json({ data: [] });
    const settings = settingsOf(store, subject.company.id);
    const filters = catalogFiltersOf(req);
    const data = store
      .all('catalog_items')
      .filter((item) => isPointsBoostRow(item) && browsableBy(subject, settings)(item))
      .filter(matchesFilters({ ...filters, country: null }))
      .map((item) => companyItemView(subject.company.id, item, settings.get(item.id)));
    res.json({ data });
  });

  return router;
}
