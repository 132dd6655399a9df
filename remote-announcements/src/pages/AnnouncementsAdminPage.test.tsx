import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, useToastStore, v2Client } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { ANNOUNCEMENTS_KEY } from '../api/keys';
import { COMPANY_SETTINGS_KEY } from '../api/get-company-settings';
import { announcementFixture, answerGets, renderWithAnnouncements } from '../manage/testing/render-with-announcements';
import { AnnouncementsAdminPage } from './AnnouncementsAdminPage';

const SCHEDULED = announcementFixture(8, { title: 'Benefits enrolment opens' });
const SETTINGS = { result: { chat_integrations: { has_slack_integration: false, has_ms_teams_integration: false } } };

function renderPage(list: unknown) {
  const gets = answerGets({ [COMPANY_SETTINGS_KEY]: SETTINGS, [ANNOUNCEMENTS_KEY]: list });
  return { gets, ...renderWithAnnouncements(<AnnouncementsAdminPage />) };
}

describe('AnnouncementsAdminPage', () => {
  beforeEach(() => {
    signInForTests(subjectFor('tier_three', { announcements_admin: true }));
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('says it is loading, then shows the scheduled and posted tables', async () => {
    renderPage({ result: { posted: [], scheduled: [SCHEDULED] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Company announcements' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading announcements…');
    const scheduled = await screen.findByRole('region', { name: 'Scheduled (1)' });
    expect(within(scheduled).getByRole('button', { name: 'Edit “Benefits enrolment opens”' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Posted (0)' })).getByText('Nothing is posted right now.'));
  });

  it('says when there are none yet', async () => {
    renderPage({ result: { posted: [], scheduled: [] } });
    expect(await screen.findByText('There are no posted or scheduled announcements yet.')).toBeInTheDocument();
  });

  it('says when they cannot be read, with a retry', async () => {
    renderPage(new HttpError(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('The announcements could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens the make modal and gives the focus back to its button when it closes', async () => {
    const { user } = renderPage({ result: { posted: [], scheduled: [SCHEDULED] } });
    const make = screen.getByRole('button', { name: 'Make announcement' });
    await user.click(make);
    const dialog = await screen.findByRole('dialog', { name: 'Make an announcement' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(make).toHaveFocus());
  });

  it('opens a row to edit and deletes one after a confirmation', async () => {
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue(undefined);
    const { user } = renderPage({ result: { posted: [], scheduled: [SCHEDULED] } });
    await user.click(await screen.findByRole('button', { name: 'Edit “Benefits enrolment opens”' }));
    expect(await screen.findByRole('dialog', { name: 'Edit announcement' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete “Benefits enrolment opens”' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete announcement' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(`${ANNOUNCEMENTS_KEY}/8`);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['The announcement is deleted.']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
