import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { CompanyInitiative, InitiativeInput, OneOnOneLogRow, OneOnOneSettings } from '@laurel/shared/contract';

type Result<T> = { result: T };
const unwrap = <T>(body: Result<T>) => body.result;
const SETTINGS = '/admin/growth/one_on_ones';
const INITIATIVES = '/admin/growth/company_initiatives';

export const fetchOneOnOneSettings = () => v2Client.get<Result<OneOnOneSettings>>(SETTINGS).then(unwrap);
export const saveOneOnOneSettings = (settings: OneOnOneSettings) =>
  v2Client.patch<Result<OneOnOneSettings>>(SETTINGS, settings).then(unwrap);

export const useOneOnOneLogs = () =>
  useSWR(
    ['growth-admin', 'logs'],
    () => v2Client.get<Result<OneOnOneLogRow[]>>(`${SETTINGS}/logs`).then(unwrap),
    QUERY_DEFAULTS,
  );

export const useAdminInitiatives = () =>
  useSWR(
    ['growth-admin', 'initiatives'],
    () => v2Client.get<Result<CompanyInitiative[]>>(INITIATIVES).then(unwrap),
    QUERY_DEFAULTS,
  );
export const createInitiative = (input: InitiativeInput) =>
  v2Client.post<Result<CompanyInitiative>>(INITIATIVES, input).then(unwrap);
export const updateInitiative = (id: number, input: InitiativeInput) =>
  v2Client.patch<Result<CompanyInitiative>>(`${INITIATIVES}/${id}`, input).then(unwrap);
export const deleteInitiative = (id: number) => v2Client.delete<void>(`${INITIATIVES}/${id}`);
