import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import type { SuperAdminCompany } from '@laurel/shared/contract';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../super-admin-copy';
import { i18n } from '../../i18n';
import { CompaniesPage } from './CompaniesPage';

const GLOBEX: SuperAdminCompany = {
  id: 3,
  name: 'Globex',
  status: 'in_trial',
  productTier: 'tier_two',
  trialEndDate: '2026-12-06',
  limitedReleaseMode: false,
  hideCompetitiveFeatures: true,
  activeUsers: 12,
};

function answer(companies: SuperAdminCompany[]) {
  return jest
    .spyOn(v2Client, 'get')
    .mockImplementation((() => Promise.resolve({ records: companies })) as typeof v2Client.get);
}

const renderCompanies = () =>
  renderRouted(i18n, <CompaniesPage />, { url: '/super_admin/companies', path: '/super_admin/companies' });

describe('CompaniesPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each company with its tier, trial and switches', async () => {
    answer([GLOBEX]);
    renderCompanies();
    const row = (await screen.findByRole('rowheader', { name: /Globex/ })).closest('tr')!;
    expect(row).toHaveTextContent('Connect (tier two)');
    expect(row).toHaveTextContent('In trial');
    expect(row).toHaveTextContent('2026-12-06');
    expect(row).toHaveTextContent('Competitive features hidden');
  });

  it('searches as one types', async () => {
    const get = answer([GLOBEX]);
    const { user } = renderCompanies();
    await user.type(await screen.findByLabelText('Search by name or id'), 'glo');
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('super_admin/companies?q=glo'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('edits the tier, trial end and switches, saves them and returns focus to the row', async () => {
    answer([GLOBEX]);
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({ result: GLOBEX });
    const { user } = renderCompanies();
    await user.click(await screen.findByRole('button', { name: 'Edit Globex' }));
    const form = screen.getByRole('form', { name: 'Edit Globex' });
    await user.selectOptions(within(form).getByLabelText('Tier'), 'tier_one');
    await user.clear(within(form).getByLabelText('Trial ends'));
    await user.click(within(form).getByLabelText('Limited release'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(patch).toHaveBeenCalledWith('super_admin/companies/3', {
      productTier: 'tier_one',
      trialEndDate: null,
      limitedReleaseMode: true,
      hideCompetitiveFeatures: true,
    });
    expect(await screen.findByText('Globex was saved.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('keeps the form and what was chosen when the save fails, and says why', async () => {
    answer([GLOBEX]);
    jest.spyOn(v2Client, 'patch').mockRejectedValue(new HttpError(403));
    const { user } = renderCompanies();
    await user.click(await screen.findByRole('button', { name: 'Edit Globex' }));
    const form = screen.getByRole('form', { name: 'Edit Globex' });
    await user.selectOptions(within(form).getByLabelText('Tier'), 'free');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The company could not be saved');
    expect(within(form).getByLabelText('Tier')).toHaveValue('free');
  });

  it('draws a company name from the XSS corpus as text', async () => {
    answer([{ ...GLOBEX, name: '<img src=x onerror=alert(1)>' }]);
    const { container } = renderCompanies();
    expect(await screen.findByRole('rowheader', { name: /<img src=x onerror=alert\(1\)>/ })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
