import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { CheckIn, CheckInInput, MyCheckIns, ReportsCheckIns } from '@laurel/shared/contract';

/** Every check-in read starts with this, so a write refreshes them all (the hub's cards too). */
export const CHECK_INS_KEY_PREFIX = 'check-ins';
export const isCheckInsKey = (key: unknown) => Array.isArray(key) && key[0] === CHECK_INS_KEY_PREFIX;

const fetchMine = () => v2Client.get<MyCheckIns>('/check_ins');
const fetchReports = () => v2Client.get<ReportsCheckIns>('/check_ins/reports');

/** The reader's cadence, this period's check-in and earlier ones; asked only when `enabled`. */
export const useMyCheckIns = (enabled = true) =>
  useSWR(enabled ? ([CHECK_INS_KEY_PREFIX, 'mine'] as const) : null, fetchMine, QUERY_DEFAULTS);

/** The reader's direct reports' check-ins, newest first, and the team's pulse; asked only when `enabled` (a manager). */
export const useReportsCheckIns = (enabled = true) =>
  useSWR(enabled ? ([CHECK_INS_KEY_PREFIX, 'reports'] as const) : null, fetchReports, QUERY_DEFAULTS);

export const postCheckIn = (input: CheckInInput) => v2Client.post<CheckIn>('/check_ins', input);

export const postCheckInComment = (id: number, text: string) =>
  v2Client.post<CheckIn>(`/check_ins/${id}/comments`, { text });
