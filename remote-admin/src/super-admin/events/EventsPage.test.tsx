import { screen, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import type { AuditEventPage } from '@laurel/shared/contract';
import { currentAddress, renderRouted } from '@laurel/shared/testing/render-routed';
import '../super-admin-copy';
import { i18n } from '../../i18n';
import { EventsPage } from './EventsPage';

const PAGE: AuditEventPage = {
  records: [
    {
      id: 7,
      createdAt: '2026-11-10T09:00:00.000Z',
      action: 'company.update',
      subjectType: 'company',
      subjectId: 3,
      companyId: 3,
      companyName: 'Globex',
      actorId: 11,
      actorName: 'Sam Super',
      spooferName: null,
      before: { product_tier: 'tier_two', limited_release_mode: false },
      after: { product_tier: 'tier_one', limited_release_mode: false },
    },
  ],
  metadata: { page: 1, perPage: 20, totalCount: 21, pageCount: 2, actions: ['award.create', 'company.update'] },
};
const COMPANIES = { records: [{ id: 3, name: 'Globex' }] };

function answer(events: () => Promise<unknown>) {
  return jest
    .spyOn(v2Client, 'get')
    .mockImplementation(((path: string) =>
      path.startsWith('super_admin/companies') ? Promise.resolve(COMPANIES) : events()) as typeof v2Client.get);
}

const renderEvents = (url = '/super_admin/events') =>
  renderRouted(i18n, <EventsPage />, { url, path: '/super_admin/events' });

describe('EventsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows who changed what and when, with only the changed fields before and after', async () => {
    answer(() => Promise.resolve(PAGE));
    renderEvents();
    const table = await screen.findByRole('table', { name: '21 events, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Globex');
    expect(row).toHaveTextContent('Sam Super');
    expect(row).toHaveTextContent('company.update');
    expect(row).toHaveTextContent('product_tier: Before: tier_two → After: tier_one');
    expect(row).not.toHaveTextContent('limited_release_mode');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('applies the filters and the page to the address, which the read follows', async () => {
    const get = answer(() => Promise.resolve(PAGE));
    const { user } = renderEvents();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Company'), 'Globex');
    await user.type(screen.getByLabelText('Changed by (name or e-mail)'), 'sam');
    await user.selectOptions(screen.getByLabelText('Action'), 'company.update');
    await user.click(screen.getByRole('button', { name: 'Show events' }));
    expect(currentAddress()).toBe('/super_admin/events?company_id=3&actor=sam&action=company.update');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(currentAddress()).toContain('page=2');
    expect(get).toHaveBeenLastCalledWith('super_admin/events?company_id=3&actor=sam&action=company.update&page=2');
  });

  it('refuses a reversed day range at its field, keeping what was typed', async () => {
    answer(() => Promise.resolve(PAGE));
    const { user } = renderEvents();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From (UTC)'), '2026-11-20');
    await user.type(screen.getByLabelText('To (UTC)'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show events' }));
    const to = screen.getByLabelText('To (UTC)');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(expect.stringContaining('The end day must be on or after the start day.'));
    expect(to).toHaveFocus();
    expect(screen.getByLabelText('From (UTC)')).toHaveValue('2026-11-20');
    expect(currentAddress()).toBe('/super_admin/events');
  });

  it('says why the log could not be read and reads it again', async () => {
    let fail = true;
    answer(() => (fail ? Promise.reject(new HttpError(500)) : Promise.resolve(PAGE)));
    const { user } = renderEvents();
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
