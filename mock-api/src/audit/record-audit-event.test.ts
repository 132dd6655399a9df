import type { Database } from '../db/types';
import { createStore } from '../db/store';
import { generateDatabase } from '../seed/generate';
import { recordAuditEvent } from './record-audit-event';

const TODAY = new Date('2026-11-22T00:00:00Z');
const NOW = Date.parse('2026-11-22T10:30:00Z');

function storeOver(db: Database) {
  return createStore({ get: (name) => ({ value: () => db[name as keyof Database] }), getState: () => db });
}

describe('recordAuditEvent', () => {
  it('appends who changed what, when, with copies of the record before and after', () => {
    const db = generateDatabase({ today: TODAY, bonuses: 5 });
    const store = storeOver(db);
    const award = { id: 7, name: 'Old name', points: 10 };
    const before = { ...award };
    award.name = 'New name';

    const event = recordAuditEvent(
      store,
      {
        actor: { id: 3, spoofer_id: 9 },
        company_id: 1,
        action: 'award.update',
        subject_type: 'award',
        subject_id: 7,
        before,
        after: award,
      },
      () => NOW,
    );

    award.name = 'Changed again later';
    expect(db.audit_events).toEqual([event]);
    expect(event).toEqual({
      id: 1,
      created_at: '2026-11-22T10:30:00.000Z',
      actor_id: 3,
      spoofer_id: 9,
      company_id: 1,
      action: 'award.update',
      subject_type: 'award',
      subject_id: 7,
      before: { id: 7, name: 'Old name', points: 10 },
      after: { id: 7, name: 'New name', points: 10 },
    });
  });

  it('keeps null for a created record’s before and a missing spoofer, and numbers events in order', () => {
    const db = generateDatabase({ today: TODAY, bonuses: 5 });
    const store = storeOver(db);
    const input = { actor: { id: 3 }, company_id: 1, action: 'award.create', subject_type: 'award', subject_id: 1 };
    recordAuditEvent(store, { ...input, before: undefined, after: { id: 1 } });
    const second = recordAuditEvent(store, { ...input, before: null, after: { id: 2 } });
    expect(second).toMatchObject({ id: 2, spoofer_id: null, before: null, after: { id: 2 } });
  });
});
