import type { OneOnOneItemRow, OneOnOneRow } from '../db/types';
import { dayAfter } from './growth-settings';

interface NextMeeting {
  id: number;
  moment: number;
  cadenceDays: number;
}

const carried = (items: readonly OneOnOneItemRow[], meetingId: number): OneOnOneItemRow[] =>
  items
    .filter((item) => !item.done)
    .map((item, index) => ({ ...item, id: index + 1, carried_from: item.carried_from ?? meetingId }));

/**
 * Closes the meeting and answers the pair's next one, a cadence later: the talking points nobody ticked
 * and the unfinished action items move to it, so nothing raised is lost between meetings.
 */
export function endMeeting(row: OneOnOneRow, { id, moment, cadenceDays }: NextMeeting): OneOnOneRow {
  row.status = 'ended';
  row.ended_at = new Date(moment).toISOString();
  const talkingPoints = carried(row.talking_points, row.id);
  const actionItems = carried(row.action_items, row.id).map((item, index) => ({
    ...item,
    id: talkingPoints.length + index + 1,
  }));
  return {
    id,
    company_id: row.company_id,
    manager_id: row.manager_id,
    report_id: row.report_id,
    scheduled_for: dayAfter(moment, cadenceDays),
    status: 'open',
    ended_at: null,
    talking_points: talkingPoints,
    action_items: actionItems,
    shared_notes: '',
    decisions: '',
    private_notes: {},
  };
}
