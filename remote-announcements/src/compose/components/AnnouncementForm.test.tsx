import { fireEvent, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import type { ChatIntegrations } from '@laurel/shared/recognition';
import { dateOfDay, draftOfAnnouncement, emptyDraft, type AnnouncementDraft } from '../announcement-draft';
import {
  announcementFixture,
  dayFromToday,
  renderWithAnnouncements,
} from '../../manage/testing/render-with-announcements';
import { AnnouncementForm } from './AnnouncementForm';

const TODAY = dayFromToday(0);
const SLACK_ONLY: ChatIntegrations = { has_slack_integration: true, has_ms_teams_integration: false };
const valid = (overrides: Partial<AnnouncementDraft> = {}): AnnouncementDraft => ({
  ...draftOfAnnouncement(announcementFixture(4, { start_date: dayFromToday(2), end_date: dayFromToday(9) })),
  ...overrides,
});
const days = (start: number, end: number): AnnouncementDraft['dates'] => [
  dateOfDay(dayFromToday(start)),
  dateOfDay(dayFromToday(end)),
];

function renderForm(initial: AnnouncementDraft, { existingStartDate = undefined as string | undefined } = {}) {
  const onSave = jest.fn();
  const rendered = renderWithAnnouncements(
    <AnnouncementForm
      initial={initial}
      today={TODAY}
      existingStartDate={existingStartDate}
      integrations={SLACK_ONLY}
      submitLabel={(startDay) => (startDay > TODAY ? 'Schedule' : 'Post')}
      failure={null}
      saving={false}
      onSave={onSave}
      onCancel={jest.fn()}
    />,
  );
  return { onSave, ...rendered };
}

const title = () => screen.getByRole('textbox', { name: 'Title' });
const save = () => screen.getByRole('button', { name: /^(Schedule|Post)$/ });

describe('AnnouncementForm', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { announcements_admin: true })));

  it('keeps save disabled until something changes, and again once the change is undone', async () => {
    const { user } = renderForm(valid());
    expect(save()).toBeDisabled();
    await user.type(title(), '!');
    expect(save()).toBeEnabled();
    await user.type(title(), '{Backspace}');
    expect(save()).toBeDisabled();
  });

  it('saves a draft that keeps every rule', async () => {
    const { user, onSave } = renderForm(valid());
    await user.type(title(), ' too');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ title: 'Announcement 4 too' }), false);
  });

  it.each([
    ['recipient_required', 'Choose who the announcement is for', valid({ recipients: [] }), 'To', ' x', undefined],
    ['title_required', 'Give the announcement a title', valid(), 'Title', null, undefined],
    ['title_too_long', 'Keep the title under 50 characters', valid({ title: '' }), 'Title', 'x'.repeat(51), undefined],
    [
      'description_required',
      'Write the announcement',
      valid({ description: emptyDraft().description }),
      'Announcement',
      ' x',
      undefined,
    ],
    [
      'description_too_long',
      'Keep the announcement under 250 characters',
      valid({ description: [{ type: 'paragraph', children: [{ text: 'y'.repeat(251) }] }] }),
      'Announcement',
      ' x',
      undefined,
    ],
    ['start_date_required', 'Choose a start date', valid({ dates: [null, null] }), null, ' x', undefined],
    [
      'start_date_future',
      'The start date must be today or later',
      valid({ dates: days(-1, 4) }),
      null,
      ' x',
      undefined,
    ],
    [
      'start_date_same_or_after',
      'Keep the start date, or choose today or later',
      valid({ dates: days(-2, 4) }),
      null,
      ' x',
      dayFromToday(-3),
    ],
    ['end_date_required', 'Choose an end date', valid({ dates: [dateOfDay(TODAY), null] }), null, ' x', undefined],
    ['end_date_future', 'The end date must be after today', valid({ dates: days(0, 0) }), null, ' x', undefined],
    [
      'end_date_after_start',
      'The end date must be after the start date',
      valid({ dates: days(4, 3) }),
      null,
      ' x',
      undefined,
    ],
  ])('shows %s beside its field', async (_id, message, initial, fieldName, typed, existingStartDate) => {
    const { user, onSave } = renderForm(initial, { existingStartDate });
    if (typed === null) await user.clear(title());
    else await user.type(title(), typed);
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    const shown = screen.getByText(message);
    if (fieldName) {
      const field =
        fieldName === 'Announcement'
          ? screen.getByRole('textbox', { name: 'Announcement' })
          : fieldName === 'To'
            ? screen.getByRole('combobox', { name: 'To' })
            : screen.getByRole('textbox', { name: fieldName });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field.getAttribute('aria-describedby')).toContain(shown.closest('p')!.id);
      expect(field).toHaveFocus();
    } else {
      expect(screen.getByRole('group', { description: new RegExp(message) })).toBeInTheDocument();
    }
  });

  it('offers e-mail and the connected chat only, and only for a start after today', async () => {
    const { unmount } = renderForm(valid({ dates: days(0, 4) }));
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Slack message' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Microsoft Teams message' })).not.toBeInTheDocument();
    expect(screen.getByText(/only for an announcement that starts later/)).toBeInTheDocument();
    unmount();
    renderForm(valid({ dates: days(1, 4) }));
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Slack message' })).not.toBeChecked();
  });

  it.each([
    ['an image over 10 MB', 'big.png', 'image/png', 10 * 1024 * 1024 + 1, 'Keep an image under 10 MB'],
    ['a GIF', 'party.gif', 'image/gif', 1000, 'Upload a JPEG or PNG image'],
  ])('refuses %s before it is sent', async (_what, name, type, size, message) => {
    const { user, onSave } = renderForm(valid());
    const file = new File(['x'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    const input = screen.getByLabelText('Image (optional)');
    // As a file picker told to show every file would hand it over.
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(title(), '!');
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes a PNG and can remove a stored image', async () => {
    const stored = { filename: 'cocoa.png', url: '/uploads/cocoa.png' };
    const { user, onSave } = renderForm(valid({ storedImage: stored }));
    expect(screen.getByText('Image: cocoa.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByText('Image: cocoa.png')).not.toBeInTheDocument();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ storedImage: null }), true);
  });

  it('labels save by the start picked on the calendar: a later start schedules', async () => {
    const { user } = renderForm(valid({ dates: days(0, 4) }));
    expect(save()).toHaveTextContent('Post');
    await user.click(screen.getByRole('button', { name: /Start and end dates/ }));
    const calendar = screen.getByRole('dialog', { name: 'Start and end dates' });
    const later = dateOfDay(dayFromToday(1));
    const end = dateOfDay(dayFromToday(4));
    await user.click(within(calendar).getByRole('button', { name: format(later, 'PPPP') }));
    if (later.getMonth() !== end.getMonth())
      await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await user.click(within(calendar).getByRole('button', { name: format(end, 'PPPP') }));
    await user.click(within(calendar).getByRole('button', { name: 'Apply' }));
    expect(save()).toHaveTextContent('Schedule');
  });
});
