import { adminCatalogQueryFrom, adminCatalogSearchOf } from './admin-catalog-query';

describe('the admin catalogue’s address', () => {
  it('reads the search and the page, with page 1 for anything else', () => {
    expect(adminCatalogQueryFrom(new URLSearchParams('q=%20amazon%20&page=3'))).toEqual({ name: 'amazon', page: 3 });
    expect(adminCatalogQueryFrom(new URLSearchParams('page=zero'))).toEqual({ name: '', page: 1 });
  });

  it('writes only what is set', () => {
    expect(adminCatalogSearchOf({ name: '', page: 1 })).toBe('');
    expect(adminCatalogSearchOf({ name: 'gift card', page: 2 })).toBe('?q=gift+card&page=2');
  });
});
