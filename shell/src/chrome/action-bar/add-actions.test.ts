import { canCheckIn, type PermissionSubject } from '@laurel/shared';
import { subjectFor } from '@laurel/shared/testing/profiles';
import { ADD_ACTIONS, visibleAddActions, type AddActionId } from './add-actions';

const permitted = (id: AddActionId, subject: PermissionSubject, nominationPeriodOpen = false) =>
  ADD_ACTIONS.find((action) => action.id === id)!.permitted(subject, { nominationPeriodOpen });

const withCheckIns = (subject: PermissionSubject): PermissionSubject => ({ ...subject, flags: { 'check-ins': true } });

describe('the mobile add menu', () => {
  it('offers an employee who can give only what leads somewhere: writing and recording recognition', () => {
    expect(visibleAddActions(subjectFor('tier_three')).map((action) => action.id)).toEqual([
      'write-recognition',
      'record-recognition',
    ]);
  });

  it('leaves recording out where the company switched it off or the tier has no video', () => {
    const switchedOff = subjectFor('tier_three', {}, { disable_video_recordings: true });
    expect(visibleAddActions(switchedOff).map((action) => action.id)).toEqual(['write-recognition']);
    expect(visibleAddActions(subjectFor('free')).map((action) => action.id)).toEqual(['write-recognition']);
  });

  it('adds the announcement to whoever may access and administer announcements', () => {
    const announcer = subjectFor('tier_three', { announcements_admin: true });
    expect(visibleAddActions(announcer).map((action) => action.id)).toEqual([
      'announce',
      'write-recognition',
      'record-recognition',
    ]);
  });

  it('adds nominate, after check-in, only while a nomination period is open to someone who may nominate', () => {
    const employee = subjectFor('tier_three');
    expect(visibleAddActions(employee, { nominationPeriodOpen: true }).map((action) => action.id)).toEqual([
      'nominate',
      'write-recognition',
      'record-recognition',
    ]);
    expect(permitted('nominate', employee, false)).toBe(false);
    expect(permitted('nominate', subjectFor('free'), true)).toBe(false);
  });

  it('offers nothing to someone who may neither give nor announce', () => {
    expect(visibleAddActions(subjectFor('tier_three', { can_give: false }))).toEqual([]);
  });

  it('offers feedback and the check-in once their pages are served, each to whom §6 permits', () => {
    const grower = { ...subjectFor('tier_three'), flags: { 'one-on-ones': true } };
    expect(visibleAddActions(grower).map((action) => action.id)).toContain('feedback');
    expect(visibleAddActions(grower).map((action) => action.id)).not.toContain('check-in');
    const writer = {
      ...subjectFor('tier_three', { manager_check_in_settings: { cadence: 'weekly' } }),
      flags: { 'one-on-ones': true, 'check-ins': true },
    };
    expect(visibleAddActions(writer).map((action) => action.id)).toEqual(
      expect.arrayContaining(['feedback', 'check-in']),
    );
  });

  it('gates feedback on Achieve and one of its flags', () => {
    expect(permitted('feedback', subjectFor('tier_three'))).toBe(false);
    expect(permitted('feedback', { ...subjectFor('tier_two'), flags: { 'one-on-ones': true } })).toBe(false);
    expect(permitted('feedback', { ...subjectFor('tier_alpha'), flags: { 'achieve-limited-release': true } })).toBe(
      true,
    );
  });
});

describe('canCheckIn', () => {
  const today = '2026-11-23';

  it('needs the flag, the permission and a reason to check in', () => {
    const mandatory = withCheckIns(
      subjectFor('tier_two', {}, { check_in_settings: { mandatory: true, effective_date: '2026-11-01' } }),
    );
    expect(canCheckIn(mandatory, today)).toBe(true);
    expect(canCheckIn({ ...mandatory, flags: {} }, today)).toBe(false);
    expect(canCheckIn({ ...mandatory, company: { ...mandatory.company, product_tier: 'tier_one' } }, today)).toBe(
      false,
    );
  });

  it('waits for a mandatory rule until its effective date', () => {
    const subject = withCheckIns(
      subjectFor('tier_two', {}, { check_in_settings: { mandatory: true, effective_date: '2026-12-01' } }),
    );
    expect(canCheckIn(subject, today)).toBe(false);
  });

  it('lets someone whose manager set a cadence check in without a company rule', () => {
    const subject = withCheckIns(subjectFor('tier_two', { manager_check_in_settings: { cadence: 'weekly' } }));
    expect(canCheckIn(subject, today)).toBe(true);
    expect(canCheckIn(withCheckIns(subjectFor('tier_two')), today)).toBe(false);
  });
});
