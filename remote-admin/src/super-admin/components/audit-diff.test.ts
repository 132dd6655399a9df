import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields an update changed, nested ones by their dotted names', () => {
    expect(
      auditChanges(
        { name: 'Old', amount: 10, settings: { on: true, list: [1] }, same: 'x' },
        { name: 'New', amount: 10, settings: { on: false, list: [1, 2] }, same: 'x' },
      ),
    ).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'settings.on', before: 'true', after: 'false' },
      { field: 'settings.list', before: '[1]', after: '[1,2]' },
    ]);
  });

  it('lists every field of a created record with nothing before, and of a deleted one with nothing after', () => {
    expect(auditChanges(null, { id: 3, name: 'A' })).toEqual([
      { field: 'id', before: null, after: '3' },
      { field: 'name', before: null, after: 'A' },
    ]);
    expect(auditChanges({ id: 3 }, null)).toEqual([{ field: 'id', before: '3', after: null }]);
  });

  it('shows a field that became null as the text null, apart from one that is absent', () => {
    expect(auditChanges({ end: '2026-12-31' }, { end: null })).toEqual([
      { field: 'end', before: '2026-12-31', after: 'null' },
    ]);
  });
});
