import {
  canAccessAdminShell,
  permittedAdminMenu,
  permittedNavItems,
  visibleAdminMenu,
  visibleNavItems,
} from '@laurel/shared/contract';
import { PERSONA_EXPECTATIONS, SUPER_ADMIN_MENU_SIZE, shownTo } from '@laurel/shared/testing/persona-expectations';
import { flagsOf } from '../authz/subject';
import { companyProfileView, userProfileView } from '../routes/profile-views';
import { generateDatabase } from './generate';

const db = generateDatabase({ today: new Date('2026-11-22T00:00:00Z') });

function subjectOf(persona: string) {
  const user = db.users.find((candidate) => candidate.persona === persona)!;
  const company = db.companies.find((candidate) => candidate.id === user.company_id)!;
  return { user: userProfileView(user), company: companyProfileView(company), flags: flagsOf(company) };
}

describe('what each seeded persona sees (spec §6)', () => {
  it('has an expectation for every persona', () => {
    const personas = db.users.flatMap((user) => (user.persona ? [user.persona] : []));
    expect(Object.keys(PERSONA_EXPECTATIONS).sort()).toEqual(personas.sort());
  });

  it.each(Object.entries(PERSONA_EXPECTATIONS))('%s', (persona, expected) => {
    const subject = subjectOf(persona);
    expect(permittedNavItems(subject).map((item) => item.id)).toEqual(expected.nav);
    expect(canAccessAdminShell(subject.user)).toBe(expected.adminMenu !== null);
    if (expected.adminMenu === null) return;
    const entries = permittedAdminMenu(subject).flatMap((section) => section.entries.map((entry) => entry.id));
    if (expected.adminMenu[0] === 'superAdmin.*') {
      expect(entries).toHaveLength(SUPER_ADMIN_MENU_SIZE);
      expect(entries.every((id) => id.startsWith('superAdmin.'))).toBe(true);
    } else {
      expect(entries).toEqual(expected.adminMenu);
    }
  });

  it.each(Object.entries(PERSONA_EXPECTATIONS))('%s is shown only entries whose pages exist', (persona, expected) => {
    const subject = subjectOf(persona);
    const shown = shownTo(expected);
    expect(visibleNavItems(subject).map((item) => item.id)).toEqual(shown.nav);
    const entries = visibleAdminMenu(subject).flatMap((section) => section.entries.map((entry) => entry.id));
    expect(entries).toEqual(shown.adminMenu ?? []);
  });
});
