import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { calendarDayOf, type Announcement } from '@laurel/shared/contract';
import { HttpError, v2Client } from '@laurel/shared';
import { i18n } from '../../i18n';
import '../../compose/forms-copy';

/** Renders with the remote's English copy and a cache of its own. */
export function renderWithAnnouncements(ui: ReactElement) {
  const user = userEvent.setup();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </SWRConfig>
  );
  return { user, ...render(ui, { wrapper: Wrapper }) };
}

/** `YYYY-MM-DD` this many days from today, as the form checks days. */
export const dayFromToday = (days: number) => calendarDayOf(Date.now() + days * 24 * 60 * 60 * 1000);

/** Answers `v2Client.get` by path (an Error answer is thrown; an unknown path is a 404). */
export const answerGets = (answers: Record<string, unknown>) =>
  jest.spyOn(v2Client, 'get').mockImplementation((async (path: string) => {
    const answer = answers[path];
    if (answer === undefined) throw new HttpError(404);
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? (answer as () => unknown)() : answer;
  }) as typeof v2Client.get);

export const announcementFixture = (id: number, overrides: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `Announcement ${id}`,
  description: '<p>Cocoa at <strong>4 pm</strong></p>',
  start_date: dayFromToday(5),
  end_date: dayFromToday(12),
  claimable_award_id: null,
  image: null,
  email_notification: true,
  send_slack_message: false,
  send_ms_teams_message: false,
  reason_tokens: [
    {
      context: 'recipient',
      token: '@Engineering',
      display_name: 'Engineering',
      id: 7,
      type: 'group',
      user_ids: [1, 2, 3],
    },
  ],
  created_by_id: 9,
  status: 'scheduled',
  creator_display_name: 'Anna Announcer',
  creator_profile_pic_url: '',
  creator_username: 'anna-announcer',
  ...overrides,
});
