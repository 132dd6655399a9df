import type { User } from '../../db/types';
import { nextMonday, nextMonth, peoplePage, splitRange } from './participation-figures';

const person = (id: number): User =>
  ({ id, display_name: `Person ${String(id).padStart(2, '0')}`, custom_properties: { department: 'Ops' } }) as User;

describe('participation figures', () => {
  it('pages people by name, 24 a page, keeping a page past the end on the last', () => {
    const people = Array.from({ length: 30 }, (_, index) => person(30 - index));
    const second = peoplePage(people, [], 2);
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 30 });
    expect(second.rows.map((row) => row.id)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(peoplePage(people, [], 99).page).toBe(2);
    expect(peoplePage([], [], 1)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
  });

  it('cuts a range into weeks from Monday and into calendar months', () => {
    expect(splitRange({ start_date: '2026-11-20', end_date: '2026-12-01' }, nextMonday)).toEqual([
      { start_date: '2026-11-20', end_date: '2026-11-22' },
      { start_date: '2026-11-23', end_date: '2026-11-29' },
      { start_date: '2026-11-30', end_date: '2026-12-01' },
    ]);
    expect(splitRange({ start_date: '2026-01-15', end_date: '2026-03-01' }, nextMonth)).toEqual([
      { start_date: '2026-01-15', end_date: '2026-01-31' },
      { start_date: '2026-02-01', end_date: '2026-02-28' },
      { start_date: '2026-03-01', end_date: '2026-03-01' },
    ]);
  });
});
