import type { UserFlag, UserMode } from '@laurel/shared/contract';
import { MAIN_COMPANY_ID } from './companies';

export interface PersonaSeed {
  persona: string;
  first_name: string;
  last_name: string;
  department: string;
  description: string;
  company_id?: number;
  flags?: Partial<Record<UserFlag, boolean>>;
  user_mode?: UserMode;
  can_give?: boolean;
  show_analytics?: boolean;
}

/** The people the dev sign-in page offers: one per role, user kind and tier. */
export const PERSONAS: PersonaSeed[] = [
  {
    persona: 'employee',
    first_name: 'Emma',
    last_name: 'Employee',
    department: 'Engineering',
    description: 'Employee',
  },
  {
    persona: 'manager',
    first_name: 'Mateo',
    last_name: 'Manager',
    department: 'Engineering',
    description: 'Manager of a team',
    flags: { is_manager: true },
    show_analytics: true,
  },
  {
    persona: 'company_admin',
    first_name: 'Alex',
    last_name: 'Admin',
    department: 'People',
    description: 'Company admin',
    flags: { admin: true },
  },
  {
    persona: 'global_admin',
    first_name: 'Gloria',
    last_name: 'Global',
    department: 'People',
    description: 'Global admin: sees most of the admin menu',
    flags: { admin: true, global_admin: true, announcements_admin: true },
    show_analytics: true,
  },
  {
    persona: 'finance_admin',
    first_name: 'Fiona',
    last_name: 'Finance',
    department: 'Finance',
    description: 'Finance admin',
    flags: { finance_admin: true },
    show_analytics: true,
  },
  {
    persona: 'rewards_admin',
    first_name: 'Ravi',
    last_name: 'Rewards',
    department: 'People',
    description: 'Rewards admin',
    flags: { rewards_admin: true },
  },
  {
    persona: 'awards_admin',
    first_name: 'Ada',
    last_name: 'Awards',
    department: 'People',
    description: 'Awards admin, also people-data admin',
    flags: { awards_admin: true, people_data_admin: true },
  },
  {
    persona: 'tech_admin',
    first_name: 'Theo',
    last_name: 'Tech',
    department: 'Engineering',
    description: 'Tech admin (integrations)',
    flags: { tech_admin: true },
  },
  {
    persona: 'announcements_admin',
    first_name: 'Anna',
    last_name: 'Announcer',
    department: 'Marketing',
    description: 'Announcements admin',
    flags: { announcements_admin: true },
  },
  {
    persona: 'award_approver',
    first_name: 'Aaron',
    last_name: 'Approver',
    department: 'Sales',
    description: 'Award approver (no admin shell)',
    flags: { award_approver: true },
  },
  {
    persona: 'super_admin',
    first_name: 'Sam',
    last_name: 'Super',
    department: 'Laurel Support',
    description: 'Super-admin: internal tools and spoofing',
    flags: { super_admin: true, show_superadmin_feature: true },
  },
  {
    persona: 'tech_ops',
    first_name: 'Tara',
    last_name: 'Ops',
    department: 'Laurel Support',
    description: 'Tech-ops (quality ops)',
    flags: { tech_ops_admin: true },
  },
  {
    persona: 'observer',
    first_name: 'Oscar',
    last_name: 'Observer',
    department: 'Finance',
    description: 'Observer: sees, cannot give',
    user_mode: 'observer',
    can_give: false,
  },
  {
    persona: 'receiver',
    first_name: 'Rita',
    last_name: 'Receiver',
    department: 'Customer Success',
    description: 'Receiver: receives, cannot give',
    user_mode: 'receiver',
    can_give: false,
  },
  { ...tierPersona('free', 2, 'Felix', 'Free'), description: 'Employee of a free company' },
  {
    ...tierPersona('tier_one', 3, 'Olivia', 'Appreciate'),
    persona: 'trial_admin',
    description: 'Admin of an Appreciate company in trial',
    flags: { admin: true, global_admin: true },
  },
  tierPersona('tier_one', 3, 'Owen', 'Appreciate'),
  tierPersona('tier_two', 4, 'Tomás', 'Connect'),
  tierPersona('tier_three', 5, 'Thea', 'Achieve'),
  tierPersona('tier_alpha', 6, 'Alma', 'Engage'),
];

function tierPersona(tier: string, companyId: number, first: string, last: string): PersonaSeed {
  return {
    persona: `${tier}_user`,
    first_name: first,
    last_name: last,
    department: 'Operations',
    description: `Employee of an ${last} company (${tier})`,
    company_id: companyId,
  };
}

export const personaCompanyId = (persona: PersonaSeed) => persona.company_id ?? MAIN_COMPANY_ID;
