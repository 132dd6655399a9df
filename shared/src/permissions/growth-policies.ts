import type { RoutePolicy } from '../contract/route-policy';
import type { PermissionSubject } from './permission-subject';
import { hasPermission } from './permission-table';

/** Recognition §6 CanAccessAchieve with one of its flags: the Growth hub and feedback. */
export const ACHIEVE_POLICY: RoutePolicy = {
  permissions: ['can-access-achieve'],
  flags: ['one-on-ones', 'achieve-limited-release'],
};
/** The last meeting's recap: Achieve, and an experiment whose variant is on (or development) (platform §2 item 10). */
export const ONE_ON_ONE_RECAP_POLICY: RoutePolicy = {
  ...ACHIEVE_POLICY,
  experiment: { flag: 'one-on-ones-experimental' },
};
/** Recognition §6 CanAccessCheckIn and its flag: the check-ins page; who writes or reads is decided below. */
export const CHECK_INS_POLICY: RoutePolicy = { permissions: ['can-access-check-in'], flags: ['check-ins'] };

const isoToday = () => new Date().toISOString().slice(0, 10);

const checkInsOn = (subject: PermissionSubject) =>
  hasPermission(subject, 'can-access-check-in') && Boolean(subject.flags?.['check-ins']);

/** Check-ins are mandatory for the company by `today` (recognition §3 check_in_settings). */
export const checkInsMandatory = ({ company }: PermissionSubject, today = isoToday()) => {
  const settings = company.check_in_settings;
  return Boolean(settings?.mandatory && (!settings.effective_date || settings.effective_date <= today));
};

/** CanAccessCheckIn, its flag, and check-ins either mandatory by now or expected by the user's manager (§6). */
export const canCheckIn = (subject: PermissionSubject, today = isoToday()) =>
  checkInsOn(subject) &&
  (checkInsMandatory(subject, today) || Boolean(subject.user.manager_check_in_settings?.cadence));

/** A manager reads and answers their direct reports' check-ins, whether or not they write their own. */
export const readsReportsCheckIns = (subject: PermissionSubject) => checkInsOn(subject) && subject.user.is_manager;
