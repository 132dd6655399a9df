import { usePermission } from '@laurel/shared';
import {
  FLASH_POINTS_COUNTDOWN_TICK_MS,
  isFlashPointsProgramActive,
  type FlashPointsProgram,
  type GiverBudget,
} from '@laurel/shared/recognition';
import { useFlashPointsProgram } from '../api/get-flash-points-program';
import { useNow } from './use-now';

export interface FlashPointsState {
  program: FlashPointsProgram;
  balance: number;
  now: number;
}

/**
 * Spec §6: the banner and chip show with the flash-points permission, a non-zero flash points balance
 * and a program running; null otherwise, and from the second the program ends.
 */
export function useFlashPoints(budget: GiverBudget): FlashPointsState | null {
  const permitted = usePermission('can-access-flash-points');
  const balance = budget.flash_points_balance;
  const { data: program } = useFlashPointsProgram(permitted && balance > 0);
  const now = useNow(FLASH_POINTS_COUNTDOWN_TICK_MS, Boolean(program));
  if (!permitted || balance <= 0 || !program || !isFlashPointsProgramActive(program, now)) return null;
  return { program, balance, now };
}
