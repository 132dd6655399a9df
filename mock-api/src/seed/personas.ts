import type { User } from '../db/types';

type PersonaSeed = Pick<User, 'persona' | 'first_name' | 'last_name' | 'department' | 'role'>;

/** The people the dev sign-in page offers; later issues add every admin kind and tier. */
export const PERSONAS: PersonaSeed[] = [
  { persona: 'employee', first_name: 'Emma', last_name: 'Employee', department: 'Engineering', role: 'employee' },
  { persona: 'manager', first_name: 'Mateo', last_name: 'Manager', department: 'Engineering', role: 'manager' },
  { persona: 'company_admin', first_name: 'Alex', last_name: 'Admin', department: 'People', role: 'company_admin' },
];
