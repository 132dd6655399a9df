import Papa from 'papaparse';
import {
  IMPORTABLE_ROLES,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_MAX_ROWS,
  type UserImportColumn,
  type UserImportRow,
  type UserImportRowError,
} from '@laurel/shared/contract';
import type { User } from '../db/types';
import { departmentsOf } from './user-accounts';

const EMAIL = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;
const REQUIRED: readonly UserImportColumn[] = ['email', 'first_name', 'last_name'];
/** A text file has no NUL bytes and decodes as UTF-8; anything else (a spreadsheet, an image) is refused. */
const decoder = new TextDecoder('utf-8', { fatal: true });

export type ParsedFile = { records: Record<UserImportColumn, string>[] } | { refused: 'invalid_csv' | 'too_many_rows' };

/** `First Name` and `first_name` are the same column. */
const columnOf = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The file's rows by column, or why it is not a CSV of people: checked by its content, never its name. */
export function parseImportFile(content: Buffer): ParsedFile {
  let text: string;
  try {
    text = decoder.decode(content).replace(/^\uFEFF/, '');
  } catch {
    return { refused: 'invalid_csv' };
  }
  if (text.includes('\0')) return { refused: 'invalid_csv' };
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: columnOf,
  });
  const fields = parsed.meta.fields ?? [];
  if (!REQUIRED.every((column) => fields.includes(column))) return { refused: 'invalid_csv' };
  if (parsed.data.length > USER_IMPORT_MAX_ROWS) return { refused: 'too_many_rows' };
  const records = parsed.data.map(
    (record) =>
      Object.fromEntries(USER_IMPORT_COLUMNS.map((column) => [column, String(record[column] ?? '').trim()])) as Record<
        UserImportColumn,
        string
      >,
  );
  return { records };
}

/** Each row with what it would do and everything wrong with it, before anything is written. */
export function previewRows(records: Record<UserImportColumn, string>[], people: readonly User[]): UserImportRow[] {
  const byEmail = new Map(people.map((user) => [user.email.toLowerCase(), user]));
  const departments = new Set(departmentsOf(people).map((name) => name.toLowerCase()));
  const fileEmails = new Set(records.map((record) => record.email.toLowerCase()));
  const seen = new Set<string>();
  return records.map((record, index) => {
    const email = record.email.toLowerCase();
    const existing = byEmail.get(email);
    const errors: UserImportRowError[] = [];
    if (!email) errors.push('missing_email');
    else if (!EMAIL.test(email)) errors.push('invalid_email');
    else if (seen.has(email)) errors.push('duplicate_email');
    seen.add(email);
    if (!record.first_name || !record.last_name) errors.push('missing_name');
    if (record.department && !departments.has(record.department.toLowerCase())) errors.push('unknown_department');
    const manager = record.manager_email.toLowerCase();
    const managerKnown = byEmail.get(manager)?.status === 'active' || (fileEmails.has(manager) && manager !== email);
    if (manager && !managerKnown) errors.push('unknown_manager');
    if (record.role && !(IMPORTABLE_ROLES as readonly string[]).includes(record.role)) errors.push('unknown_role');
    if (existing?.status === 'deactivated') errors.push('deactivated_user');
    return { line: index + 2, ...record, email, action: existing ? 'update' : 'create', errors };
  });
}
