import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import { USER_IMPORT_FILE_FIELD, type UserImportSummary, type UserImportView } from '@laurel/shared/contract';

export const USER_IMPORTS_API = 'admin/user_imports';

export function uploadImportFile(file: File) {
  const body = new FormData();
  body.append(USER_IMPORT_FILE_FIELD, file);
  return v2Client.post<{ result: UserImportView }>(USER_IMPORTS_API, body).then((answer) => answer.result);
}

export const runImport = (id: number) =>
  v2Client.post<{ result: UserImportView }>(`${USER_IMPORTS_API}/${id}/run`).then((answer) => answer.result);

export const fetchImport = (id: number) =>
  v2Client.get<{ result: UserImportView }>(`${USER_IMPORTS_API}/${id}`).then((answer) => answer.result);

const fetchHistory = () =>
  v2Client.get<{ result: UserImportSummary[] }>(USER_IMPORTS_API).then((answer) => answer.result);

/** The company's imports, newest first. */
export function useImportHistory() {
  const read = useSWR<UserImportSummary[], unknown, string>(USER_IMPORTS_API, fetchHistory, QUERY_DEFAULTS);
  return { ...read, retry: () => void read.mutate() };
}
