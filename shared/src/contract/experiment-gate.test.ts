import type { Environment } from '../config/environment';
import { experimentGateOpen, type ExperimentGate } from './experiment-gate';

const gate: ExperimentGate = { flag: 'one-on-ones-experimental' };

describe('experimentGateOpen', () => {
  test.each<Environment>(['production', 'staging'])('in %s only an on variant opens the page', (env) => {
    expect(experimentGateOpen(gate, { env, variant: 'on' })).toBe(true);
    expect(experimentGateOpen(gate, { env, variant: 'treatment' })).toBe(true);
    expect(experimentGateOpen(gate, { env, variant: 'off' })).toBe(false);
    expect(experimentGateOpen(gate, { env, variant: 'control' })).toBe(false);
    expect(experimentGateOpen(gate, { env, variant: undefined })).toBe(false);
  });

  test('in development the page is open whatever the variant', () => {
    expect(experimentGateOpen(gate, { env: 'development', variant: undefined })).toBe(true);
    expect(experimentGateOpen(gate, { env: 'development', variant: 'off' })).toBe(true);
  });

  test('a gate naming its variants opens for those alone', () => {
    const named: ExperimentGate = { flag: 'one-on-ones', variants: ['beta'] };
    expect(experimentGateOpen(named, { env: 'production', variant: 'beta' })).toBe(true);
    expect(experimentGateOpen(named, { env: 'production', variant: 'on' })).toBe(false);
  });
});
