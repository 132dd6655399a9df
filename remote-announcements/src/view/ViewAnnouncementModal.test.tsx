import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore, v2Client } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { ANNOUNCEMENTS_KEY, CURRENT_ANNOUNCEMENTS_KEY } from '../api/keys';
import { announcement } from '../carousel/testing/announcements';
import { answerGets, httpError, renderAnnouncements } from '../carousel/testing/render-announcements';
import { ViewAnnouncementModal } from './ViewAnnouncementModal';

const WINTER = announcement(3, {
  title: 'Winter celebration on Friday',
  description: '<p>Cocoa at <strong>4 pm</strong></p><script>window.__xss=1</script>',
  image: { filename: 'cocoa.png', url: '/uploads/announcement_images/1/cocoa.png' },
  claimable_award_id: 4,
});
const SCHEDULED = announcement(8, { title: 'Benefits enrolment opens', status: 'scheduled' });

const answerAll = () =>
  answerGets({
    [CURRENT_ANNOUNCEMENTS_KEY]: { result: [WINTER] },
    [ANNOUNCEMENTS_KEY]: { result: { posted: [WINTER], scheduled: [SCHEDULED] } },
  });
const asAdministrator = () => signInForTests(subjectFor('tier_three', { announcements_admin: true }));

function renderModal(announcementId: number | null) {
  const onClose = jest.fn();
  return {
    onClose,
    ...renderAnnouncements(<ViewAnnouncementModal announcementId={announcementId} onClose={onClose} />),
  };
}

describe('ViewAnnouncementModal', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the whole announcement, read-only, with no delete for someone who does not administer them', async () => {
    answerAll();
    const { user, onClose } = renderModal(3);
    const dialog = await screen.findByRole('dialog', { name: 'Winter celebration on Friday' });
    expect(within(dialog).getByText('4 pm').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/uploads/announcement_images/1/cocoa.png');
    expect(dialog).toHaveTextContent('Nov 23, 2026 – Dec 5, 2026');
    expect(dialog).toHaveTextContent('Posted by Anna Announcer');
    expect(within(dialog).getByRole('link', { name: 'See the incentive' })).toHaveAttribute('href', '/incentives/4');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    answerAll();
    const { user, onClose } = renderModal(3);
    await screen.findByRole('dialog', { name: 'Winter celebration on Friday' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says the announcement is not there when the viewer may not see it or it does not exist', async () => {
    const get = answerAll();
    renderModal(8);
    const dialog = await screen.findByRole('dialog', { name: 'Announcement unavailable' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This announcement has ended, was deleted, or was not sent to you.',
    );
    expect(get).not.toHaveBeenCalledWith(ANNOUNCEMENTS_KEY);
  });

  it('says so too when opened without an id', async () => {
    answerAll();
    renderModal(null);
    const dialog = await screen.findByRole('dialog', { name: 'Announcement unavailable' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This announcement has ended');
  });

  it('shows the server’s error when the read fails', async () => {
    answerGets({ [CURRENT_ANNOUNCEMENTS_KEY]: httpError(500, { error: 'unavailable', message: 'x' }) });
    renderModal(3);
    const dialog = await screen.findByRole('dialog', { name: 'Announcement unavailable' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Laurel is unavailable right now');
  });

  it('finds any of the company’s announcements for someone who administers them', async () => {
    asAdministrator();
    answerAll();
    renderModal(8);
    expect(await screen.findByRole('dialog', { name: 'Benefits enrolment opens' })).toBeInTheDocument();
  });

  it('lets an administrator delete after confirming: a toast, the caches read again, the modal closed', async () => {
    asAdministrator();
    const get = answerAll();
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue(undefined);
    const { user, onClose } = renderModal(3);
    const dialog = await screen.findByRole('dialog', { name: 'Winter celebration on Friday' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const question = within(dialog).getByRole('alertdialog', { name: 'Delete this announcement?' });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();
    get.mockClear();
    await user.click(within(question).getByRole('button', { name: 'Delete announcement' }));
    expect(remove).toHaveBeenCalledWith(`${ANNOUNCEMENTS_KEY}/3`);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ status: 'success', message: 'Announcement deleted' }),
    ]);
    await waitFor(() => expect(get).toHaveBeenCalledWith(CURRENT_ANNOUNCEMENTS_KEY));
  });

  it('keeps the announcement when the administrator changes their mind, focus back on Delete', async () => {
    asAdministrator();
    answerAll();
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue(undefined);
    const { user } = renderModal(3);
    const dialog = await screen.findByRole('dialog', { name: 'Winter celebration on Friday' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(within(dialog).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows the delete failure under the footer and stays open', async () => {
    asAdministrator();
    answerAll();
    jest.spyOn(v2Client, 'delete').mockRejectedValue(httpError(500));
    const { user, onClose } = renderModal(3);
    const dialog = await screen.findByRole('dialog', { name: 'Winter celebration on Friday' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete announcement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The announcement could not be deleted. Try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
