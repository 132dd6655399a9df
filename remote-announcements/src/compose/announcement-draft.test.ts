import { announcementFixture, dayFromToday } from '../manage/testing/render-with-announcements';
import {
  dateOfDay,
  dayOf,
  draftOfAnnouncement,
  draftOfDefaults,
  emptyDraft,
  fieldErrorsOf,
  formDataOf,
  hasChanged,
  type AnnouncementDraft,
} from './announcement-draft';
import { imageProblemOf } from './announcement-image';

const TODAY = dayFromToday(0);
const valid = (): AnnouncementDraft => ({
  ...draftOfAnnouncement(announcementFixture(4)),
  dates: [dateOfDay(dayFromToday(2)), dateOfDay(dayFromToday(9))],
});

describe('the announcement draft', () => {
  it('puts each broken rule of recognition §5 beside its field, the first one per field', () => {
    expect(fieldErrorsOf(emptyDraft(), { today: TODAY })).toEqual({
      recipients: 'recipient_required',
      title: 'title_required',
      description: 'description_required',
      dates: 'start_date_required',
    });
    expect(fieldErrorsOf(valid(), { today: TODAY })).toEqual({});
  });

  it('prefills the make form from its caller’s defaults, and leaves empty what they leave out', () => {
    expect(draftOfDefaults()).toEqual(emptyDraft());
    const draft = draftOfDefaults({ title: 'Open enrolment', end_date: dayFromToday(9), claimable_award_id: 4 });
    expect([draft.title, dayOf(draft.dates[0]), dayOf(draft.dates[1]), draft.incentiveId]).toEqual([
      'Open enrolment',
      '',
      dayFromToday(9),
      4,
    ]);
    expect(draft.recipients).toEqual([]);
  });

  it('reads a stored announcement back: its group, its days, its marks and its notifications', () => {
    const draft = draftOfAnnouncement(announcementFixture(4));
    expect(draft.recipients).toEqual([
      expect.objectContaining({ key: 'group:7', type: 'group', displayName: 'Engineering', userIds: [1, 2, 3] }),
    ]);
    expect(draft.dates.map(dayOf)).toEqual([dayFromToday(5), dayFromToday(12)]);
    expect(draft.description[0]!.children).toContainEqual({ text: '4 pm', bold: true });
    expect(hasChanged(draft, draftOfAnnouncement(announcementFixture(4)))).toBe(false);
    expect(hasChanged({ ...draft, title: 'Another' }, draft)).toBe(true);
  });

  it('sends the multipart fields of recognition §7, the group as its token', () => {
    const form = formDataOf(valid(), TODAY, false);
    expect(form.get('title')).toBe('Announcement 4');
    expect(form.get('description')).toBe('<p>Cocoa at <strong>4 pm</strong></p>');
    expect(form.get('start_date')).toBe(dayFromToday(2));
    expect(form.get('end_date')).toBe(dayFromToday(9));
    expect(JSON.parse(form.get('reason_tokens') as string)).toEqual([
      {
        context: 'recipient',
        token: '@Engineering',
        display_name: 'Engineering',
        id: 7,
        type: 'group',
        user_ids: [1, 2, 3],
      },
    ]);
    expect(form.get('email_notification')).toBe('true');
    expect(form.get('remove_image')).toBe('false');
  });

  it('reads, compares and sends the optional incentive as claimable_award_id', () => {
    const draft = draftOfAnnouncement(announcementFixture(4, { claimable_award_id: 3 }));
    expect(draft.incentiveId).toBe(3);
    expect(hasChanged({ ...draft, incentiveId: null }, draft)).toBe(true);
    expect(formDataOf(draft, TODAY, false).get('claimable_award_id')).toBe('3');
    expect(formDataOf(valid(), TODAY, false).get('claimable_award_id')).toBe('');
  });

  it('sends no notification for a start of today, whatever the boxes held', () => {
    const today = { ...valid(), dates: [dateOfDay(TODAY), dateOfDay(dayFromToday(3))] as AnnouncementDraft['dates'] };
    expect(formDataOf(today, TODAY, false).get('email_notification')).toBe('false');
  });
});

describe('the image rule (recognition §5)', () => {
  const file = (name: string, type: string, bytes: number) => {
    const made = new File(['x'], name, { type });
    Object.defineProperty(made, 'size', { value: bytes });
    return made;
  };
  it.each([
    ['a PNG of 10 MB', file('team.png', 'image/png', 10 * 1024 * 1024), null],
    ['a JPEG', file('team.jpeg', 'image/jpeg', 2000), null],
    ['a .jpg', file('team.jpg', 'image/jpeg', 2000), null],
    ['a PNG one byte over 10 MB', file('team.png', 'image/png', 10 * 1024 * 1024 + 1), 'image_upload_too_big'],
    ['a GIF', file('team.gif', 'image/gif', 2000), 'unsupported_file_type'],
    ['an SVG', file('team.svg', 'image/svg+xml', 2000), 'unsupported_file_type'],
    ['a program named .png', file('run.exe.png', 'application/x-msdownload', 2000), 'unsupported_file_type'],
  ])('%s → %s', (_what, chosen, problem) => {
    expect(imageProblemOf(chosen)).toBe(problem);
  });
});
