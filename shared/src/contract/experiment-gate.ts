import type { Environment } from '../config/environment';
import type { FeatureFlag } from '../domain';

/** A page that answers 404 unless the person's variant of an experiment is on, or the app runs in development (§2). */
export interface ExperimentGate {
  flag: FeatureFlag;
  /** The variants that open the page; by default any variant but off and control. */
  variants?: readonly string[];
}

/** Variants an experiment service answers for the default experience. */
export const OFF_VARIANTS: readonly string[] = ['off', 'control'];

export interface ExperimentGateSubject {
  env: Environment;
  /** The person's variant of the gate's flag; undefined when the experiment service has none. */
  variant: string | undefined;
}

export function experimentGateOpen(gate: ExperimentGate, { env, variant }: ExperimentGateSubject): boolean {
  if (env === 'development') return true;
  if (variant === undefined) return false;
  return gate.variants ? gate.variants.includes(variant) : !OFF_VARIANTS.includes(variant);
}
