import type { CheckIn } from '@laurel/shared/contract';
import type { CheckInRow, User } from '../db/types';
import { feedbackPerson } from '../feedback/feedback-views';

/** `withPulse` false hides the pulse answer from a manager who sees only the team's average. */
export function checkInView(row: CheckInRow, people: ReadonlyMap<number, User>, withPulse = true): CheckIn {
  const comment = row.manager_comment;
  return {
    id: row.id,
    author: feedbackPerson(people.get(row.user_id)),
    period: { start: row.period_start, end: row.period_end },
    wentWell: row.went_well,
    blockers: row.blockers,
    mood: row.mood,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    managerComment: comment && {
      author: feedbackPerson(people.get(comment.author_id)),
      text: comment.text,
      createdAt: comment.created_at,
    },
    pulse: withPulse ? (row.pulse ?? null) : null,
  };
}
