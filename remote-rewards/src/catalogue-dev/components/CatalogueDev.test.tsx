import { screen, waitFor, within } from '@testing-library/react';
import type { RequestOptions } from '@laurel/shared';
import type { CatalogCategoryWithSubCategories, CatalogSubCategory } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { CATEGORIES, GB, US, catalogItem, giftCard, gridwallPage } from '../../reward/testing/catalog-items';
import { answerCatalog, answerV2Gets, budget, httpError } from '../../testing/api-answers';
import { currentAddress, renderPage } from '../../testing/render-page';
import { CatalogueDev } from './CatalogueDev';

const RESTAURANTS: CatalogCategoryWithSubCategories = {
  id: 11,
  name: 'Restaurants',
  key: 'restaurants',
  subCategories: [],
};
const COFFEE: CatalogSubCategory = { id: 152, name: 'Coffee', key: 'coffee', categoryId: 11 };
const DELIVERY: CatalogSubCategory = { id: 151, name: 'Food delivery', key: 'delivery', categoryId: 11 };
const starbucks = () => catalogItem(1_000_006, 'Starbucks Card');
const uberEats = () => catalogItem(1_000_009, 'Uber Eats Gift Card');

const manyItems = (count: number) =>
  Array.from({ length: count }, (_, index) => catalogItem(2_000 + index, `Card ${index}`));

interface Answers {
  gridwall?: (params: Record<string, unknown>) => unknown;
  categories?: () => unknown;
  subCategories?: (params: Record<string, unknown>) => unknown;
}

function answerCatalogueDev({ gridwall, categories, subCategories }: Answers = {}) {
  answerV2Gets(() => budget(460));
  return answerCatalog((path: string, options?: RequestOptions) => {
    const params = { ...options?.params };
    if (path === '/countries') return { data: [US, GB] };
    if (path === '/company_item_categories') return categories?.() ?? { data: [...CATEGORIES, RESTAURANTS] };
    if (path === '/company_item_sub_categories') {
      return subCategories?.(params) ?? { data: params.category_id === 11 ? [DELIVERY, COFFEE] : [] };
    }
    if (path === '/catalogs/gridwall') return gridwall?.(params) ?? gridwallPage([giftCard()]);
    throw httpError(404);
  });
}

const callsTo = (spy: jest.SpyInstance, wanted: string) =>
  spy.mock.calls.filter(([path]) => path === wanted).map(([, options]) => options.params);

const panel = () => screen.getByRole('navigation', { name: 'Categories' });

describe('CatalogueDev', () => {
  beforeEach(() => {
    localStorage.clear();
    signInForTests();
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads the categories, the countries and the first page of every reward, with links to each reward and the history', async () => {
    const spy = answerCatalogueDev();
    renderPage(<CatalogueDev />, { url: '/rewards-dev', path: '/rewards-dev' });

    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
    expect(await screen.findByText('You have 460 points to spend')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your redemption history' })).toHaveAttribute('href', '/rewards/history');
    expect(screen.getByRole('link', { name: 'Back to the classic catalogue' })).toHaveAttribute('href', '/rewards');
    expect(await within(panel()).findByRole('link', { name: 'Restaurants' })).toHaveAttribute(
      'href',
      '/rewards-dev?category=restaurants',
    );
    expect(within(panel()).getByRole('link', { name: 'All rewards' })).toHaveAttribute('aria-current', 'page');
    const grid = await screen.findByRole('list', { name: 'All rewards' });
    expect(within(grid).getByRole('link', { name: /Amazon.com Gift Card/ })).toHaveAttribute(
      'href',
      '/rewards/1000004',
    );
    expect(screen.getByText('1 reward')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Country and currency' })).toHaveValue('US');
    expect(callsTo(spy, '/catalogs/gridwall')).toEqual([
      expect.objectContaining({ view: 'gridwall', page_size: 48, page_number: 1, 'filters[country]': 'US' }),
    ]);
    expect(callsTo(spy, '/catalogs/gridwall')[0]['filters[category_ids]']).toBeUndefined();
    expect(callsTo(spy, '/company_item_sub_categories')).toEqual([]);
  });

  it('loads the sub-categories of the category picked, and each choice filters the grid from page 1', async () => {
    const spy = answerCatalogueDev({
      gridwall: (params) =>
        params['filters[sub_category_ids]'] === 151
          ? gridwallPage([uberEats()])
          : params['filters[category_ids]'] === 11
            ? gridwallPage([starbucks(), uberEats()])
            : gridwallPage([giftCard()], { pageCount: 3 }),
    });
    const { user } = renderPage(<CatalogueDev />, { url: '/rewards-dev?page=2', path: '/rewards-dev' });

    await user.click(await within(panel()).findByRole('link', { name: 'Restaurants' }));
    expect(currentAddress()).toBe('/rewards-dev?category=restaurants');
    expect(await screen.findByRole('heading', { level: 2, name: 'Restaurants' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Starbucks Card/ })).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page');
    const types = await within(panel()).findByRole('list', { name: 'Types of Restaurants' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Food delivery', 'Coffee']);
    expect(callsTo(spy, '/company_item_sub_categories')).toEqual([{ category_id: 11 }]);
    expect(callsTo(spy, '/catalogs/gridwall').at(-1)).toMatchObject({ 'filters[category_ids]': 11, page_number: 1 });

    await user.click(within(types).getByRole('link', { name: 'Food delivery' }));
    expect(currentAddress()).toBe('/rewards-dev?category=restaurants&subCategory=delivery');
    expect(await screen.findByRole('heading', { level: 2, name: 'Restaurants: Food delivery' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Starbucks Card/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Uber Eats Gift Card/ })).toHaveAttribute('href', '/rewards/1000009');
    expect(within(types).getByRole('link', { name: 'Food delivery' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel()).getByRole('link', { name: 'Restaurants' })).not.toHaveAttribute('aria-current');
    expect(callsTo(spy, '/catalogs/gridwall').at(-1)).toMatchObject({
      'filters[category_ids]': 11,
      'filters[sub_category_ids]': 151,
      page_number: 1,
    });
  });

  it('waits for the sub-category of the address before asking for its grid', async () => {
    const spy = answerCatalogueDev({ gridwall: () => gridwallPage([starbucks()]) });
    renderPage(<CatalogueDev />, { url: '/rewards-dev?category=restaurants&subCategory=coffee', path: '/rewards-dev' });
    expect(await screen.findByRole('link', { name: /Starbucks Card/ })).toBeInTheDocument();
    expect(callsTo(spy, '/catalogs/gridwall')).toEqual([
      expect.objectContaining({ 'filters[category_ids]': 11, 'filters[sub_category_ids]': 152 }),
    ]);
  });

  it('pages 48 at a time with up to five numbers plus first and last, and takes focus to the top of the new page', async () => {
    const spy = answerCatalogueDev({
      gridwall: ({ page_number }) =>
        gridwallPage(manyItems(48), { pageNumber: Number(page_number), pageCount: 20, totalCount: 960 }),
    });
    const { user } = renderPage(<CatalogueDev />, {
      url: '/rewards-dev?category=restaurants&page=10',
      path: '/rewards-dev',
    });
    const pages = await screen.findByRole('navigation', { name: 'Pages of rewards' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous', '1', '8', '9', '10', '11', '12', '20', 'Next']);
    expect(within(pages).getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 11' })).toHaveAttribute(
      'href',
      '/rewards-dev?category=restaurants&page=11',
    );
    expect(screen.getByRole('list', { name: 'Restaurants' }).children).toHaveLength(48);
    expect(screen.getByText('960 rewards')).toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(currentAddress()).toBe('/rewards-dev?category=restaurants&page=11');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Restaurants' })).toHaveFocus());
    expect(callsTo(spy, '/catalogs/gridwall').at(-1)).toMatchObject({ page_number: 11 });
  });

  it('reads a page that is not a whole number of at least 1 as page 1, and shows no pager for one page', async () => {
    const spy = answerCatalogueDev();
    renderPage(<CatalogueDev />, { url: '/rewards-dev?page=-3', path: '/rewards-dev' });
    await screen.findByRole('link', { name: /Amazon.com Gift Card/ });
    expect(callsTo(spy, '/catalogs/gridwall').at(-1)).toMatchObject({ page_number: 1 });
    expect(screen.queryByRole('navigation', { name: 'Pages of rewards' })).not.toBeInTheDocument();
  });

  it('shows the rewards of another country and starts again at page 1', async () => {
    const spy = answerCatalogueDev({ gridwall: () => gridwallPage([giftCard()], { pageCount: 3 }) });
    const { user } = renderPage(<CatalogueDev />, {
      url: '/rewards-dev?category=restaurants&page=2',
      path: '/rewards-dev',
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country and currency' }), 'GB');
    expect(currentAddress()).toBe('/rewards-dev?category=restaurants');
    expect(await screen.findByRole('link', { name: /£7.87–£19.69/ })).toBeInTheDocument();
    expect(callsTo(spy, '/catalogs/gridwall').at(-1)).toMatchObject({ 'filters[country]': 'GB', page_number: 1 });
  });

  it('hides the points boost category from whoever may not claim one', async () => {
    answerCatalogueDev();
    const { unmount } = renderPage(<CatalogueDev />, { url: '/rewards-dev', path: '/rewards-dev' });
    expect(await within(panel()).findByRole('link', { name: 'Points boost' })).toBeInTheDocument();
    unmount();

    signInForTests(subjectFor('tier_three', { user_mode: 'observer' }));
    renderPage(<CatalogueDev />, { url: '/rewards-dev', path: '/rewards-dev' });
    expect(await within(panel()).findByRole('link', { name: 'Electronics' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('link', { name: 'Points boost' })).not.toBeInTheDocument();
  });

  it('says so when a category has nothing, with a way back to every reward', async () => {
    answerCatalogueDev({ gridwall: () => gridwallPage([]) });
    renderPage(<CatalogueDev />, { url: '/rewards-dev?category=restaurants', path: '/rewards-dev' });
    expect(await screen.findByText('No rewards here yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all rewards' })).toHaveAttribute('href', '/rewards-dev');
  });

  it('explains a failed read of the grid and tries again', async () => {
    let fail = true;
    answerCatalogueDev({
      gridwall: () => {
        if (fail) throw httpError(503, { error: 'unavailable', message: 'Laurel is unavailable right now' });
        return gridwallPage([giftCard()]);
      },
    });
    const { user } = renderPage(<CatalogueDev />, { url: '/rewards-dev', path: '/rewards-dev' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the rewards');
    expect(alert).toHaveTextContent('Laurel is unavailable right now');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Amazon.com Gift Card/ })).toBeInTheDocument();
  });

  it('still shows every reward when the categories fail to load, and offers to load them again', async () => {
    let fail = true;
    answerCatalogueDev({
      categories: () => {
        if (fail) throw httpError(503);
        return { data: [RESTAURANTS] };
      },
    });
    const { user } = renderPage(<CatalogueDev />, { url: '/rewards-dev', path: '/rewards-dev' });
    expect(await screen.findByRole('link', { name: /Amazon.com Gift Card/ })).toBeInTheDocument();
    expect(await within(panel()).findByText(/We could not load the categories/)).toBeInTheDocument();
    fail = false;
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByRole('link', { name: 'Restaurants' })).toBeInTheDocument();
  });

  it('folds the categories behind a button that says which one is shown', async () => {
    answerCatalogueDev();
    const { user } = renderPage(<CatalogueDev />, { url: '/rewards-dev?category=restaurants', path: '/rewards-dev' });
    const toggle = await screen.findByRole('button', { name: 'Category: Restaurants' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(panel()).getByRole('link', { name: 'All rewards' }));
    expect(currentAddress()).toBe('/rewards-dev');
    expect(screen.getByRole('button', { name: 'Category: All rewards' })).toHaveAttribute('aria-expanded', 'false');
  });
});
