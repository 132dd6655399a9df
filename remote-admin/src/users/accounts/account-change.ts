import { apiErrorIdOf, EDITABLE_ROLE_FLAGS, type ApiErrorId, type EditableRoleFlag } from '@laurel/shared/contract';
import type { AdminUserManager, AdminUserRow, UserAccountChange } from '@laurel/shared/contract';
import { HttpError } from '@laurel/shared';

export interface AccountForm {
  department: string;
  manager: AdminUserManager | null;
  roles: Record<EditableRoleFlag, boolean>;
}

export const accountFormOf = (person: AdminUserRow): AccountForm => ({
  department: person.department,
  manager: person.manager,
  roles: { ...person.roles },
});

/** Only what the admin changed goes to the server: an untouched field needs no right. */
export function accountChangeOf(person: AdminUserRow, form: AccountForm): UserAccountChange {
  const roles = Object.fromEntries(
    EDITABLE_ROLE_FLAGS.filter((flag) => form.roles[flag] !== person.roles[flag]).map((flag) => [
      flag,
      form.roles[flag],
    ]),
  );
  return {
    ...(form.department !== person.department && { department: form.department }),
    ...((form.manager?.id ?? null) !== (person.manager?.id ?? null) && { manager_id: form.manager?.id ?? null }),
    ...(Object.keys(roles).length > 0 && { roles }),
  };
}

export type AccountField = 'department' | 'manager';

const FIELD_OF: Partial<Record<ApiErrorId, AccountField>> = {
  department_required: 'department',
  department_too_long: 'department',
  unknown_manager: 'manager',
  manager_cycle: 'manager',
};

/** The form field a refusal belongs to; undefined for one that is about the whole change. */
export const accountFieldOf = (error: unknown): AccountField | undefined => {
  const id = error instanceof HttpError ? apiErrorIdOf(error.body) : undefined;
  return id ? FIELD_OF[id] : undefined;
};
