import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, useToastStore, v2Client } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { ANNOUNCEMENTS_KEY } from '../../api/keys';
import { COMPANY_SETTINGS_KEY } from '../../api/get-company-settings';
import {
  announcementFixture,
  answerGets,
  dayFromToday,
  renderWithAnnouncements,
} from '../testing/render-with-announcements';
import { AnnouncementDialogs, type AnnouncementView } from './AnnouncementDialogs';

const SCHEDULED = announcementFixture(8, { title: 'Benefits enrolment opens' });
const POSTED = announcementFixture(3, {
  title: 'Winter celebration',
  start_date: dayFromToday(0),
  end_date: dayFromToday(10),
  status: 'posted',
});
const SETTINGS = { result: { chat_integrations: { has_slack_integration: false, has_ms_teams_integration: true } } };
const toasts = () => useToastStore.getState().toasts.map(({ status, message }) => [status, message]);

function Harness({ start, onClose }: { start: AnnouncementView; onClose: () => void }) {
  const [view, setView] = useState(start);
  return <AnnouncementDialogs view={view} onViewChange={setView} onClose={onClose} />;
}

function renderDialogs(
  start: AnnouncementView,
  list: unknown = { result: { posted: [POSTED], scheduled: [SCHEDULED] } },
) {
  const gets = answerGets({ [COMPANY_SETTINGS_KEY]: SETTINGS, [ANNOUNCEMENTS_KEY]: list });
  const onClose = jest.fn();
  return { gets, onClose, ...renderWithAnnouncements(<Harness start={start} onClose={onClose} />) };
}

describe('AnnouncementDialogs', () => {
  beforeEach(() => {
    signInForTests(subjectFor('tier_three', { announcements_admin: true }));
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('makes an announcement with a manage link once some exist, and the Teams box the company connected', async () => {
    renderDialogs({ kind: 'make' });
    const dialog = await screen.findByRole('dialog', { name: 'Make an announcement' });
    expect(await within(dialog).findByRole('button', { name: 'Manage your announcements' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Microsoft Teams message' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Slack message' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Post announcement' })).toBeDisabled();
  });

  it('has no manage link while there is nothing to manage', async () => {
    renderDialogs({ kind: 'make' }, { result: { posted: [], scheduled: [] } });
    const dialog = await screen.findByRole('dialog', { name: 'Make an announcement' });
    await within(dialog).findByRole('textbox', { name: 'Title' });
    expect(within(dialog).queryByRole('button', { name: 'Manage your announcements' })).not.toBeInTheDocument();
  });

  it('lists scheduled and posted with their dates, and opens one prefilled to edit', async () => {
    const { user } = renderDialogs({ kind: 'make' });
    await user.click(await screen.findByRole('button', { name: 'Manage your announcements' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage announcements' });
    const scheduled = within(dialog).getByRole('region', { name: 'Scheduled (1)' });
    expect(within(scheduled).getByRole('columnheader', { name: 'Scheduled for' })).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('region', { name: 'Posted (1)' })).getByText('Winter celebration'),
    ).toBeInTheDocument();
    await user.click(within(scheduled).getByRole('button', { name: 'Edit “Benefits enrolment opens”' }));
    const edit = screen.getByRole('dialog', { name: 'Edit announcement' });
    expect(within(edit).getByRole('textbox', { name: 'Title' })).toHaveValue('Benefits enrolment opens');
    expect(within(edit).getByText(/Engineering \(group/)).toBeInTheDocument();
    expect(within(edit).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('labels the edit of one starting today Post', async () => {
    renderDialogs({ kind: 'edit', announcement: POSTED, back: null });
    const edit = await screen.findByRole('dialog', { name: 'Edit announcement' });
    expect(await within(edit).findByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it('saves an edit, tells so, refreshes the lists and goes back to them', async () => {
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({ result: SCHEDULED });
    const { user, gets } = renderDialogs({ kind: 'edit', announcement: SCHEDULED, back: 'manage' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, ' today');
    const listReads = gets.mock.calls.filter(([path]) => path === ANNOUNCEMENTS_KEY).length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Manage announcements' });
    const [path, form] = patch.mock.calls[0]!;
    expect(path).toBe(`${ANNOUNCEMENTS_KEY}/8`);
    expect((form as FormData).get('title')).toBe('Benefits enrolment opens today');
    expect((form as FormData).get('id')).toBe('8');
    expect(toasts()).toEqual([['success', 'The announcement is updated.']]);
    await waitFor(() =>
      expect(gets.mock.calls.filter(([read]) => read === ANNOUNCEMENTS_KEY).length).toBeGreaterThan(listReads),
    );
  });

  it('shows the edit failure under the footer and keeps the draft', async () => {
    const body = { error: 'image_upload_too_big', message: 'Keep an image under 10 MB' };
    jest.spyOn(v2Client, 'patch').mockRejectedValue(new HttpError(413, { body }));
    const { user } = renderDialogs({ kind: 'edit', announcement: SCHEDULED, back: 'manage' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The announcement could not be updated: Keep an image under 10 MB',
    );
    expect(title).toHaveValue('Benefits enrolment opens!');
    expect(toasts()).toEqual([]);
  });

  it('deletes after a confirmation, or keeps it', async () => {
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue(undefined);
    const { user } = renderDialogs({ kind: 'edit', announcement: SCHEDULED, back: 'manage' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete “Benefits enrolment opens”? Nobody will see it any more.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Manage announcements' });
    expect(remove).toHaveBeenCalledWith(`${ANNOUNCEMENTS_KEY}/8`);
    expect(toasts()).toEqual([['success', 'The announcement is deleted.']]);
  });

  it('shows the delete failure and stays', async () => {
    jest
      .spyOn(v2Client, 'delete')
      .mockRejectedValue(new HttpError(404, { body: { error: 'not_found', message: 'Not found' } }));
    const { user } = renderDialogs({ kind: 'edit', announcement: SCHEDULED, back: 'manage' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The announcement could not be deleted: Not found');
  });

  it('makes one: picks a group from the search by keyboard as one recipient, and checks the form before posting', async () => {
    const post = jest
      .spyOn(v2Client, 'post')
      .mockImplementation((async (path: string) =>
        path === ANNOUNCEMENTS_KEY ? { result: POSTED } : { result: [] }) as typeof v2Client.post);
    const gets = answerGets({
      [COMPANY_SETTINGS_KEY]: SETTINGS,
      [ANNOUNCEMENTS_KEY]: { result: { posted: [], scheduled: [] } },
      '/users/autocomplete': {
        result: [
          {
            id: 7,
            display_name: 'Engineering',
            username: 'Engineering',
            group_type: 'department',
            group_user_ids: [1, 2],
          },
        ],
      },
    });
    const onClose = jest.fn();
    const { user } = renderWithAnnouncements(<Harness start={{ kind: 'make' }} onClose={onClose} />);
    const to = await screen.findByRole('combobox', { name: 'To' });
    await user.type(to, 'Eng');
    const option = await screen.findByRole('option', { name: /Engineering/ }, { timeout: 3000 });
    expect(gets).toHaveBeenCalledWith(
      '/users/autocomplete',
      expect.objectContaining({ params: expect.objectContaining({ search: 'Eng', search_usergroups: true }) }),
    );
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Engineering (group · 2 people)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Town hall');
    await user.click(screen.getByRole('button', { name: 'Post announcement' }));
    expect(screen.getByText('Write the announcement')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith(ANNOUNCEMENTS_KEY, expect.anything());
  });

  it('opens the make form prefilled with the defaults its caller gave, and posts them once recipients are chosen', async () => {
    const post = jest
      .spyOn(v2Client, 'post')
      .mockImplementation((async (path: string) =>
        path === ANNOUNCEMENTS_KEY ? { result: SCHEDULED } : { result: [] }) as typeof v2Client.post);
    answerGets({
      [COMPANY_SETTINGS_KEY]: SETTINGS,
      [ANNOUNCEMENTS_KEY]: { result: { posted: [], scheduled: [] } },
      '/users/autocomplete': {
        result: [
          {
            id: 7,
            display_name: 'Engineering',
            username: 'Engineering',
            group_type: 'department',
            group_user_ids: [1, 2],
          },
        ],
      },
    });
    const defaults = {
      title: 'Open enrolment',
      description: '<p>Pick your <strong>plan</strong></p>',
      start_date: dayFromToday(2),
      end_date: dayFromToday(9),
    };
    const onClose = jest.fn();
    const { user } = renderWithAnnouncements(<Harness start={{ kind: 'make', defaults }} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Make an announcement' });
    expect(await within(dialog).findByRole('textbox', { name: 'Title' })).toHaveValue('Open enrolment');
    expect(within(dialog).getByRole('textbox', { name: 'Announcement' })).toHaveTextContent('Pick your plan');
    expect(within(dialog).getByRole('button', { name: 'Schedule announcement' })).toBeDisabled();

    await user.type(within(dialog).getByRole('combobox', { name: 'To' }), 'Eng');
    await screen.findByRole('option', { name: /Engineering/ }, { timeout: 3000 });
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule announcement' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(ANNOUNCEMENTS_KEY, expect.any(FormData)));
    const sent = post.mock.calls.find(([path]) => path === ANNOUNCEMENTS_KEY)![1] as FormData;
    expect([sent.get('title'), sent.get('start_date'), sent.get('end_date')]).toEqual([
      'Open enrolment',
      dayFromToday(2),
      dayFromToday(9),
    ]);
    expect(String(sent.get('description'))).toContain('<strong>plan</strong>');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('offers a retry when the lists cannot be read', async () => {
    const { user, gets } = renderDialogs({ kind: 'manage' }, new HttpError(500));
    expect(await screen.findByText('The announcements could not be loaded.')).toBeInTheDocument();
    gets.mockImplementation((async (path: string) =>
      path === ANNOUNCEMENTS_KEY ? { result: { posted: [POSTED], scheduled: [] } } : SETTINGS) as typeof v2Client.get);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Edit “Winter celebration”' })).toBeInTheDocument();
  });
});
