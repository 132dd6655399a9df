import useSWR from 'swr';
import { QUERY_DEFAULTS, rewardsCatalogClient } from '@laurel/shared';
import { FEATURED_DEFAULT_LIMIT, type FeaturedResponse } from '@laurel/shared/contract';
import { CATALOG_KEY_PREFIX } from '../../api/refresh-after-redemption';

type FeaturedKey = readonly [typeof CATALOG_KEY_PREFIX, 'featured'];

const fetchFeatured = () =>
  rewardsCatalogClient
    .get<FeaturedResponse>('/catalogs/featured', { params: { limit: FEATURED_DEFAULT_LIMIT } })
    .then((body) => body.data);

/** `GET /catalogs/featured`: redeemed before, points boost (only for who may claim one) and promoted. */
export const useFeatured = (wanted: boolean) =>
  useSWR(wanted ? ([CATALOG_KEY_PREFIX, 'featured'] as FeaturedKey) : null, fetchFeatured, QUERY_DEFAULTS);
