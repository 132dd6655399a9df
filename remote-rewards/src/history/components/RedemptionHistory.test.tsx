import { screen, within } from '@testing-library/react';
import { REDEMPTION_RECORD_STATUSES, REDEMPTION_STATUSES } from '@laurel/shared/contract';
import { i18n } from '../../i18n';
import { HOODIE, redemption, redemptionsPage } from '../testing/redemptions';
import { currentAddress, renderPage } from '../../testing/render-page';
import { answerGets, httpError } from '../testing/v2-api';
import { RedemptionHistory } from './RedemptionHistory';

const renderHistory = (url = '/rewards/history') =>
  renderPage(<RedemptionHistory />, { url, path: '/rewards/history' });

describe('RedemptionHistory', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each redemption with its item, points, date, status and delivery in words', async () => {
    const get = answerGets(() => redemptionsPage([redemption(2), HOODIE(1)]));
    renderHistory();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Amazon.com Gift Card' })).toHaveAttribute(
      'href',
      '/rewards/history/2',
    );
    expect(items[0]).toHaveTextContent('250 points');
    expect(items[0]).toHaveTextContent('Nov 20, 2026');
    expect(items[0]).toHaveTextContent('Fulfilled');
    expect(items[0]).toHaveTextContent('Delivery: Delivered');
    expect(items[1]).toHaveTextContent('450 points · M · navy');
    expect(items[1]).toHaveTextContent('Approved');
    expect(items[1]).toHaveTextContent('Delivery: Being prepared by the rewards team');
    expect(screen.getByText('2 redemptions')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('rewards/redemptions', {
      params: { page_number: 1, sort_by: 'created_at', sort_direction: 'desc' },
    });
  });

  it('has words for every redemption status and record status of the spec', () => {
    for (const status of REDEMPTION_STATUSES) {
      expect(i18n.exists(`rewards:history.status.${status}.label`)).toBe(true);
      expect(i18n.exists(`rewards:history.status.${status}.explained`)).toBe(true);
    }
    for (const status of REDEMPTION_RECORD_STATUSES)
      expect(i18n.exists(`rewards:history.recordStatus.${status}`)).toBe(true);
  });

  it('asks for the page and order in the address, and a new order starts again at page 1', async () => {
    const get = answerGets(() => redemptionsPage([redemption(3)], { pageNumber: 2, pageCount: 3, totalCount: 41 }));
    const { user } = renderHistory('/rewards/history?page=2&sort_by=price_in_points&sort_direction=asc');
    await screen.findByRole('article');
    expect(get).toHaveBeenCalledWith('rewards/redemptions', {
      params: { page_number: 2, sort_by: 'price_in_points', sort_direction: 'asc' },
    });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('price_in_points:asc');

    const pages = screen.getByRole('navigation', { name: 'Pages of your redemptions' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/rewards/history?page=3&sort_by=price_in_points&sort_direction=asc',
    );

    await user.selectOptions(sort, 'Newest first');
    expect(currentAddress()).toBe('/rewards/history');
    await user.selectOptions(sort, 'Most points first');
    expect(currentAddress()).toBe('/rewards/history?sort_by=price_in_points&sort_direction=desc');
    expect(get).toHaveBeenLastCalledWith('rewards/redemptions', {
      params: { page_number: 1, sort_by: 'price_in_points', sort_direction: 'desc' },
    });
  });

  it('shows no page numbers for a single page', async () => {
    answerGets(() => redemptionsPage([redemption(1)]));
    renderHistory();
    await screen.findByRole('article');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, and points to the catalogue', async () => {
    answerGets(() => redemptionsPage([]));
    renderHistory();
    expect(await screen.findByText(/You have not redeemed any rewards yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Browse rewards' }).at(-1)).toHaveAttribute('href', '/rewards');
  });

  it('says a page past the last is empty and links back to the first', async () => {
    answerGets(() => redemptionsPage([], { pageNumber: 9, pageCount: 2, totalCount: 30 }));
    renderHistory('/rewards/history?page=9');
    expect(await screen.findByText('There is nothing on page 9 of your redemptions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/rewards/history');
  });

  it('shows the loading state, then the error with the server’s reason and a retry that loads again', async () => {
    let fail = true;
    answerGets(() => {
      if (fail) throw httpError(500, { error: 'server_error', message: 'The database is asleep' });
      return redemptionsPage([redemption(1)]);
    });
    const { user } = renderHistory();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your redemptions…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your redemptions.');
    expect(alert).toHaveTextContent('The database is asleep');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toHaveTextContent('Amazon.com Gift Card');
  });
});
