import type { Request } from 'express';
import type { CatalogItemType } from '@laurel/shared/contract';
import { CATALOG_ITEM_TYPES, CATALOG_PAGE_SIZE } from '@laurel/shared/contract';
import type { CatalogItemRow } from '../db/types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `filters[x][]=3`, `filters[x]=3,4`: the values asked for, or null for any. */
export function listOf(value: unknown): string[] | null {
  if (value === undefined) return null;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

const idsOf = (value: unknown) => {
  const list = listOf(value);
  return list && new Set(list.map(Number));
};

/** A whole number of at least 1, else the fallback (programs §5 page parsing). */
export function positiveIntOf(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : fallback;
}

export interface CatalogFilters {
  name: string | null;
  categoryIds: Set<number> | null;
  subCategoryIds: Set<number> | null;
  itemTypes: Set<CatalogItemType> | null;
  curated: boolean;
  provider: string | null;
  country: string | null;
}

export function catalogFiltersOf(req: Request): CatalogFilters {
  const filters = isRecord(req.query.filters) ? req.query.filters : {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const types = listOf(filters.item_type ?? filters.item_types);
  return {
    name: text(filters.name)?.toLowerCase() ?? null,
    categoryIds: idsOf(filters.category_ids ?? filters.category_id),
    subCategoryIds: idsOf(filters.sub_category_ids ?? filters.sub_category_id),
    itemTypes:
      types && new Set(types.filter((type): type is CatalogItemType => CATALOG_ITEM_TYPES.includes(type as never))),
    curated: filters.curated === 'true' || req.query.focusCurated === 'true',
    provider: text(filters.provider),
    country: text(filters.country ?? req.query.country)?.toUpperCase() ?? null,
  };
}

export const matchesFilters =
  (filters: CatalogFilters) =>
  (item: CatalogItemRow): boolean =>
    (filters.name === null ||
      item.fullName.toLowerCase().includes(filters.name) ||
      item.brandName.toLowerCase().includes(filters.name)) &&
    (filters.categoryIds === null || item.categoryIds.some((id) => filters.categoryIds!.has(id))) &&
    (filters.subCategoryIds === null || item.subCategoryIds.some((id) => filters.subCategoryIds!.has(id))) &&
    (filters.itemTypes === null || filters.itemTypes.has(item.itemType)) &&
    (!filters.curated || item.curated) &&
    (filters.provider === null || item.provider === filters.provider) &&
    (filters.country === null || item.countryCodes.includes(filters.country));

/** `page_size` up to the catalogue's page, `page_number` (or `page`) from 1. */
export function pageOf(req: Request, maxSize = CATALOG_PAGE_SIZE) {
  const pageSize = Math.min(positiveIntOf(req.query.page_size, maxSize), maxSize);
  const pageNumber = positiveIntOf(req.query.page_number ?? req.query.page, 1);
  return { pageSize, pageNumber };
}

export function paginate<T>(rows: readonly T[], { pageSize, pageNumber }: { pageSize: number; pageNumber: number }) {
  const totalCount = rows.length;
  return {
    rows: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    pagination: { pageNumber, pageSize, pageCount: Math.ceil(totalCount / pageSize), totalCount },
  };
}
