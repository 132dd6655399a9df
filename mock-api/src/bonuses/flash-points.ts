import {
  hasPermission,
  isFlashPointsProgramActive,
  spendableFlashPoints,
  type FlashPointsProgram,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { FlashPointsProgramRow } from '../db/types';
import type { RequestSubject } from '../authz/subject';

const isActiveAt = (now: number) => (program: FlashPointsProgramRow) =>
  isFlashPointsProgramActive({ startDate: program.start_date, endDate: program.end_date }, now);

/** The company's programs, the one ending first first; with `activeOnly`, those running now. */
export function companyFlashPointsPrograms(store: Store, companyId: number, now: number, activeOnly: boolean) {
  return store
    .all('flash_points_programs')
    .filter((program) => program.company_id === companyId && (!activeOnly || isActiveAt(now)(program)))
    .sort((a, b) => Date.parse(a.end_date) - Date.parse(b.end_date));
}

/** The flash points the subject may give now: with the permission the banner needs and while a program runs. */
export function flashPointsSpendableBy(store: Store, subject: RequestSubject, now: number): number {
  if (!hasPermission(subject, 'can-access-flash-points')) return 0;
  const running = companyFlashPointsPrograms(store, subject.company.id, now, true).length > 0;
  return spendableFlashPoints(subject.user.flash_points_balance, running);
}

/** A program as `GET /programs/flash_points` answers it, with the reader's flash points left. */
export const flashPointsProgramView = (program: FlashPointsProgramRow, balance: number): FlashPointsProgram => ({
  id: program.id,
  name: program.name,
  startDate: program.start_date,
  endDate: program.end_date,
  baseColor: program.base_color,
  accentColor: program.accent_color,
  amountPerPerson: program.amount_per_person,
  flashPointsBalance: balance,
});
