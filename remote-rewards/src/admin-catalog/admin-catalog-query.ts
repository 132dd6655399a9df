import { pageFrom } from '../history/history-query';

export interface AdminCatalogQuery {
  name: string;
  page: number;
}

/** `?q=amazon&page=2`: what the admin searched for and which page of it. */
export const adminCatalogQueryFrom = (params: URLSearchParams): AdminCatalogQuery => ({
  name: (params.get('q') ?? '').trim(),
  page: pageFrom(params.get('page')),
});

export function adminCatalogSearchOf({ name, page }: AdminCatalogQuery): string {
  const params = new URLSearchParams();
  if (name) params.set('q', name);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
