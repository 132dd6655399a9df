import type { User } from '../db/types';
import { MAIN_COMPANY_ID } from './companies';

/** The main company's controller: finance and global admin at once, whom pulse results need (programs §6). */
export const FINANCE_GLOBAL_ADMIN_EMAIL = 'frances.controller@laurel.example';

/**
 * `users` with the controller added last, so nobody else's id or generated rows move. No persona: the matrix's
 * personas hold one role each; a super-admin reaches her by spoofing.
 */
export function withFinanceGlobalAdmin(users: readonly User[]): User[] {
  const model = users.find((user) => user.persona === 'global_admin')!;
  const id = Math.max(...users.map((user) => user.id)) + 1;
  const controller: User = {
    ...model,
    id,
    company_id: MAIN_COMPANY_ID,
    first_name: 'Frances',
    last_name: 'Controller',
    display_name: 'Frances Controller',
    email: FINANCE_GLOBAL_ADMIN_EMAIL,
    slug: `frances-controller-${id}`,
    custom_properties: { ...model.custom_properties, department: 'Finance', role: 'Controller' },
    finance_admin: true,
    global_admin: true,
    announcements_admin: false,
    manager_id: null,
  };
  delete controller.persona;
  delete controller.persona_description;
  delete controller.birthday;
  delete controller.start_date;
  return [...users, controller];
}
