import type { EditableRoleFlag } from '../permissions/user-account-changes';

export const USER_IMPORTS_PATH = '/api/v2/admin/user_imports';
export const USER_IMPORT_FILE_FIELD = 'file';
export const USER_IMPORT_MAX_BYTES = 1024 * 1024;
export const USER_IMPORT_MAX_ROWS = 2000;

/** The columns of an import file, as its header names them; the first three are required. */
export const USER_IMPORT_COLUMNS = ['email', 'first_name', 'last_name', 'department', 'manager_email', 'role'] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];

/** The `role` column's values: a role flag, or empty for a plain employee. */
export const IMPORTABLE_ROLES = [
  'admin',
  'is_manager',
  'global_admin',
  'rewards_admin',
  'awards_admin',
] as const satisfies readonly EditableRoleFlag[];

/** Why a row cannot be imported; each is an i18n key under `rowErrors`. */
export const USER_IMPORT_ROW_ERRORS = [
  'missing_email',
  'invalid_email',
  'duplicate_email',
  'missing_name',
  'unknown_department',
  'unknown_manager',
  'unknown_role',
  'deactivated_user',
] as const;
export type UserImportRowError = (typeof USER_IMPORT_ROW_ERRORS)[number];

export interface UserImportRow {
  /** The line in the file, counting the header as line 1. */
  line: number;
  email: string;
  first_name: string;
  last_name: string;
  department: string;
  manager_email: string;
  role: string;
  /** Whether the row makes a new person or updates one with this e-mail. */
  action: 'create' | 'update';
  errors: UserImportRowError[];
}

export type UserImportStatus = 'preview' | 'running' | 'finished' | 'cancelled';

export interface UserImportView {
  id: number;
  file_name: string;
  status: UserImportStatus;
  created_at: string;
  created_by: { id: number; display_name: string } | null;
  rows: UserImportRow[];
  /** Rows without errors: what confirming imports. */
  importable: number;
  /** Rows done so far while it runs. */
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  finished_at: string | null;
}

/** The history list leaves the rows out. */
export type UserImportSummary = Omit<UserImportView, 'rows'>;
