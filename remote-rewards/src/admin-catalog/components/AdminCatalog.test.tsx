import { screen, within } from '@testing-library/react';
import useSWR from 'swr';
import type { AdminCompanyCatalogItem } from '@laurel/shared/contract';
import { CatalogSettingsPage } from '../../pages/CatalogSettingsPage';
import { currentAddress, renderPage } from '../../testing/render-page';
import { answerGets, answerPatches, httpError } from '../../history/testing/v2-api';
import { adminItem, adminPage, denomination } from '../testing/admin-items';

const TARGET = adminItem(1_000_007, 'Target GiftCard');
const XBOX = adminItem(1_000_009, 'Xbox Gift Card', { state: 'inactive', adminDisabled: true });
const SEPHORA = adminItem(1_000_011, 'Sephora eGift Card', {
  state: 'inactive',
  companyDenominations: [denomination(1, 20, { inactiveReasons: ['discontinued', 'out_of_stock'], quantity: 0 })],
});

const renderCatalog = (url = '/admin/rewards/catalog') =>
  renderPage(<CatalogSettingsPage />, { url, path: '/admin/rewards/catalog' });

/** Stands for an employee catalogue read cached in the same browser (the catalogue's keys start the same way). */
function EmployeeCatalogueRead({ fetcher }: { fetcher: () => Promise<string> }) {
  useSWR(['rewards-catalog', 'gridwall', { page: 1 }], fetcher);
  return null;
}

const entryNamed = (name: string) => screen.getByRole('article', { name });

describe('the admin catalogue', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the company’s items with a labelled switch each, and says what the catalogue holds back', async () => {
    const get = answerGets(() => adminPage([TARGET, XBOX, SEPHORA]));
    renderCatalog();
    expect(await screen.findByRole('switch', { name: 'Offer Target GiftCard' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Offer Xbox Gift Card' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Offer Sephora eGift Card' })).toBeChecked();
    expect(entryNamed('Sephora eGift Card')).toHaveTextContent('The catalogue has paused this reward');
    expect(entryNamed('Xbox Gift Card')).not.toHaveTextContent('The catalogue has paused');
    expect(screen.getByText('3 rewards')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('admin/rewards/company_items', {
      params: { 'filters[name]': undefined, page_number: 1 },
    });
  });

  it('turns an item off from the keyboard, confirms it, and the employee catalogue is read again', async () => {
    answerGets(() => adminPage([TARGET]));
    const patch = answerPatches(() => ({ data: { ...TARGET, state: 'inactive', adminDisabled: true } }));
    const catalogueRead = jest.fn(async () => 'grid');
    const { user } = renderPage(
      <>
        <CatalogSettingsPage />
        <EmployeeCatalogueRead fetcher={catalogueRead} />
      </>,
      { url: '/admin/rewards/catalog', path: '/admin/rewards/catalog' },
    );
    const toggle = await screen.findByRole('switch', { name: 'Offer Target GiftCard' });
    toggle.focus();
    await user.keyboard(' ');
    expect(
      await screen.findByText('Target GiftCard is no longer offered: employees cannot redeem it.'),
    ).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('admin/rewards/company_items/1000007', { enabled: false });
    expect(toggle).not.toBeChecked();
    expect(within(entryNamed('Target GiftCard')).getByText('Not offered')).toBeInTheDocument();
    expect(catalogueRead).toHaveBeenCalledTimes(2);
  });

  it('shows an item’s denominations on demand and switches one with the admin_disabled reason', async () => {
    answerGets(() => adminPage([TARGET]));
    const off: AdminCompanyCatalogItem = {
      ...TARGET,
      companyDenominations: [
        TARGET.companyDenominations[0]!,
        { ...TARGET.companyDenominations[1]!, inactiveReasons: ['admin_disabled'] },
      ],
    };
    const patch = answerPatches(() => ({ data: off }));
    const { user } = renderCatalog();
    const disclosure = await screen.findByRole('button', { name: 'Show its 2 options' });
    expect(screen.queryByRole('switch', { name: 'Offer $50.00 of Target GiftCard' })).not.toBeInTheDocument();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('switch', { name: 'Offer $50.00 of Target GiftCard' }));
    expect(await screen.findByText('$50.00 of Target GiftCard is no longer offered.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('admin/rewards/company_items/1000007/denominations/10000072', {
      enabled: false,
    });
    expect(screen.getByRole('switch', { name: 'Offer $50.00 of Target GiftCard' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Offer $25.00 of Target GiftCard' })).toBeChecked();
  });

  it('names the other reasons a denomination is unavailable', async () => {
    answerGets(() => adminPage([SEPHORA]));
    const { user } = renderCatalog();
    await user.click(await screen.findByRole('button', { name: 'Show its 1 option' }));
    expect(entryNamed('Sephora eGift Card')).toHaveTextContent(
      'Unavailable anyway: discontinued by the provider, out of stock',
    );
    expect(entryNamed('Sephora eGift Card')).toHaveTextContent('200 points · 0 left');
  });

  it('keeps the switch as it was and says why when the change is refused', async () => {
    answerGets(() => adminPage([TARGET]));
    answerPatches(() => {
      throw httpError(403, { error: 'forbidden', message: 'Forbidden' });
    });
    const { user } = renderCatalog();
    const toggle = await screen.findByRole('switch', { name: 'Offer Target GiftCard' });
    await user.click(toggle);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That change was not saved.');
    expect(toggle).toBeChecked();
  });

  it('searches by name through the address, from page 1', async () => {
    const get = answerGets(() => adminPage([TARGET], 3));
    const { user } = renderCatalog('/admin/rewards/catalog?page=2');
    const search = await screen.findByRole('searchbox', { name: 'Search rewards by name or brand' });
    await user.type(search, 'target{Enter}');
    expect(currentAddress()).toBe('/admin/rewards/catalog?q=target');
    expect(get).toHaveBeenLastCalledWith('admin/rewards/company_items', {
      params: { 'filters[name]': 'target', page_number: 1 },
    });
  });

  it('says when a search matches nothing, and when the list cannot load', async () => {
    answerGets((_path, options) => {
      if (options?.params?.['filters[name]'] === 'zzz') return adminPage([]);
      throw httpError(500, { error: 'server_error', message: 'Catalogue offline' });
    });
    renderCatalog('/admin/rewards/catalog?q=zzz');
    expect(await screen.findByText('No reward matches “zzz”.')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    answerGets(() => {
      throw httpError(500, { error: 'server_error', message: 'Catalogue offline' });
    });
    renderCatalog();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the catalogue.Catalogue offline');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
