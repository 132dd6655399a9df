import { cleanup, screen, within } from '@testing-library/react';
import { HttpError, THEME_STORAGE_KEY, useProfileStore, v2Client } from '@laurel/shared';
import type { UserProfile } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../../i18n';
import { ProfileSettingsPage } from './ProfileSettingsPage';

const renderPage = () => renderRouted(i18n, <ProfileSettingsPage />, { url: '/users/edit', path: '/users/edit' });
const theme = () => document.documentElement.getAttribute('data-theme');
const SUBJECT = subjectFor('tier_three', { display_name: 'Dana Reyes', theme_preference: 'light' });

const patchAnswers = () =>
  jest
    .spyOn(v2Client, 'patch')
    .mockImplementation(async (_path, body) => ({ result: { ...SUBJECT.user, ...(body as object) } as UserProfile }));

describe('Appearance in profile settings', () => {
  beforeEach(() => {
    signInForTests(SUBJECT);
    document.documentElement.dataset.theme = 'light';
  });
  afterEach(() => {
    jest.restoreAllMocks();
    cleanup();
    document.documentElement.removeAttribute('data-theme');
    localStorage.clear();
  });

  it('starts at the saved choice, turns the page dark at once by keyboard and saves only the appearance', async () => {
    const patch = patchAnswers();
    const { user } = renderPage();
    const group = screen.getByRole('group', { name: 'Appearance' });
    expect(within(group).getByRole('radio', { name: 'Light' })).toBeChecked();

    within(group).getByRole('radio', { name: 'Light' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(theme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(await within(group).findByText('Appearance saved.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('users/me', { theme_preference: 'dark' });
    expect(useProfileStore.getState().user.data?.theme_preference).toBe('dark');
  });

  it('follows the system when System is chosen, and the form’s save keeps the choice', async () => {
    const patch = patchAnswers();
    const { user } = renderPage();
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(theme()).toBeNull();
    await within(screen.getByRole('group', { name: 'Appearance' })).findByText('Appearance saved.');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(patch).toHaveBeenLastCalledWith('users/me', expect.objectContaining({ theme_preference: 'system' }));
  });

  it('saves quick choices one after another, so the server ends at the last one', async () => {
    const patch = patchAnswers();
    const { user } = renderPage();
    within(screen.getByRole('group', { name: 'Appearance' }))
      .getByRole('radio', { name: 'Light' })
      .focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await screen.findByText('Appearance saved.');
    expect(patch).toHaveBeenLastCalledWith('users/me', { theme_preference: 'light' });
    expect(useProfileStore.getState().user.data?.theme_preference).toBe('light');
    expect(theme()).toBe('light');
  });

  it('goes back to the saved choice and says why when the save fails', async () => {
    jest.spyOn(v2Client, 'patch').mockRejectedValue(new HttpError(503, { body: { error: 'unavailable' } }));
    const { user } = renderPage();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your appearance could not be saved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(theme()).toBe('light');
  });
});
