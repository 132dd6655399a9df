import type { ActionItem, OneOnOne, OneOnOnePair, TalkingPoint } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { OneOnOneItemRow, OneOnOneRow, User } from '../db/types';
import { growthPersonOf } from './growth-people';

const pointView = (row: OneOnOneItemRow): TalkingPoint => ({
  id: row.id,
  text: row.text,
  authorId: row.person_id,
  done: row.done,
  carriedFrom: row.carried_from,
});

const actionItemView = (row: OneOnOneItemRow): ActionItem => ({
  id: row.id,
  text: row.text,
  ownerId: row.person_id,
  done: row.done,
  carriedFrom: row.carried_from,
});

/** The meeting as `viewer` reads it: only their own private notes. */
export function oneOnOneView(store: Store, row: OneOnOneRow, viewer: User): OneOnOne {
  const users = store.rowsById('users');
  return {
    id: row.id,
    manager: growthPersonOf(users.get(row.manager_id)!),
    report: growthPersonOf(users.get(row.report_id)!),
    scheduledFor: row.scheduled_for,
    scheduledTime: row.scheduled_time ?? null,
    status: row.status,
    endedAt: row.ended_at,
    talkingPoints: row.talking_points.map(pointView),
    actionItems: row.action_items.map(actionItemView),
    sharedNotes: row.shared_notes,
    decisions: row.decisions,
    myPrivateNotes: row.private_notes[String(viewer.id)] ?? '',
    notesVersion: row.notes_version ?? 0,
  };
}

export const meetingsOfPair = (store: Store, manager: User, report: User): OneOnOneRow[] =>
  store.all('one_on_ones').filter((row) => row.manager_id === manager.id && row.report_id === report.id);

export function pairView(store: Store, me: User, partner: User, myRole: OneOnOnePair['myRole']): OneOnOnePair {
  const [manager, report] = myRole === 'manager' ? [me, partner] : [partner, me];
  const meetings = meetingsOfPair(store, manager, report);
  const open = meetings.find((row) => row.status === 'open');
  const lastEnded = meetings.filter((row) => row.status === 'ended').at(-1);
  return {
    partner: growthPersonOf(partner),
    myRole,
    current: open
      ? {
          id: open.id,
          scheduledFor: open.scheduled_for,
          openPoints: open.talking_points.filter((point) => !point.done).length,
        }
      : null,
    lastEndedId: lastEnded?.id ?? null,
  };
}
