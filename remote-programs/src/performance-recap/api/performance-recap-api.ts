import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { PerformanceRecap, RecapCycle, RecapCycleInput, RecapCycleList } from '@laurel/shared/contract';

type Result<T> = { result: T };
const unwrap = <T>(body: Result<T>) => body.result;
const CYCLES = '/admin/growth/recap_cycles';
const CURRENT = '/performance_recaps/current';

export const useRecapCycles = (department: string) =>
  useSWR(
    ['performance-recap', 'cycles', department],
    () => v2Client.get<RecapCycleList>(department ? `${CYCLES}?department=${encodeURIComponent(department)}` : CYCLES),
    { ...QUERY_DEFAULTS, keepPreviousData: true },
  );
export const createRecapCycle = (input: RecapCycleInput) =>
  v2Client.post<Result<RecapCycle>>(CYCLES, input).then(unwrap);
export const updateRecapCycle = (id: number, input: RecapCycleInput) =>
  v2Client.put<Result<RecapCycle>>(`${CYCLES}/${id}`, input).then(unwrap);
export const deleteRecapCycle = (id: number) => v2Client.delete<void>(`${CYCLES}/${id}`);

/** The open cycle's recap of the reader, or of their report `userId`; null when no cycle is open. */
export const usePerformanceRecap = (userId: number | null) =>
  useSWR(
    ['performance-recap', 'current', userId],
    () =>
      v2Client
        .get<Result<PerformanceRecap | null>>(userId === null ? CURRENT : `${CURRENT}?userId=${userId}`)
        .then(unwrap),
    QUERY_DEFAULTS,
  );
export const saveRecapAnswers = (answers: string[]) =>
  v2Client.put<Result<PerformanceRecap>>(CURRENT, { answers }).then(unwrap);
export const saveManagerNote = (userId: number, note: string) =>
  v2Client.put<Result<PerformanceRecap>>(`${CURRENT}/${userId}/manager_note`, { note }).then(unwrap);
