import { generateDatabase } from '../../seed/generate';
import { createStore } from '../../db/store';
import type { Database } from '../../db/types';
import { equityCsvRows, isEquityCsvReport, mayExportEquityReport } from './equity-csv';
import { flagsOf } from '../../authz/subject';

const OCTOBER = { start_date: '2026-10-01', end_date: '2026-10-31' };
const NOW = Date.parse('2026-11-22T12:00:00.000Z');

const subjectFor = (db: Database, persona: string) => {
  const user = db.users.find((candidate) => candidate.persona === persona)!;
  const company = db.companies.find((candidate) => candidate.id === user.company_id)!;
  return { user, company, flags: flagsOf(company) };
};
const storeOf = (db: Database) =>
  createStore({ get: (name) => ({ value: () => db[name as keyof Database] }), getState: () => db });

describe('the equity CSVs', () => {
  const db = generateDatabase({ today: new Date(NOW) });
  const store = storeOf(db);

  it('names its two reports only', () => {
    expect(['recognition_equity', 'gaming_signals', 'giving', 'toString'].map(isEquityCsvReport)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('lists the shown segments and counts the hidden ones, never naming a small department', () => {
    const rows = equityCsvRows('recognition_equity', store, 1, OCTOBER, NOW);
    expect(rows[0]).toEqual([
      'grouping',
      'segment',
      'people',
      'recognised_percent',
      'recognitions_per_person',
      'points_per_person',
      'hidden_segments',
    ]);
    const departments = rows.filter((row) => row[0] === 'department').map((row) => row[1]);
    // The seed's two support agents are a department of two.
    expect(departments).not.toContain('Laurel Support');
    expect(rows).toContainEqual(['department', 'hidden', '', '', '', '', expect.any(Number)]);
    expect(rows.find((row) => row[0] === 'department' && row[1] === 'hidden')![6]).toBeGreaterThan(0);
  });

  it('lists each signal with its people and the recognitions behind it', () => {
    const rows = equityCsvRows('gaming_signals', store, 1, OCTOBER, NOW);
    expect(rows[0]).toEqual(['signal', 'score', 'people', 'points', 'recognition_ids']);
    expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining(['reciprocal_pair', 'ring']));
  });

  it('is for global admins only', () => {
    expect(mayExportEquityReport(subjectFor(db, 'global_admin'), 'gaming_signals')).toBe(true);
    expect(mayExportEquityReport(subjectFor(db, 'finance_admin'), 'recognition_equity')).toBe(false);
  });
});
