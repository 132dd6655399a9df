import { countUnread } from '@laurel/shared';
import { markedRead, markedSeen } from './notification-status';
import { notification, READ_AT, SEEN_AT } from './testing/notifications';

const AT = '2026-11-23T10:00:00.000Z';
const list = () => [
  notification(1),
  notification(2),
  notification(3, { seen_at: SEEN_AT }),
  notification(4, { seen_at: SEEN_AT, acted_at: READ_AT }),
];

describe('notification status on the client (recognition §4)', () => {
  it('marking seen sets seen_at on the unread ones asked for and leaves the others', () => {
    const after = markedSeen(list(), new Set([1, 3, 4]), AT);
    expect(after.map(({ status, seen_at: seenAt }) => [status, seenAt])).toEqual([
      ['seen', AT],
      ['unread', null],
      ['seen', SEEN_AT],
      ['read', SEEN_AT],
    ]);
    expect(countUnread(after)).toBe(1);
  });

  it('marking read sets acted_at (and seen_at if missing), keeping earlier times', () => {
    const after = markedRead(list(), new Set([1, 3, 4]), AT);
    expect(after.map(({ status, seen_at: seenAt, acted_at: actedAt }) => [status, seenAt, actedAt])).toEqual([
      ['read', AT, AT],
      ['unread', null, null],
      ['read', SEEN_AT, AT],
      ['read', SEEN_AT, READ_AT],
    ]);
  });
});
