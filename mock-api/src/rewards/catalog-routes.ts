import { Router } from 'express';
import { hasPermission } from '@laurel/shared/contract';
import { subjectOf } from '../authz/subject';
import { allowanceBoostsOf, CATALOG_CATEGORIES } from './catalog';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `filters[category_ids][]=3`, `filters[category_ids]=3,4`: the ids asked for, or null for any. */
function categoryIdsOf(value: unknown): Set<number> | null {
  if (value === undefined) return null;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
  return new Set(parts.filter((part) => part.trim() !== '').map(Number));
}

/** The rewards service's catalogue reads the give modal needs (recognition spec §7). */
export function catalogRoutes(): Router {
  const router = Router();

  router.get('/company_item_categories', (_req, res) => {
    res.json({ data: Object.values(CATALOG_CATEGORIES) });
  });

  /** The points-boost entries; the add-to-balance button takes the one whose provider is bonusly. */
  router.get('/catalogs/allowance_boost', (req, res) => {
    const subject = subjectOf(res);
    if (!hasPermission(subject, 'can-claim-points-boost')) return void res.json({ data: [] });
    const filters = isRecord(req.query.filters) ? req.query.filters : {};
    const provider = typeof filters.provider === 'string' ? filters.provider : null;
    const categoryIds = categoryIdsOf(filters.category_ids);
    const data = allowanceBoostsOf(subject.company.id)
      .filter((entry) => provider === null || entry.item.provider === provider)
      .filter(
        (entry) => categoryIds === null || entry.item.categories.some((category) => categoryIds.has(category.id)),
      );
    res.json({ data });
  });

  return router;
}
