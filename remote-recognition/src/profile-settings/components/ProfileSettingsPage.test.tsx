import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changePageLanguage, HttpError, v2Client } from '@laurel/shared';
import type { UserProfile } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../../i18n';
import { ProfileSettingsPage } from './ProfileSettingsPage';

const renderPage = () => renderRouted(i18n, <ProfileSettingsPage />, { url: '/users/edit', path: '/users/edit' });

const refused = (status: number, body: object) => new HttpError(status, { body });

const SUBJECT = subjectFor('tier_three', { display_name: 'Dana Reyes', locale: 'en', time_zone: 'Europe/Berlin' });

/** The profile reloads after a save: the server answers what is stored. */
const profileAnswers = () =>
  jest
    .spyOn(v2Client, 'get')
    .mockImplementation(async (path) => ({ result: path.includes('company') ? SUBJECT.company : SUBJECT.user }));

describe('ProfileSettingsPage', () => {
  beforeEach(() => signInForTests(SUBJECT));
  afterEach(async () => {
    jest.restoreAllMocks();
    // The page is gone before the language goes back, so nothing re-renders outside a test.
    cleanup();
    await changePageLanguage('en');
  });

  it('saves the name, language, time zone and preferences, and switches the page language', async () => {
    const patch = jest
      .spyOn(v2Client, 'patch')
      .mockImplementation(async (_path, body) => ({ result: { ...SUBJECT.user, ...(body as object) } as UserProfile }));
    profileAnswers();
    const { user } = renderPage();

    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Dana R.');
    await user.selectOptions(screen.getByLabelText('Language'), 'de');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    await user.click(screen.getByRole('radio', { name: 'Only the people involved (private)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Leave me out of leaderboards' }));
    await user.click(screen.getByRole('checkbox', { name: 'Comments: By e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Your settings are saved.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(
      'users/me',
      expect.objectContaining({
        display_name: 'Dana R.',
        locale: 'de',
        time_zone: 'Europe/Berlin',
        recognition_preferences: {
          default_privacy: 'privately_visible',
          leaderboard_opt_out: true,
          celebrations_opt_out: false,
        },
        notification_preferences: expect.objectContaining({ comments: { in_app: true, email: false } }),
      }),
    );
    // The whole page switches: this app's copy asks for German (none loads in a test, so English stays).
    await waitFor(() => expect(i18n.language).toBe('de'));
  });

  it('shows the name error at the field, focuses it and sends nothing', async () => {
    const patch = jest.spyOn(v2Client, 'patch');
    const { user } = renderPage();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('   ');
    expect(patch).not.toHaveBeenCalled();
  });

  it('puts a server refusal at its field and keeps what was typed', async () => {
    jest
      .spyOn(v2Client, 'patch')
      .mockRejectedValue(refused(422, { error: 'profile_time_zone_invalid', errors: ['profile_time_zone_invalid'] }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Choose a time zone from the list.')).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Reyes Jr');
  });

  it('says why when the save fails for another reason', async () => {
    jest.spyOn(v2Client, 'patch').mockRejectedValue(refused(503, { error: 'unavailable' }));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your settings could not be saved')).toBeInTheDocument();
  });

  it('previews a chosen picture before uploading it, and refuses other kinds of file at the field', async () => {
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: {} });
    profileAnswers();
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const { user } = renderPage();
    const input = screen.getByLabelText('Choose a picture');

    // A file picker that ignores `accept` (drag and drop, some systems) can still hand over a GIF.
    const gif = new File(['gif'], 'me.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: { 0: gif, length: 1, item: () => gif } } });
    expect(screen.getByText('Choose a JPEG or PNG picture.')).toBeInTheDocument();

    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Preview of your new picture' })).toHaveAttribute('src', 'blob:preview');
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('Your picture is updated.')).toBeInTheDocument();
    await waitFor(() => expect(post).toHaveBeenCalledWith('users/me/avatar', expect.any(FormData)));
  });
});
