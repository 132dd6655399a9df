import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, v2Client } from '@laurel/shared';
import type { GivingRules, ProgramSettings } from '@laurel/shared/contract';
import { ProgramSettingsPage } from '../../pages/ProgramSettingsPage';
import { PeerToPeerPage } from '../../pages/PeerToPeerPage';
import { renderPage } from '../../testing/render-page';

const SETTINGS: ProgramSettings = {
  allowanceAmount: 100,
  resetPeriod: 'monthly',
  managerExtraAllowance: false,
  managerExtraAmount: 0,
  nextResetDate: '2026-12-01',
};
const RULES: GivingRules = { maxPointsPerRecognition: null, minRecipients: 1, maxRecipients: null };

const stored = (result: unknown) => jest.spyOn(v2Client, 'get').mockResolvedValue({ result });
const savesAs = (answer: (body: object) => object) =>
  jest.spyOn(v2Client, 'patch').mockImplementation(async (_path, body) => ({ result: answer(body as object) }));

afterEach(() => jest.restoreAllMocks());

describe('ProgramSettingsPage', () => {
  const renderSettings = () =>
    renderPage(<ProgramSettingsPage />, { url: '/admin/programs/settings', path: '/admin/programs/settings' });

  it('saves the allowance, its refill and the managers extra, and shows the next refill day', async () => {
    stored(SETTINGS);
    const patch = savesAs((body) => ({ ...body, nextResetDate: '2027-01-01' }));
    const user = userEvent.setup();
    renderSettings();
    expect(await screen.findByText(/Next refill: December 1, 2026/)).toBeVisible();
    const amount = screen.getByLabelText('Points each person can give per period');
    await user.clear(amount);
    await user.type(amount, '40');
    await user.selectOptions(screen.getByLabelText('Refill the allowance'), 'quarterly');
    await user.click(screen.getByLabelText('Give managers an extra budget'));
    const extra = screen.getByLabelText('Extra points for each manager');
    await user.clear(extra);
    await user.type(extra, '25');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeVisible();
    expect(patch).toHaveBeenCalledWith('admin/programs/settings', {
      allowanceAmount: 40,
      resetPeriod: 'quarterly',
      managerExtraAllowance: true,
      managerExtraAmount: 25,
    });
    expect(screen.getByText(/Next refill: January 1, 2027/)).toBeVisible();
  });

  it('refuses an amount that is not a whole number at the field, before sending', async () => {
    stored(SETTINGS);
    const patch = jest.spyOn(v2Client, 'patch');
    const user = userEvent.setup();
    renderSettings();
    const amount = await screen.findByLabelText('Points each person can give per period');
    await user.clear(amount);
    await user.type(amount, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number of points from 0 to 100000.')).toBeVisible();
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue(2.5);
    expect(patch).not.toHaveBeenCalled();
  });

  it('says when the settings cannot be loaded', async () => {
    jest.spyOn(v2Client, 'get').mockRejectedValue(new HttpError(503));
    renderSettings();
    expect(await screen.findByText('The settings could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('PeerToPeerPage', () => {
  const renderRules = () =>
    renderPage(<PeerToPeerPage />, { url: '/admin/programs/peer-to-peer', path: '/admin/programs/peer-to-peer' });

  it('sets the limits with their boxes, and says self-recognition is never allowed', async () => {
    stored(RULES);
    const patch = savesAs((body) => body);
    const user = userEvent.setup();
    renderRules();
    expect(await screen.findByText(/Nobody can recognize themselves/)).toBeVisible();
    expect(screen.queryByLabelText('Most points in one recognition')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Limit the points of one recognition'));
    const most = screen.getByLabelText('Most points in one recognition');
    await user.clear(most);
    await user.type(most, '40');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeVisible();
    expect(patch).toHaveBeenCalledWith('admin/programs/peer_to_peer', {
      maxPointsPerRecognition: 40,
      minRecipients: 1,
      maxRecipients: null,
    });
  });

  it('refuses a most under the fewest at the field', async () => {
    stored({ ...RULES, minRecipients: 3 });
    const patch = jest.spyOn(v2Client, 'patch');
    const user = userEvent.setup();
    renderRules();
    await user.click(await screen.findByLabelText('Limit the people in one recognition'));
    const most = screen.getByLabelText('Most people in one recognition');
    await user.clear(most);
    await user.type(most, '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The most people cannot be fewer than the fewest.')).toBeVisible();
    expect(most).toHaveAccessibleDescription(/cannot be fewer/);
    expect(patch).not.toHaveBeenCalled();
  });

  it("puts the server's refusal at its field", async () => {
    stored(RULES);
    jest
      .spyOn(v2Client, 'patch')
      .mockRejectedValue(
        new HttpError(422, { body: { error: 'recipients_limit_invalid', errors: ['recipients_limit_invalid'] } }),
      );
    const user = userEvent.setup();
    renderRules();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number of people from 1 to 500.')).toBeVisible();
    expect(screen.getByLabelText('Fewest people in one recognition')).toHaveFocus();
  });
});
