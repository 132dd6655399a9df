import type { FeatureFlag, Tier, UserFlag } from '../domain';
import type { PermissionSubject } from '../permissions/permission-subject';
import type { ExperimentGate } from './experiment-gate';
import { hasPermission, type Permission } from '../permissions/permission-table';

/** A person's own switches on their profile, which a page may need on as well as a role (§6: show_analytics). */
export type UserSwitch = 'show_analytics';

/**
 * What a page or widget needs of the signed-in person. Every listed part must hold; within `tiers`,
 * `flags` and `roles` one is enough. The shell, the dev harness and the mock API read the same policy.
 */
export interface RoutePolicy {
  permissions?: readonly Permission[];
  tiers?: readonly Tier[];
  flags?: readonly FeatureFlag[];
  roles?: readonly UserFlag[];
  /** Roles that must all be held, where one of `roles` is not enough (programs §6: finance and global). */
  allRoles?: readonly UserFlag[];
  /** The person's own switches, each of which must be on. */
  switches?: readonly UserSwitch[];
  /**
   * The page answers 404 unless the person's variant is on or the app runs in development. The experiment
   * service answers the browser, so the shell alone reads this; `allows` and the server do not.
   */
  experiment?: ExperimentGate;
}

const anyOf = <T>(wanted: readonly T[] | undefined, holds: (value: T) => boolean) =>
  wanted === undefined || wanted.some(holds);

/** True when the subject satisfies the policy; no policy lets everyone signed in through. */
export function allows(subject: PermissionSubject, policy: RoutePolicy | undefined): boolean {
  if (!policy) return true;
  return (
    hasPermission(subject, policy.permissions ?? []) &&
    anyOf(policy.tiers, (tier) => subject.company.product_tier === tier) &&
    anyOf(policy.flags, (flag) => Boolean(subject.flags?.[flag])) &&
    anyOf(policy.roles, (role) => subject.user[role]) &&
    (policy.allRoles ?? []).every((role) => subject.user[role]) &&
    (policy.switches ?? []).every((name) => subject.user[name])
  );
}
