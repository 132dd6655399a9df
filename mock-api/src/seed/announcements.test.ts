import { announcementStatusOn, calendarDayOf, notificationStatusOf } from '@laurel/shared/contract';
import { generateDatabase } from './generate';

const today = new Date('2026-11-22T00:00:00Z');

describe('the seeded announcements and notifications', () => {
  it('give the main company a posted, a scheduled and a retired announcement from its announcements admin', () => {
    const db = generateDatabase({ today });
    const admin = db.users.find((user) => user.persona === 'announcements_admin')!;
    const statuses = db.announcements.map((row) => announcementStatusOn(calendarDayOf(today), row));
    expect(statuses).toEqual(['posted', 'scheduled', 'retired']);
    expect(db.announcements.every((row) => row.created_by_id === admin.id && row.company_id === admin.company_id)).toBe(
      true,
    );
    // The posted one is told to its recipients when the clock first reads it, as any other would be.
    expect(db.announcements.map((row) => row.notified_at === null)).toEqual([true, true, false]);
  });

  it('give personas notifications of what they received lately, in every status, none for other people', () => {
    const db = generateDatabase({ today });
    const personas = new Set(db.users.filter((user) => user.persona).map((user) => user.id));
    const employee = db.users.find((user) => user.persona === 'employee')!;
    expect(db.notifications.every((row) => personas.has(row.user_id))).toBe(true);
    const statuses = new Set(db.notifications.map(notificationStatusOf));
    expect(statuses).toEqual(new Set(['unread', 'seen', 'read']));
    expect(db.notifications.some((row) => row.user_id === employee.id)).toBe(true);
  });
});
