import { defaultAnalyticsRange } from '@laurel/shared/contract';
import { gamingSignals } from '../reports/gaming/gaming-signals';
import { generateDatabase } from './generate';

describe('the seed’s traded points', () => {
  it.each(['2026-11-22', '2026-12-01', '2027-03-15'])(
    'make one reciprocal pair and one ring of three in the main company’s previous month (today %s)',
    (day) => {
      const today = new Date(`${day}T00:00:00.000Z`);
      const db = generateDatabase({ today });
      const ofMain = <Row extends { company_id: number }>(rows: Row[]) => rows.filter((row) => row.company_id === 1);
      const { signals } = gamingSignals(
        { users: ofMain(db.users), bonuses: ofMain(db.bonuses), programBonusIds: new Set() },
        defaultAnalyticsRange(today),
      );
      const pairs = signals.filter((signal) => signal.kind === 'reciprocal_pair');
      const rings = signals.filter((signal) => signal.kind === 'ring');
      expect(pairs).toHaveLength(1);
      expect(rings).toHaveLength(1);
      expect(rings[0]!.people).toHaveLength(3);
      expect([...pairs, ...rings].flatMap((signal) => signal.people).some((person) => person.slug === '')).toBe(false);
    },
  );
});
