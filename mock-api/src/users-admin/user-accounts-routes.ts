import { Router } from 'express';
import {
  ADMIN_USERS_PATH,
  DEPARTMENT_MAX_LENGTH,
  EDITABLE_ROLE_FLAGS,
  adminUsersQuerySchema,
  isApiErrorId,
  userAccountChangeSchema,
  userChangeRefusal,
  type UserAccountChange,
  type UserAccountField,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { User } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { auditActorOf, auditSnapshot, recordAuditEvent } from '../audit/record-audit-event';
import { adminUserRow, adminUsersPage, closesManagerLoop } from './user-accounts';

/** The fields a change touches whose value differs from the person's now: only those need the right. */
function changedFields(person: User, change: UserAccountChange): UserAccountField[] {
  const fields: UserAccountField[] = [];
  if (change.department !== undefined && change.department !== person.custom_properties.department)
    fields.push('department');
  if (change.manager_id !== undefined && change.manager_id !== person.manager_id) fields.push('manager_id');
  if (change.status !== undefined && change.status !== person.status) fields.push('status');
  for (const flag of EDITABLE_ROLE_FLAGS) {
    const wanted = change.roles?.[flag];
    if (wanted !== undefined && wanted !== person[flag]) fields.push(flag);
  }
  return fields;
}

/**
 * User accounts (issue 17, platform §6): the company's people searched, filtered and paged, and one
 * person's roles, department, manager and status changed, each field as `userChangeRefusal` allows.
 */
export function userAccountsRoutes(store: Store, now: () => number): Router {
  const router = Router();
  const companyPeople = (companyId: number) => store.all('users').filter((user) => user.company_id === companyId);

  router.get('/admin/users', guardedBy('GET', ADMIN_USERS_PATH), (req, res) => {
    const query = adminUsersQuerySchema.safeParse(req.query);
    if (!query.success) return sendError(res, 'bad_request');
    const people = companyPeople(subjectOf(res).company.id);
    res.json(adminUsersPage(people, store.rowsById('users'), query.data));
  });

  router.patch('/admin/users/:id', guardedBy('PATCH', `${ADMIN_USERS_PATH}/:id`), (req, res) => {
    const { user: actor, company } = subjectOf(res);
    const byId = store.rowsById('users');
    const person = byId.get(Number(req.params.id));
    if (!person || person.company_id !== company.id || String(person.id) !== req.params.id)
      return sendError(res, 'not_found');
    const parsed = userAccountChangeSchema.safeParse(req.body);
    if (!parsed.success) {
      const id = parsed.error.issues[0]?.message;
      return sendError(res, isApiErrorId(id) ? id : 'bad_request', { params: { max: DEPARTMENT_MAX_LENGTH } });
    }
    const change = parsed.data;
    const fields = changedFields(person, change);
    const refusal = fields.map((field) => userChangeRefusal(actor, person, field)).find(Boolean);
    if (refusal) return sendError(res, refusal);
    if (fields.includes('manager_id') && change.manager_id != null) {
      const manager = byId.get(change.manager_id);
      if (!manager || manager.company_id !== company.id || manager.status !== 'active')
        return sendError(res, 'unknown_manager');
      if (closesManagerLoop(person, manager.id, byId))
        return sendError(res, 'manager_cycle', { params: { name: manager.display_name } });
    }
    const before = auditSnapshot(person);
    if (change.department !== undefined) person.custom_properties.department = change.department;
    if (change.manager_id !== undefined) person.manager_id = change.manager_id;
    if (change.status !== undefined && person.status !== 'invited') person.status = change.status;
    for (const flag of EDITABLE_ROLE_FLAGS) person[flag] = change.roles?.[flag] ?? person[flag];
    store.persist();
    if (fields.length > 0)
      recordAuditEvent(
        store,
        {
          actor: auditActorOf(res),
          company_id: company.id,
          action: 'user.update',
          subject_type: 'user',
          subject_id: person.id,
          before,
          after: person,
        },
        now,
      );
    res.json(adminUserRow(person, byId));
  });

  return router;
}
