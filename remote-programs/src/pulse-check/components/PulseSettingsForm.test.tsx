import { screen } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { DEFAULT_PULSE_CHECK_SETTINGS, apiErrorText } from '@laurel/shared/contract';
import { httpError } from '../../claim/testing/api-answers';
import { PulseCheckSettingsAdminPage } from '../../pages/PulseCheckSettingsAdminPage';
import { renderPage } from '../../testing/render-page';

const render = () =>
  renderPage(<PulseCheckSettingsAdminPage />, {
    url: '/admin/growth/pulse-check-settings',
    path: '/admin/growth/pulse-check-settings',
  });
afterEach(() => jest.restoreAllMocks());

describe('pulse check settings page', () => {
  it('refuses an empty question and a blank label at their fields, then saves what was set', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: DEFAULT_PULSE_CHECK_SETTINGS });
    const put = jest.spyOn(v2Client, 'put').mockImplementation(async (_path, body) => ({ result: body }));
    const { user } = render();
    const question = await screen.findByRole('textbox', { name: 'Question' });
    await user.click(screen.getByRole('checkbox', { name: 'Ask the pulse question in check-ins' }));
    await user.clear(question);
    await user.clear(screen.getByRole('textbox', { name: 'Label for 3' }));
    await user.click(screen.getByRole('button', { name: 'Save pulse check settings' }));
    expect(question).toHaveFocus();
    expect(question).toHaveAccessibleDescription(expect.stringContaining('Write the pulse question.'));
    expect(await screen.findByText('Give each point of the scale a label of up to 40 characters.')).toBeVisible();
    expect(put).not.toHaveBeenCalled();
    await user.type(question, 'How is your week going?');
    await user.type(screen.getByRole('textbox', { name: 'Label for 3' }), 'Fine');
    await user.click(screen.getByRole('radio', { name: "Each person's answer and comment" }));
    const threshold = screen.getByRole('textbox', { name: 'Fewest answers before an average is shown' });
    await user.clear(threshold);
    await user.type(threshold, '4');
    await user.click(screen.getByRole('button', { name: 'Save pulse check settings' }));
    expect(await screen.findByText('Pulse check settings saved.')).toBeVisible();
    expect(put).toHaveBeenCalledWith('/admin/growth/pulse_check', {
      enabled: true,
      question: 'How is your week going?',
      scaleLabels: ['Very bad', 'Bad', 'Fine', 'Good', 'Great'],
      managerView: 'individual',
      anonymityThreshold: 4,
    });
  });

  it('shows the server’s refusal at its field, keeping what was typed', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: DEFAULT_PULSE_CHECK_SETTINGS });
    jest.spyOn(v2Client, 'put').mockRejectedValue(
      httpError(422, {
        error: 'pulse_threshold_invalid',
        message: apiErrorText('pulse_threshold_invalid'),
        errors: ['pulse_threshold_invalid'],
      }),
    );
    const { user } = render();
    const threshold = await screen.findByRole('textbox', { name: 'Fewest answers before an average is shown' });
    await user.clear(threshold);
    await user.type(threshold, '3');
    await user.click(screen.getByRole('button', { name: 'Save pulse check settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The pulse check settings were not saved');
    expect(threshold).toHaveAccessibleDescription(expect.stringContaining('The fewest answers is a whole number'));
    expect(threshold).toHaveValue('3');
  });

  it('says when the settings cannot be loaded, with a retry', async () => {
    jest.spyOn(v2Client, 'get').mockRejectedValue(httpError(500, { error: 'server_error' }));
    render();
    expect(await screen.findByText('We could not load the pulse check settings')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
