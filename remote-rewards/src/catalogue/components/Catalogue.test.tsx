import { act, screen, within } from '@testing-library/react';
import type { RequestOptions } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { CATEGORIES, GB, US, catalogItem, giftCard, gridwallPage, hoodie } from '../../reward/testing/catalog-items';
import { answerCatalog, answerV2Gets, budget, httpError } from '../../testing/api-answers';
import { currentAddress, renderPage } from '../../testing/render-page';
import { Catalogue } from './Catalogue';

const manyItems = (count: number) =>
  Array.from({ length: count }, (_, index) => catalogItem(2_000 + index, `Card ${index}`));

interface CatalogAnswers {
  gridwall?: (params: Record<string, unknown>) => unknown;
  featured?: () => unknown;
}

function answerCatalogue({ gridwall, featured }: CatalogAnswers) {
  answerV2Gets(() => budget(460));
  return answerCatalog((path: string, options?: RequestOptions) => {
    if (path === '/countries') return { data: [US, GB] };
    if (path === '/company_item_categories') return { data: CATEGORIES };
    if (path === '/catalogs/swag_sub_categories') return { data: [] };
    if (path === '/catalogs/featured') return featured?.() ?? { data: {} };
    if (path === '/catalogs/gridwall') return gridwall?.({ ...options?.params }) ?? gridwallPage([]);
    throw httpError(404);
  });
}

const gridwallCalls = (spy: jest.SpyInstance) =>
  spy.mock.calls.filter(([path]) => path === '/catalogs/gridwall').map(([, options]) => options.params);

describe('Catalogue', () => {
  beforeEach(() => {
    localStorage.clear();
    signInForTests();
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens on the featured tab when the catalogue has featured items, with the earning balance and the history link', async () => {
    answerCatalogue({
      gridwall: () => gridwallPage([giftCard()], { flags: { featuredItems: true, swagItems: true } }),
      featured: () => ({ data: { promoted: [giftCard()], previously_claimed: [] } }),
    });
    renderPage(<Catalogue />);

    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
    expect(await screen.findByText('You have 460 points to spend')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your redemption history' })).toHaveAttribute('href', '/rewards/history');
    expect(screen.getByRole('link', { name: 'Try the new catalogue' })).toHaveAttribute('href', '/rewards-dev');
    const tabs = await screen.findByRole('navigation', { name: 'Catalogue sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Featured', 'Company swag', 'All rewards']);
    expect(within(tabs).getByRole('link', { name: 'Featured' })).toHaveAttribute('aria-current', 'page');
    const promoted = await screen.findByRole('list', { name: 'Popular right now' });
    expect(within(promoted).getByRole('link', { name: /Amazon.com Gift Card/ })).toHaveAttribute(
      'href',
      '/rewards/1000004',
    );
    expect(screen.queryByRole('heading', { name: 'Redeem again' })).not.toBeInTheDocument();
  });

  it('falls back to curated, then all, in the order of programs §2', async () => {
    const spy = answerCatalogue({
      gridwall: () => gridwallPage([giftCard()], { flags: { curatedItems: true, swagItems: true } }),
    });
    renderPage(<Catalogue />);
    const tabs = await screen.findByRole('navigation', { name: 'Catalogue sections' });
    expect(await within(tabs).findByRole('link', { name: 'Picked by your company' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByRole('list', { name: 'Picked by your company' });
    expect(gridwallCalls(spy)).toContainEqual(expect.objectContaining({ 'filters[curated]': 'true', page_number: 1 }));
  });

  it('prices each reward in points and in the currency of the chosen country', async () => {
    answerCatalogue({ gridwall: () => gridwallPage([giftCard()]) });
    const { user } = renderPage(<Catalogue />, { url: '/rewards?category=all' });
    const card = await screen.findByRole('link', { name: /Amazon.com Gift Card/ });
    expect(card).toHaveTextContent('100–250 points');
    expect(card).toHaveTextContent('$10.00–$25.00');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country and currency' }), 'GB');
    expect(await screen.findByRole('link', { name: /£7.87–£19.69/ })).toBeInTheDocument();
  });

  it('asks for the page of the address, 48 at a time, and pages with up to five numbers plus first and last', async () => {
    const spy = answerCatalogue({
      gridwall: ({ page_number }) =>
        gridwallPage(manyItems(48), { pageNumber: Number(page_number), pageCount: 20, totalCount: 960 }),
    });
    renderPage(<Catalogue />, { url: '/rewards?category=all&page=10' });
    const pages = await screen.findByRole('navigation', { name: 'Pages of rewards' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous', '1', '8', '9', '10', '11', '12', '20', 'Next']);
    expect(within(pages).getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 11' })).toHaveAttribute(
      'href',
      '/rewards?category=all&page=11',
    );
    expect(screen.getAllByRole('list', { name: 'All rewards' })[0]!.children).toHaveLength(48);
    expect(gridwallCalls(spy).at(-1)).toMatchObject({ page_size: 48, page_number: 10, view: 'gridwall' });
  });

  it('reads a page that is not a whole number of at least 1 as page 1, and shows no pager for one page', async () => {
    const spy = answerCatalogue({ gridwall: () => gridwallPage([giftCard()]) });
    renderPage(<Catalogue />, { url: '/rewards?category=all&page=-3' });
    await screen.findByRole('link', { name: /Amazon.com Gift Card/ });
    expect(gridwallCalls(spy).at(-1)).toMatchObject({ page_number: 1 });
    expect(screen.queryByRole('navigation', { name: 'Pages of rewards' })).not.toBeInTheDocument();
  });

  it('filters by category through the address, starting again at page 1', async () => {
    const spy = answerCatalogue({ gridwall: () => gridwallPage([giftCard()], { pageCount: 3 }) });
    const { user } = renderPage(<Catalogue />, { url: '/rewards?category=all&page=2' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'electronics');
    expect(currentAddress()).toBe('/rewards?category=electronics');
    await screen.findByRole('link', { name: /Amazon.com Gift Card/ });
    expect(gridwallCalls(spy).at(-1)).toMatchObject({ 'filters[category_ids]': 4, page_number: 1 });
  });

  it('hides the points boost category from whoever may not claim one', async () => {
    answerCatalogue({ gridwall: () => gridwallPage([giftCard()]) });
    const { unmount } = renderPage(<Catalogue />, { url: '/rewards?category=all' });
    const category = await screen.findByRole('combobox', { name: 'Category' });
    expect(await within(category).findByRole('option', { name: 'Points boost' })).toBeInTheDocument();
    unmount();

    signInForTests(subjectFor('tier_three', { user_mode: 'observer' }));
    renderPage(<Catalogue />, { url: '/rewards?category=all' });
    const observers = await screen.findByRole('combobox', { name: 'Category' });
    expect(await within(observers).findByRole('option', { name: 'Electronics' })).toBeInTheDocument();
    expect(within(observers).queryByRole('option', { name: 'Points boost' })).not.toBeInTheDocument();
  });

  it('searches by name after a pause and shows up to ten results', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const spy = answerCatalogue({
        gridwall: (params) =>
          params.view === 'search_results' ? gridwallPage([giftCard()]) : gridwallPage([hoodie()]),
      });
      const { user } = renderPage(<Catalogue />, { url: '/rewards?category=all' });
      await user.type(screen.getByRole('searchbox', { name: 'Search rewards' }), 'amaz');
      expect(gridwallCalls(spy).filter((params) => params.view === 'search_results')).toEqual([]);
      await act(() => jest.advanceTimersByTimeAsync(300));
      const results = await screen.findByRole('region', { name: 'Search results' });
      expect(await within(results).findByRole('link', { name: /Amazon.com Gift Card/ })).toBeInTheDocument();
      expect(within(results).getByRole('status')).toHaveTextContent('1 reward matches “amaz”.');
      expect(gridwallCalls(spy).filter((params) => params.view === 'search_results')).toEqual([
        expect.objectContaining({ 'filters[name]': 'amaz', page_size: 10, page_number: 1 }),
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when a tab has nothing, with a way to all rewards', async () => {
    answerCatalogue({ gridwall: () => gridwallPage([], { flags: { swagItems: true } }) });
    renderPage(<Catalogue />, { url: '/rewards?category=swag' });
    expect(await screen.findByText('No rewards here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all rewards' })).toHaveAttribute('href', '/rewards?category=all');
  });

  it('explains a failed read and tries again', async () => {
    let fail = true;
    answerCatalogue({
      gridwall: () => {
        if (fail) throw httpError(503, { error: 'unavailable', message: 'Laurel is unavailable right now' });
        return gridwallPage([giftCard()]);
      },
    });
    const { user } = renderPage(<Catalogue />, { url: '/rewards?category=all' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the rewards');
    expect(alert).toHaveTextContent('Laurel is unavailable right now');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Amazon.com Gift Card/ })).toBeInTheDocument();
  });
});
