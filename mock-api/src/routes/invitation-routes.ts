import { Router } from 'express';
import {
  inviteUsersError,
  MAX_INVITES_PER_REQUEST,
  USER_FLAGS,
  type InviteUsersInput,
  type UserFlag,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Company, User } from '../db/types';
import { personDefaultsOf } from '../company-defaults/person-defaults';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';

function invitedUser(id: number, email: string, company: Company): User {
  const name = email.split('@')[0]!;
  const noFlags = Object.fromEntries(USER_FLAGS.map((flag) => [flag, false])) as Record<UserFlag, boolean>;
  return {
    ...noFlags,
    id,
    company_id: company.id,
    ...personDefaultsOf(company),
    giving_balance: 0,
    email,
    first_name: name,
    last_name: '',
    display_name: name,
    slug: `${name.replace(/[^\w-]/g, '-')}-${id}`,
    profile_pic_url: null,
    user_mode: 'normal',
    created_at: new Date().toISOString(),
    custom_properties: { department: '', role: '' },
    can_give: true,
    show_analytics: false,
    pending_awards_count: 0,
    unresolved_bonus_reports_count: 0,
    earning_balance: 0,
    flash_points_balance: 0,
    monthly_allowance: 0,
    manager_id: null,
    status: 'invited',
  };
}

/** Admins invite colleagues by email; people already in the company are skipped, not invited twice. */
export function invitationRoutes(store: Store): Router {
  const router = Router();
  router.post('/invitations', guardedBy('POST', '/api/v2/invitations'), (req, res) => {
    const error = inviteUsersError(req.body);
    if (error) {
      sendError(res, error, { params: { max: MAX_INVITES_PER_REQUEST } });
      return;
    }
    const { emails } = req.body as InviteUsersInput;
    const { company } = subjectOf(res);
    const users = store.all('users');
    const known = new Set(
      users.filter((candidate) => candidate.company_id === company.id).map((candidate) => candidate.email),
    );
    const fresh = [...new Set(emails.map((email) => email.toLowerCase()))].filter((email) => !known.has(email));
    for (const email of fresh) users.push(invitedUser(store.nextId('users'), email, company));
    store.persist();
    res.status(201).json({ invited: fresh, already_members: emails.length - fresh.length });
  });
  return router;
}
