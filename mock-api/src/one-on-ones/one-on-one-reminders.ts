import type { Store } from '../db/store';
import type { Notifier } from '../notifications/notification-writer';
import { dayAfter, oneOnOneSettingsOf } from './growth-settings';

/**
 * Reminds both people of an open meeting once its reminder day has come (the company's reminder days before it,
 * on the company's job clock); each person is told once per meeting and day.
 */
export function runOneOnOneReminders(store: Store, clockOf: (companyId: number) => number, notifier: Notifier) {
  const companies = store.rowsById('companies');
  const users = store.rowsById('users');
  for (const row of store.all('one_on_ones')) {
    const company = companies.get(row.company_id);
    if (row.status !== 'open' || !company) continue;
    const { reminderDays } = oneOnOneSettingsOf(company);
    const remindOn = dayAfter(Date.parse(`${row.scheduled_for}T00:00:00Z`), -reminderDays);
    if (remindOn > dayAfter(clockOf(row.company_id), 0)) continue;
    const manager = users.get(row.manager_id);
    const report = users.get(row.report_id);
    if (!manager || !report) continue;
    const reminder = (userId: number, other: string, type: 'manager' | 'direct_report') => ({
      userId,
      companyId: row.company_id,
      type: `one_on_one_meeting_upcoming_for_${type}` as const,
      message: `Your one-on-one with ${other} is on ${row.scheduled_for}`,
      action: `/one-on-ones/${row.id}`,
      actorId: null,
      // The day is in the key: a meeting moved after its reminder went out is reminded of again for its new day.
      eventKey: `one_on_one_meeting_upcoming:${row.id}:${row.scheduled_for}`,
    });
    notifier.notify([
      reminder(manager.id, report.display_name, 'manager'),
      reminder(report.id, manager.display_name, 'direct_report'),
    ]);
  }
}
