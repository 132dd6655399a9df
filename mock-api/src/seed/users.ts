import { CHECK_IN_CADENCES } from '@laurel/shared/contract';
import type { User } from '../db/types';
import type { Company } from '../db/types';
import { DEPARTMENTS, FIRST_NAMES, LAST_NAMES, LOCATIONS } from './names';
import { PERSONAS, personaCompanyId, type PersonaSeed } from './personas';
import { pick } from './random';
import { MAIN_COMPANY_ID } from './companies';

const COLLEAGUES_PER_SMALL_COMPANY = 3;
const MONTHLY_ALLOWANCE = 100;
/** A flash-points program granted the manager persona these, to show the flash-points chip. */
const FLASH_POINTS_BY_PERSONA: Record<string, number> = { manager: 50 };

const slugOf = (first: string, last: string, id: number) =>
  `${first}-${last}-${id}`
    .normalize('NFD')
    .replace(/[^\w-]/g, '')
    .toLowerCase();

interface Person {
  id: number;
  company_id: number;
  first_name: string;
  last_name: string;
  department: string;
  location: string;
  created_at: string;
}

function user(person: Person, random: () => number, persona?: PersonaSeed): User {
  const { department, location, ...identity } = person;
  const slug = slugOf(person.first_name, person.last_name, person.id);
  return {
    ...identity,
    email: persona ? `${persona.persona}@laurel.example` : `${slug.replace(/-/g, '.')}@laurel.example`,
    display_name: `${person.first_name} ${person.last_name}`,
    slug,
    profile_pic_url: null,
    user_mode: persona?.user_mode ?? 'normal',
    locale: 'en',
    custom_properties: { department, role: 'Team member', location },
    admin: false,
    is_manager: false,
    finance_admin: false,
    global_admin: false,
    rewards_admin: false,
    tech_admin: false,
    awards_admin: false,
    announcements_admin: false,
    tech_ops_admin: false,
    super_admin: false,
    award_approver: false,
    people_data_admin: false,
    show_superadmin_feature: false,
    ...persona?.flags,
    can_give: persona?.can_give ?? true,
    show_analytics: persona?.show_analytics ?? false,
    pending_awards_count: 0,
    unresolved_bonus_reports_count: 0,
    giving_balance: MONTHLY_ALLOWANCE,
    monthly_allowance: MONTHLY_ALLOWANCE,
    flash_points_balance: FLASH_POINTS_BY_PERSONA[persona?.persona ?? ''] ?? 0,
    status: 'active',
    earning_balance: Math.floor(random() * 50) * 10,
    manager_id: null,
    ...(persona && { persona: persona.persona, persona_description: persona.description }),
  };
}

/** Personas first (stable ids for tests), then colleagues: `mainCompanyUsers` in the main company. */
export function generateUsers(companies: Company[], mainCompanyUsers: number, random: () => number, today: Date) {
  const users: User[] = [];
  const joinedAt = () => new Date(today.getTime() - Math.floor(random() * 900) * 86_400_000).toISOString();
  const add = (companyId: number, first: string, last: string, department: string, persona?: PersonaSeed) =>
    users.push(
      user(
        {
          id: users.length + 1,
          company_id: companyId,
          first_name: first,
          last_name: last,
          department,
          location: pick(random, LOCATIONS),
          created_at: joinedAt(),
        },
        random,
        persona,
      ),
    );
  for (const persona of PERSONAS) {
    add(personaCompanyId(persona), persona.first_name, persona.last_name, persona.department, persona);
  }
  const colleague = (companyId: number) =>
    add(companyId, pick(random, FIRST_NAMES), pick(random, LAST_NAMES), pick(random, DEPARTMENTS));
  for (const company of companies.filter((candidate) => candidate.id !== MAIN_COMPANY_ID)) {
    for (let i = 0; i < COLLEAGUES_PER_SMALL_COMPANY; i += 1) colleague(company.id);
  }
  const inMainCompany = users.filter((candidate) => candidate.company_id === MAIN_COMPANY_ID).length;
  for (let count = inMainCompany; count < mainCompanyUsers; count += 1) colleague(MAIN_COMPANY_ID);
  assignManagers(users, random);
  const byPersona = (key: string) => users.find((candidate) => candidate.persona === key);
  byPersona('employee')!.manager_id = byPersona('manager')!.id;
  setCheckInCadences(users);
  return users;
}

/** The main company's managers expect check-ins of their reports, weekly for the employee persona. */
function setCheckInCadences(users: User[]) {
  for (const member of users) {
    if (member.company_id !== MAIN_COMPANY_ID || member.manager_id === null) continue;
    const cadence = member.persona === 'employee' ? 'weekly' : CHECK_IN_CADENCES[member.id % CHECK_IN_CADENCES.length]!;
    member.manager_check_in_settings = { cadence };
  }
}

/** About one in ten colleagues leads a team; every other normal user reports to a manager of their company. */
function assignManagers(users: User[], random: () => number) {
  for (const member of users) {
    if (member.persona === undefined && member.user_mode === 'normal' && random() < 0.1) {
      member.is_manager = true;
      member.custom_properties.role = 'Team lead';
    }
  }
  const managersByCompany = new Map<number, User[]>();
  for (const manager of users.filter((candidate) => candidate.is_manager)) {
    managersByCompany.set(manager.company_id, [...(managersByCompany.get(manager.company_id) ?? []), manager]);
  }
  for (const member of users) {
    const managers = managersByCompany.get(member.company_id) ?? [];
    if (!member.is_manager && managers.length > 0) member.manager_id = pick(random, managers).id;
  }
}
