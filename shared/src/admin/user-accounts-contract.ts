import * as z from 'zod/mini';
import type { FeedPageMeta } from '../recognition/bonus-contract';
import { EDITABLE_ROLE_FLAGS, type EditableRoleFlag } from '../permissions/user-account-changes';

export const ADMIN_USERS_PATH = '/api/v2/admin/users';
export const ADMIN_USERS_PAGE_SIZE = 20;
export const DEPARTMENT_MAX_LENGTH = 60;

export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export interface AdminUserManager {
  id: number;
  display_name: string;
}

/** One row of the user accounts table. */
export interface AdminUserRow {
  id: number;
  display_name: string;
  email: string;
  department: string;
  status: AccountStatus | 'invited';
  manager: AdminUserManager | null;
  roles: Record<EditableRoleFlag, boolean>;
}

export interface AdminUsersPage {
  users: AdminUserRow[];
  meta: FeedPageMeta;
  /** Every department of the company, for the filter and the edit form. */
  departments: string[];
}

/** `GET /admin/users` query: text search, filters and the page. */
export const adminUsersQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  department: z.optional(z.string().check(z.trim(), z.maxLength(DEPARTMENT_MAX_LENGTH))),
  role: z.optional(z.enum(EDITABLE_ROLE_FLAGS)),
  status: z.optional(z.enum(ACCOUNT_STATUSES)),
  manager_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
});
export type AdminUsersQuery = Partial<Record<keyof z.infer<typeof adminUsersQuerySchema>, string | number>>;

const rolesSchema = z.strictObject(
  Object.fromEntries(EDITABLE_ROLE_FLAGS.map((flag) => [flag, z.optional(z.boolean())])) as Record<
    EditableRoleFlag,
    z.ZodMiniOptional<z.ZodMiniBoolean>
  >,
);

/** `PATCH /admin/users/:id` body: only the fields that change. */
export const userAccountChangeSchema = z.strictObject({
  department: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'department_required' }),
        z.maxLength(DEPARTMENT_MAX_LENGTH, { error: 'department_too_long' }),
      ),
  ),
  manager_id: z.optional(z.nullable(z.int().check(z.positive()))),
  status: z.optional(z.enum(ACCOUNT_STATUSES)),
  roles: z.optional(rolesSchema),
});
export type UserAccountChange = z.infer<typeof userAccountChangeSchema>;
