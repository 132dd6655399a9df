import {
  catalogueSearch,
  categoryKeyOf,
  defaultTabOf,
  parseCatalogueParams,
  parsePage,
  tabOf,
  tabsShownFor,
} from './catalogue-params';

const flags = { featuredItems: false, curatedItems: false, exclusiveItems: false, swagItems: false };

describe('parsePage (programs §5)', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['1', 1],
  ])('reads %p as page %p', (value, page) => expect(parsePage(value)).toBe(page));

  it.each([null, '', '0', '-2', '2.5', 'abc', '1e3', '99999999999999999999'])('falls back to 1 for %p', (value) =>
    expect(parsePage(value)).toBe(1),
  );
});

describe('the default tab (programs §2)', () => {
  it('takes featured, curated, exclusive, swag in that order, else all', () => {
    expect(defaultTabOf({ featuredItems: true, curatedItems: true, exclusiveItems: true, swagItems: true })).toBe(
      'featured',
    );
    expect(defaultTabOf({ ...flags, curatedItems: true, swagItems: true })).toBe('curated');
    expect(defaultTabOf({ ...flags, exclusiveItems: true, swagItems: true })).toBe('exclusive');
    expect(defaultTabOf({ ...flags, swagItems: true })).toBe('swag');
    expect(defaultTabOf(flags)).toBe('all');
  });

  it('shows only the tabs the catalogue has items for, and always all', () => {
    expect(tabsShownFor({ ...flags, curatedItems: true, swagItems: true })).toEqual(['curated', 'swag', 'all']);
  });
});

describe('the catalogue address', () => {
  it('reads page, category, focusCurated and subCategory', () => {
    const params = parseCatalogueParams(new URLSearchParams('page=2&category=swag&subCategory=hoodies'));
    expect(params).toEqual({ page: 2, category: 'swag', focusCurated: false, subCategory: 'hoodies' });
    expect(tabOf(params)).toBe('swag');
    expect(categoryKeyOf(params)).toBeNull();
  });

  it('takes focusCurated=true as the curated tab, and a category key as that category of all rewards', () => {
    expect(tabOf(parseCatalogueParams(new URLSearchParams('focusCurated=true')))).toBe('curated');
    expect(tabOf(parseCatalogueParams(new URLSearchParams('focusCurated=yes')))).toBeNull();
    const electronics = parseCatalogueParams(new URLSearchParams('category=electronics'));
    expect(tabOf(electronics)).toBe('all');
    expect(categoryKeyOf(electronics)).toBe('electronics');
  });

  it('writes back only what differs from the defaults', () => {
    expect(catalogueSearch({ page: 1, category: null, focusCurated: false, subCategory: null })).toBe('');
    expect(catalogueSearch({ page: 3, category: 'electronics', focusCurated: true, subCategory: 'headphones' })).toBe(
      '?category=electronics&focusCurated=true&subCategory=headphones&page=3',
    );
  });
});
