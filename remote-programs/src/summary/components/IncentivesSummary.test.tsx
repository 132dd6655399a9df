import { screen, within } from '@testing-library/react';
import type { IncentiveSummary } from '@laurel/shared/contract';
import '../summary-setup';
import { currentAddress, renderPage } from '../../testing/render-page';
import { answerGets, claim, httpError } from '../../approvals/testing/claims';
import { IncentivesSummary } from './IncentivesSummary';

const PATH = '/admin/incentives/summary';
const AWARDS = [
  { id: 1, name: 'Refer a friend' },
  { id: 2, name: 'Speak at a meetup' },
];

const summary = (claims = [claim(1)], pagination: Partial<IncentiveSummary['pagination']> = {}) => ({
  result: {
    awards: AWARDS,
    claims,
    pagination: {
      page_count: 1,
      total_count: claims.length,
      page_number: 1,
      page_next: null,
      page_previous: null,
      ...pagination,
    },
  },
});

const renderSummary = (search = '?start_date=2026-11-01&end_date=2026-11-20') =>
  renderPage(<IncentivesSummary />, { url: `${PATH}${search}`, path: PATH });

describe('IncentivesSummary', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the address’s filter, 24 a page, and lists each claim with its claimer, status and decisions', async () => {
    const get = answerGets(() =>
      summary([
        claim(1, {
          state: 'approved',
          current_step: null,
          decision_date: '2026-11-21T09:00:00.000Z',
          decisions: [
            { step: 0, approver_id: 5, approver_name: 'Alan Turing', decision: 'approved', note: 'Nice', at: '' },
            { step: 1, approver_id: 6, approver_name: 'Mary Manager', decision: 'approved', note: '', at: '' },
          ],
        }),
        claim(2, { receivers: [{ id: 8, display_name: 'Grace Hopper' }] }),
        claim(3, { award: { id: 1, name: 'Refer a friend', amount: 50 }, auto_approved: true, state: 'approved' }),
      ]),
    );
    renderSummary('?award_ids=2&start_date=2026-11-01&end_date=2026-11-20&sort_order=asc&page=2');
    const table = await screen.findByRole('table', { name: 'Claims of incentives' });
    expect(get).toHaveBeenCalledWith('admin/incentives/summary', {
      params: {
        award_ids: [2],
        start_date: '2026-11-01',
        end_date: '2026-11-20',
        page_number: 2,
        page_size: 24,
        sort_order: 'asc',
      },
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/company/users/7');
    expect(rows[0]).toHaveTextContent('Speak at a meetup');
    expect(rows[0]).toHaveTextContent('100 points');
    expect(rows[0]).toHaveTextContent('Approved');
    expect(rows[0]).toHaveTextContent('Nov 20, 2026');
    expect(rows[0]).toHaveTextContent('Nov 21, 2026');
    expect(rows[0]).toHaveTextContent('Step 1: approved by Alan Turing');
    expect(rows[0]).toHaveTextContent('Nice');
    expect(rows[0]).toHaveTextContent('Step 2: approved by Mary Manager');
    expect(rows[1]).toHaveTextContent('Waiting for step 1 of 2');
    expect(rows[1]).toHaveTextContent('Not yet');
    expect(rows[2]).toHaveTextContent('Approved at once');
    expect(screen.getByText('3 claims')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export CSV of these claims, every page' })).toHaveAttribute(
      'href',
      '/api/v2/admin/incentives/summary/export_csv?award_ids[]=2&start_date=2026-11-01&end_date=2026-11-20&sort_order=asc',
    );
  });

  it('says when no claim matches', async () => {
    answerGets(() => summary([]));
    renderSummary();
    expect(await screen.findByText(/No claims match these filters/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers page 1 when the address asks for a page past the last', async () => {
    answerGets(() => summary([], { page_count: 2, page_number: 5, total_count: 30 }));
    const { user } = renderSummary('?start_date=2026-11-01&end_date=2026-11-20&page=5');
    expect(await screen.findByText('Page 5 is past the last page of these claims.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Go to page 1' }));
    expect(currentAddress()).toBe(`${PATH}?start_date=2026-11-01&end_date=2026-11-20`);
  });

  it('pages by the §9 rule, keeping the filter in the address', async () => {
    answerGets(() => summary([claim(1)], { page_count: 9, page_number: 5, total_count: 200 }));
    renderSummary('?award_ids=1&start_date=2026-11-01&end_date=2026-11-20&page=5');
    const pages = await screen.findByRole('navigation', { name: 'Pages of the summary' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1', '3', '4', '5', '6', '7', '9']);
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 9' })).toHaveAttribute(
      'href',
      `${PATH}?award_ids=1&start_date=2026-11-01&end_date=2026-11-20&page=9`,
    );
  });

  it('toggles the order and changes incentives from page 1 again', async () => {
    answerGets(() => summary([claim(1)], { page_count: 3, page_number: 2 }));
    const { user } = renderSummary('?start_date=2026-11-01&end_date=2026-11-20&page=2');
    await user.click(await screen.findByRole('button', { name: 'Claimed, newest first. Show oldest first' }));
    expect(currentAddress()).toBe(`${PATH}?start_date=2026-11-01&end_date=2026-11-20&sort_order=asc`);
    expect(
      screen.getByRole('button', { name: 'Claimed, oldest first. Show newest first' }).closest('th'),
    ).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByText('Incentives: all'));
    await user.click(screen.getByRole('checkbox', { name: 'Speak at a meetup' }));
    expect(currentAddress()).toBe(`${PATH}?award_ids=2&start_date=2026-11-01&end_date=2026-11-20&sort_order=asc`);
    expect(screen.getByText('Incentives: 1 chosen')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all incentives' }));
    expect(currentAddress()).toBe(`${PATH}?start_date=2026-11-01&end_date=2026-11-20&sort_order=asc`);
  });

  it('closes the incentives list with Escape and gives focus back to its summary', async () => {
    answerGets(() => summary());
    const { user } = renderSummary();
    const opener = await screen.findByText('Incentives: all');
    await user.click(opener);
    const choice = screen.getByRole('checkbox', { name: 'Refer a friend' });
    expect(choice).toBeVisible();
    choice.focus();
    await user.keyboard('{Escape}');
    expect(opener.closest('details')).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('applies a date preset from page 1 and shows it pressed', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T12:00:00.000Z'), doNotFake: ['setTimeout', 'queueMicrotask'] });
    try {
      answerGets(() => summary([claim(1)], { page_count: 2 }));
      const { user } = renderSummary('?page=2');
      const presets = await screen.findByRole('group', { name: 'Date presets' });
      expect(within(presets).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(within(presets).getByRole('button', { name: '7 days' }));
      expect(currentAddress()).toBe(`${PATH}?start_date=2026-11-16&end_date=2026-11-23`);
      expect(within(presets).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(within(presets).getByRole('button', { name: 'Last year' }));
      expect(currentAddress()).toBe(`${PATH}?start_date=2025-11-23&end_date=2026-11-23`);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the error when the summary cannot be read, never a blank page', async () => {
    answerGets(() => {
      throw httpError(403, { error: 'forbidden', message: 'You are not allowed to do that' });
    });
    renderSummary();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The incentives summary could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'Incentives summary' })).toBeVisible();
  });
});
