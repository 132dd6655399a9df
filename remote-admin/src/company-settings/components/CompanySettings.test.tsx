import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, v2Client } from '@laurel/shared';
import type { CompanySettings } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../company-settings-copy';
import { i18n } from '../../i18n';
import { CompanySettingsView } from './CompanySettings';

const SETTINGS: CompanySettings = {
  name: 'Northwind Collective',
  logoUrl: null,
  locale: 'en',
  timeZone: 'UTC',
  values: [
    { hashtag: 'OwnIt', description: 'We finish what we start' },
    { hashtag: 'Care', description: 'People first' },
  ],
  hashtaggingMode: 'at_least_one_company_hashtag',
  zeroPointBonuses: false,
  bonusPrivacy: true,
  defaultPrivacy: 'publicly_visible',
  disableGifs: false,
  disableImageUploads: false,
  disableVideoUploads: false,
  disableVideoRecordings: false,
  budgetSingular: 'point',
  budgetPlural: 'points',
  budgetFormat: 'points',
};

const renderPage = () =>
  renderRouted(i18n, <CompanySettingsView />, { url: '/admin/company/settings', path: '/admin/company/settings' });

const stored = () => jest.spyOn(v2Client, 'get').mockResolvedValue({ result: SETTINGS });

describe('CompanySettingsView', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { admin: true, global_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('saves every setting, the values reordered, added and removed with the keyboard', async () => {
    stored();
    const patch = jest
      .spyOn(v2Client, 'patch')
      .mockImplementation(async (_path, body) => ({ result: { ...SETTINGS, ...(body as object) } }));
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByLabelText('Company name');
    await user.clear(name);
    await user.type(name, 'Northwind');

    await user.click(screen.getByRole('button', { name: 'Move #Care up' }));
    expect(screen.getByRole('button', { name: 'Move #Care down' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add a value' }));
    expect(screen.getByLabelText('Value 3 hashtag')).toHaveFocus();
    await user.keyboard('Kindness');
    await user.type(screen.getByLabelText('Value 3 description'), 'Small things, often');
    await user.click(screen.getByRole('button', { name: 'Remove #OwnIt' }));

    await user.click(screen.getByLabelText('Allow recognitions without points'));
    await user.click(screen.getByLabelText('GIFs'));
    await user.selectOptions(screen.getByLabelText('Hashtags a recognition needs'), 'none');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    expect(patch).toHaveBeenCalledWith('admin/company', {
      ...(({ logoUrl: _logo, ...rest }) => rest)(SETTINGS),
      name: 'Northwind',
      values: [
        { hashtag: 'Care', description: 'People first' },
        { hashtag: 'Kindness', description: 'Small things, often' },
      ],
      zeroPointBonuses: true,
      disableGifs: true,
      hashtaggingMode: 'none',
    });
  });

  it('shows the rules at their fields before sending, and sends nothing', async () => {
    stored();
    const patch = jest.spyOn(v2Client, 'patch');
    const user = userEvent.setup();
    renderPage();
    await user.clear(await screen.findByLabelText('Company name'));
    await user.clear(screen.getByLabelText('Value 2 hashtag'));
    await user.type(screen.getByLabelText('Value 2 hashtag'), 'own it');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Enter the company name.')).toBeVisible();
    expect(screen.getByText(/Use up to 40 letters/)).toBeVisible();
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription(/Enter the company name/);
    expect(screen.getByLabelText('Value 2 hashtag')).toHaveValue('own it');
    expect(patch).not.toHaveBeenCalled();
  });

  it("puts the server's refusal at its field and keeps what was typed", async () => {
    stored();
    jest
      .spyOn(v2Client, 'patch')
      .mockRejectedValue(
        new HttpError(422, { body: { error: 'company_time_zone_invalid', errors: ['company_time_zone_invalid'] } }),
      );
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('One point is called'), 's');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Choose a time zone from the list.')).toBeVisible();
    expect(screen.getByLabelText('One point is called')).toHaveValue('points');
  });

  it('says a failed save that names no field above nothing lost', async () => {
    stored();
    jest
      .spyOn(v2Client, 'patch')
      .mockRejectedValue(new HttpError(500, { body: { error: 'server_error', message: 'Boom' } }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The settings were not saved')).toBeVisible();
  });

  it('says when the settings cannot be loaded, and loads again', async () => {
    const get = jest
      .spyOn(v2Client, 'get')
      .mockRejectedValueOnce(new HttpError(503))
      .mockResolvedValue({ result: SETTINGS });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('The company settings could not be loaded')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Company name')).toHaveValue('Northwind Collective');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('uploads a logo at once and refuses one over 2 MB before sending', async () => {
    stored();
    const post = jest
      .spyOn(v2Client, 'post')
      .mockResolvedValue({ result: { ...SETTINGS, logoUrl: '/uploads/company_logos/1/a.png' } });
    renderPage();
    const input = await screen.findByLabelText('Upload a logo');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Keep the logo under 2 MB.')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute(
        'src',
        '/uploads/company_logos/1/a.png',
      ),
    );
    expect(screen.getByText('Logo updated.')).toBeVisible();
  });
});
