import { screen, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';
import { currentAddress, renderRouted } from '@laurel/shared/testing/render-routed';
import '../participation-copy';
import { i18n } from '../../i18n';
import { givingAndReceivingWith, OPTIONS } from '../participation-fixtures';
import { GivingAndReceivingView } from './GivingAndReceivingView';

const PATH = '/admin/reports/participation/giving-and-receiving';

const answer = (report: () => Promise<unknown>) =>
  jest
    .spyOn(v2Client, 'get')
    .mockImplementation(((path: string) =>
      path.startsWith('admin/reports/participation/options')
        ? Promise.resolve({ result: OPTIONS })
        : report()) as typeof v2Client.get);

const renderView = (query = '?start_date=2026-10-01&end_date=2026-10-31') =>
  renderRouted(i18n, <GivingAndReceivingView />, { url: `${PATH}${query}`, path: PATH });

describe('GivingAndReceivingView', () => {
  beforeAll(installNoopResizeObserver);
  afterEach(() => jest.restoreAllMocks());

  it('shows the shares, the charts with their tables and the people, a page at a time', async () => {
    const get = answer(async () => ({ result: givingAndReceivingWith() }));
    const { user } = renderView('?start_date=2026-10-01&end_date=2026-10-31&page=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Participation' })).toBeVisible();
    expect(await screen.findByText('2 of 4 people')).toBeVisible();
    expect(get).toHaveBeenCalledWith(
      'admin/reports/participation/giving-and-receiving?start_date=2026-10-01&end_date=2026-10-31&page=1',
    );
    expect(screen.getByRole('link', { name: 'Giving and receiving' })).toHaveAttribute('aria-current', 'page');

    const weekly = screen.getByRole('figure', { name: 'Participation by week' });
    await user.click(within(weekly).getByRole('button', { name: 'Show as table' }));
    const week = within(weekly).getByRole('row', { name: /Oct 5, 2026/ });
    expect(
      within(week)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25%', '25%']);

    const people = screen.getByRole('table', { name: /What each person gave and received/ });
    const emma = within(people).getByRole('row', { name: /Emma Lind/ });
    expect(
      within(emma)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sales', '2', '2']);
    const pages = screen.getByRole('navigation', { name: 'Pages of people' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/admin/reports/participation/giving-and-receiving?start_date=2026-10-01&end_date=2026-10-31&page=2',
    );
  });

  it('keeps the filters in the address and asks again with them', async () => {
    const get = answer(async () => ({ result: givingAndReceivingWith() }));
    const { user } = renderView('?start_date=2026-10-01&end_date=2026-10-31&page=2');
    await screen.findByText('2 of 4 people');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Department' }), 'Sales');
    expect(currentAddress()).toBe(`${PATH}?start_date=2026-10-01&end_date=2026-10-31&department=Sales`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), "Mateo Silva's team");
    expect(get).toHaveBeenLastCalledWith(
      'admin/reports/participation/giving-and-receiving?start_date=2026-10-01&end_date=2026-10-31&department=Sales&team=4&page=1',
    );
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/admin/reports/participation/compare?start_date=2026-10-01&end_date=2026-10-31&department=Sales&team=4',
    );
  });

  it('shows the failure with a retry that asks again', async () => {
    let fail = true;
    answer(async () => {
      if (fail) throw new HttpError(500, { body: { error: 'server_error', message: 'An unknown error occurred' } });
      return { result: givingAndReceivingWith() };
    });
    const { user } = renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('This report could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 of 4 people')).toBeVisible();
  });

  it('says when the filters count nobody', async () => {
    const empty = givingAndReceivingWith();
    answer(async () => ({ result: { ...empty, totals: { ...empty.totals, people: 0 } } }));
    renderView();
    expect(await screen.findByText(/No recognition matches these filters/)).toBeVisible();
  });
});
