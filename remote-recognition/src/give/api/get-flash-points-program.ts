import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { FlashPointsProgram } from '@laurel/shared/recognition';

export const FLASH_POINTS_PROGRAM_KEY = '/programs/flash_points?status=active';

const fetchActiveProgram = () =>
  v2Client
    .get<{ result: FlashPointsProgram[] }>('/programs/flash_points', { params: { status: 'active' }, inflect: 'camel' })
    .then((body) => body.result[0] ?? null);

/** Spec §7: the running flash-points program, asked for only when the giver has flash points; never retried. */
export const useFlashPointsProgram = (hasFlashPoints: boolean) =>
  useSWR(hasFlashPoints ? FLASH_POINTS_PROGRAM_KEY : null, fetchActiveProgram, QUERY_DEFAULTS);
