import type { ToastStatus } from '@laurel/shared';
import type { CelebrationExportToast } from './celebration-export';

/** Programs §8: each export toast's status and how long it stays. */
export const EXPORT_TOASTS: Record<CelebrationExportToast, { status: ToastStatus; durationMs: number }> = {
  starting: { status: 'success', durationMs: 3000 },
  failedGeneration: { status: 'error', durationMs: 5000 },
  failed: { status: 'error', durationMs: 5000 },
  completed: { status: 'success', durationMs: 5000 },
};
