import { screen, waitFor } from '@testing-library/react';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { HttpError, v2Client } from '@laurel/shared';
import type { AnnouncementIncentive } from '@laurel/shared/contract';
import { draftOfAnnouncement, formDataOf, type AnnouncementDraft } from '../announcement-draft';
import {
  announcementFixture,
  answerGets,
  dayFromToday,
  renderWithAnnouncements,
} from '../../manage/testing/render-with-announcements';
import { AnnouncementForm } from './AnnouncementForm';

const TODAY = dayFromToday(0);
const REFER: AnnouncementIncentive = { id: 1, name: 'Refer a friend', amount: 50, eligible_recipients_count: 3 };
const MEETUP: AnnouncementIncentive = { id: 2, name: 'Speak at a meetup', amount: 100, eligible_recipients_count: 1 };
const ADA = { id: 42, display_name: 'Ada Lovelace', username: 'ada' };

const draft = (overrides: Partial<AnnouncementDraft> = {}): AnnouncementDraft => ({
  ...draftOfAnnouncement(announcementFixture(4, { start_date: dayFromToday(2), end_date: dayFromToday(9) })),
  ...overrides,
});

/** Answers the lookup by the usernames and group ids it is sent. */
function answerIncentives(answer: (tokens: { token?: string }[]) => AnnouncementIncentive[] | Error) {
  return jest.spyOn(v2Client, 'post').mockImplementation((async (path: string, body: unknown) => {
    if (path !== '/incentives/announcement_incentives') throw new HttpError(404);
    const answered = answer((body as { reason_tokens: { token?: string }[] }).reason_tokens);
    if (answered instanceof Error) throw answered;
    return { result: answered };
  }) as typeof v2Client.post);
}

function renderForm(initial: AnnouncementDraft, incentiveFailure: string | null = null) {
  const onSave = jest.fn();
  const rendered = renderWithAnnouncements(
    <AnnouncementForm
      initial={initial}
      today={TODAY}
      integrations={{ has_slack_integration: false, has_ms_teams_integration: false }}
      submitLabel={() => 'Schedule'}
      failure={null}
      incentiveFailure={incentiveFailure}
      saving={false}
      onSave={onSave}
      onCancel={jest.fn()}
    />,
  );
  return { onSave, ...rendered };
}

const field = () => screen.getByRole('combobox', { name: 'Incentive (optional)' });
const optionNames = () => Array.from((field() as HTMLSelectElement).options, (option) => option.textContent);

describe('the announcement form’s incentive', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { announcements_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('offers what the chosen recipients may claim and sends the choice as claimable_award_id', async () => {
    const lookup = answerIncentives(() => [REFER, MEETUP]);
    const { user, onSave } = renderForm(draft());
    await waitFor(() => expect(field()).toBeEnabled());
    expect(lookup).toHaveBeenCalledWith('/incentives/announcement_incentives', {
      reason_tokens: [expect.objectContaining({ token: '@Engineering', type: 'group', id: 7 })],
    });
    expect(optionNames()).toEqual([
      'No incentive',
      'Refer a friend · 50 points · 3 recipients may claim it',
      'Speak at a meetup · 100 points · 1 recipient may claim it',
    ]);
    await user.selectOptions(field(), 'Refer a friend · 50 points · 3 recipients may claim it');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const saved = onSave.mock.calls[0]![0] as AnnouncementDraft;
    expect(saved.incentiveId).toBe(1);
    expect(formDataOf(saved, TODAY, false).get('claimable_award_id')).toBe('1');
    expect(formDataOf({ ...saved, incentiveId: null }, TODAY, false).get('claimable_award_id')).toBe('');
  });

  it('is disabled and says why when no incentive is offered to the recipients', async () => {
    answerIncentives(() => []);
    renderForm(draft());
    expect(await screen.findByText('No active incentive is offered to these recipients.')).toBeInTheDocument();
    expect(field()).toBeDisabled();
    expect(field()).toHaveAccessibleDescription('No active incentive is offered to these recipients.');
  });

  it('asks for recipients first, and says so when the incentives cannot be looked up', async () => {
    answerIncentives(() => new HttpError(500));
    const { unmount } = renderForm(draft({ recipients: [] }));
    expect(field()).toBeDisabled();
    expect(screen.getByText(/Choose recipients first/)).toBeInTheDocument();
    unmount();
    renderForm(draft());
    expect(await screen.findByText(/cannot be looked up right now/)).toBeInTheDocument();
    expect(field()).toBeDisabled();
  });

  it.each([
    ['keeps a choice still offered to the new recipients', 2, '2', null],
    [
      'clears a choice the new recipients may not claim, saying so',
      1,
      '',
      '“Refer a friend” is not offered to these recipients, so it was removed.',
    ],
  ])('%s', async (_what, chosen, kept, note) => {
    answerIncentives((tokens) => (tokens.some((token) => token.token === '@ada') ? [MEETUP] : [REFER, MEETUP]));
    answerGets({ '/users/autocomplete': { result: [ADA] } });
    const { user } = renderForm(draft({ incentiveId: chosen }));
    await waitFor(() => expect(field()).toHaveValue(String(chosen)));
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'Ada');
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    expect(screen.getByText(/Looking up the incentives/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Looking up the incentives/)).not.toBeInTheDocument());
    expect(optionNames()).toHaveLength(2);
    expect(field()).toHaveValue(kept);
    if (note) expect(screen.getByRole('status')).toHaveTextContent(note);
    else expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.selectOptions(field(), '2');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('names no incentive it never saw when an edited announcement’s one is no longer offered', async () => {
    answerIncentives(() => [MEETUP]);
    renderForm(draft({ incentiveId: 1 }));
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The incentive chosen before is not offered to these recipients, so it was removed.',
    );
  });

  it('links awards admins to a new incentive, in a new tab', async () => {
    answerIncentives(() => [REFER]);
    const { unmount } = renderForm(draft());
    expect(screen.queryByRole('link', { name: /Create an incentive/ })).not.toBeInTheDocument();
    unmount();
    signInForTests(subjectFor('tier_three', { announcements_admin: true, awards_admin: true }));
    renderForm(draft());
    const link = screen.getByRole('link', { name: 'Create an incentive (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/admin/programs/incentives/new');
    expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(field()).toBeEnabled());
  });

  it('is left out where the tier has no incentives', () => {
    const lookup = answerIncentives(() => [REFER]);
    signInForTests(subjectFor('tier_alpha', { global_admin: true, announcements_admin: true }));
    renderForm(draft());
    expect(screen.queryByRole('combobox', { name: 'Incentive (optional)' })).not.toBeInTheDocument();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the incentive sent at the field, until another is chosen', async () => {
    answerIncentives(() => [REFER, MEETUP]);
    const initial = draft({ incentiveId: 1 });
    const { user, rerender, onSave } = renderForm(initial);
    await waitFor(() => expect(field()).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(onSave).toHaveBeenCalled();
    rerender(
      <AnnouncementForm
        initial={initial}
        today={TODAY}
        integrations={{ has_slack_integration: false, has_ms_teams_integration: false }}
        submitLabel={() => 'Schedule'}
        failure={null}
        incentiveFailure="None of the recipients may claim this incentive"
        saving={false}
        onSave={onSave}
        onCancel={jest.fn()}
      />,
    );
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/None of the recipients may claim this incentive/);
    expect(field()).toHaveFocus();
    await user.selectOptions(field(), '2');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/None of the recipients/)).not.toBeInTheDocument();
  });
});
