import { useSyncExternalStore } from 'react';
import { bootstrapSnapshot, subscribeToBootstrap } from '../config/bootstrap-app';
import { experimentGateOpen, type ExperimentGate } from '../contract/experiment-gate';

/** Pending until the host's environment and, outside development, the person's variants are known. */
export type ExperimentGateState = 'pending' | 'open' | 'closed';

/** Whether a gated page shows (§2); a page without a gate is open. */
export function useExperimentGate(gate: ExperimentGate | undefined): ExperimentGateState {
  const { state, services, settled } = useSyncExternalStore(subscribeToBootstrap, bootstrapSnapshot);
  if (!gate) return 'open';
  if (!services) return settled ? 'closed' : 'pending';
  const env = services.config.env;
  if (env !== 'development' && state !== 'identified') return settled ? 'closed' : 'pending';
  return experimentGateOpen(gate, { env, variant: services.experiment.variant(gate.flag) }) ? 'open' : 'closed';
}
