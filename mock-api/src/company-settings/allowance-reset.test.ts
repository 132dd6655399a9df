import { generateDatabase } from '../seed/generate';
import { createStore } from '../db/store';
import { TEST_TODAY } from '../testing/test-api';
import type { Database } from '../db/types';
import { resetAllowancesIfDue } from './allowance-reset';
import type { SettingsCompany } from './company-admin-settings';

function storeOf(db: Database) {
  return createStore({ get: (path: string) => ({ value: () => db[path as keyof Database] }), getState: () => db });
}

const at = (iso: string) => Date.parse(iso);

describe('resetAllowancesIfDue', () => {
  it('refills nobody the first time it sees a company, then once per quarter', () => {
    const db = generateDatabase({ today: TEST_TODAY });
    const store = storeOf(db);
    const company = db.companies.find((row) => row.id === 1)! as SettingsCompany;
    company.program_settings = {
      allowanceAmount: 60,
      resetPeriod: 'quarterly',
      managerExtraAllowance: false,
      managerExtraAmount: 0,
    };
    const person = db.users.find((user) => user.company_id === 1 && user.persona === 'employee')!;
    const leaver = db.users.find((user) => user.company_id === 1 && !user.persona)!;
    leaver.status = 'deactivated';
    leaver.giving_balance = 2;
    person.giving_balance = 5;

    expect(resetAllowancesIfDue(store, company, at('2026-11-22T12:00:00Z'))).toBe(false);
    expect(resetAllowancesIfDue(store, company, at('2026-12-01T12:00:00Z'))).toBe(false);
    expect(person.giving_balance).toBe(5);
    expect(resetAllowancesIfDue(store, company, at('2027-01-01T00:10:00Z'))).toBe(true);
    expect(person.giving_balance).toBe(60);
    expect(leaver.giving_balance).toBe(2);
    expect(resetAllowancesIfDue(store, company, at('2027-01-02T00:10:00Z'))).toBe(false);
  });
});
