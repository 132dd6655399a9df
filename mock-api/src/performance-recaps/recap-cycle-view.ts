import { openRecapCycle, type RecapCycle, type RecapCycleProgress } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { RecapCycleRow, User } from '../db/types';

export const recapCycleView = (row: RecapCycleRow): RecapCycle => ({
  id: row.id,
  name: row.name,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  dueDate: row.due_date,
  questions: row.questions,
});

export const cyclesOf = (store: Store, companyId: number) =>
  store.all('recap_cycles').filter((row) => row.company_id === companyId);

/** The company's cycle open today (yyyy-mm-dd), if any. */
export const openCycleOf = (store: Store, companyId: number, today: string): RecapCycleRow | undefined => {
  const open = openRecapCycle(cyclesOf(store, companyId).map(recapCycleView), today);
  return open && store.rowsById('recap_cycles').get(open.id);
};

export const departmentOf = (user: User) => user.custom_properties.department || '';

/** Who a cycle counts: the company's people who are not only invited, of one department when asked. */
export const countedPeople = (store: Store, companyId: number, department: string | undefined) =>
  store
    .all('users')
    .filter(
      (user) =>
        user.company_id === companyId &&
        user.status !== 'invited' &&
        (department === undefined || departmentOf(user) === department),
    );

export function cycleProgress(store: Store, row: RecapCycleRow, people: readonly User[]): RecapCycleProgress {
  const ids = new Set(people.map((user) => user.id));
  const recaps = store.all('performance_recaps').filter((recap) => recap.cycle_id === row.id && ids.has(recap.user_id));
  return {
    ...recapCycleView(row),
    people: people.length,
    recapsWritten: recaps.filter((recap) => recap.submitted_at !== null).length,
    managerNotes: recaps.filter((recap) => recap.manager_note.trim() !== '').length,
  };
}
