import type { Environment } from './environment';
import {
  INTERNAL_EMAIL_DOMAIN,
  isInternalEmail,
  MONITORING_REPLAY_SAMPLE_RATE,
  MONITORING_SESSION_SAMPLE_RATE,
  monitoringSampling,
  replaySampling,
  sessionReplaySampling,
  type SessionReplaySubject,
} from './sampling';

const eligible: SessionReplaySubject = {
  env: 'production',
  company: { status: 'in_trial', product_tier: 'tier_alpha' },
  email: 'ada@customer.example',
};

describe('sessionReplaySampling', () => {
  test.each(['production', 'staging'] as const)('samples every in-trial alpha-tier customer session in %s', (env) => {
    expect(sessionReplaySampling({ ...eligible, env })).toBe(1);
  });

  test('never in development', () => {
    expect(sessionReplaySampling({ ...eligible, env: 'development' })).toBe(0);
  });

  test.each(['active', 'non_renewing'] as const)('not for %s companies', (status) => {
    expect(sessionReplaySampling({ ...eligible, company: { ...eligible.company, status } })).toBe(0);
  });

  test.each(['free', 'tier_one', 'tier_two', 'tier_three'] as const)('not for %s', (product_tier) => {
    expect(sessionReplaySampling({ ...eligible, company: { ...eligible.company, product_tier } })).toBe(0);
  });

  test.each(['sam@laurel.example', 'Sam@Laurel.Example ', `ops@${INTERNAL_EMAIL_DOMAIN}`])(
    'not for internal address %s',
    (email) => {
      expect(sessionReplaySampling({ ...eligible, email })).toBe(0);
    },
  );

  test('a domain that only contains the internal one is a customer', () => {
    expect(isInternalEmail('ada@notlaurel.example')).toBe(false);
    expect(isInternalEmail('laurel.example@customer.example')).toBe(false);
  });
});

describe('monitoringSampling', () => {
  test.each<[Environment, number, number]>([
    ['production', 0.2, 1],
    ['staging', 0.2, 1],
    ['development', 0, 0],
  ])('%s: replay %d, session %d', (env, replaySampleRate, sessionSampleRate) => {
    expect(monitoringSampling(env)).toEqual({ replaySampleRate, sessionSampleRate });
  });

  test('20 percent of replays, every session', () => {
    expect(MONITORING_REPLAY_SAMPLE_RATE).toBe(0.2);
    expect(MONITORING_SESSION_SAMPLE_RATE).toBe(1);
  });
});

describe('replaySampling', () => {
  const customer = { email: 'ada@customer.example' };
  const trial = { status: 'in_trial', product_tier: 'tier_alpha' } as const;

  test.each<
    [Environment, string, typeof trial | { status: 'active'; product_tier: 'tier_alpha' }, number, number, number]
  >([
    ['production', customer.email, trial, 1, 0.2, 1],
    ['staging', customer.email, trial, 1, 0.2, 1],
    ['development', customer.email, trial, 0, 0, 0],
    ['production', 'sam@laurel.example', trial, 0, 0.2, 1],
    ['production', customer.email, { status: 'active', product_tier: 'tier_alpha' }, 0, 0.2, 1],
  ])(
    '%s, %s, %j: session replay %d, monitoring replay %d, session %d',
    (env, email, company, replay, monReplay, monSession) => {
      expect(replaySampling({ env, company, user: { email } })).toEqual({
        sessionReplay: replay,
        monitoring: { replaySampleRate: monReplay, sessionSampleRate: monSession },
      });
    },
  );

  test('the internal domain is configurable', () => {
    const subject = { env: 'production', company: trial, user: { email: 'ops@acme-internal.example' } } as const;
    expect(replaySampling(subject).sessionReplay).toBe(1);
    expect(replaySampling({ ...subject, internalEmailDomain: 'ACME-internal.example' }).sessionReplay).toBe(0);
    expect(
      replaySampling({ ...subject, user: customer, internalEmailDomain: 'acme-internal.example' }).sessionReplay,
    ).toBe(1);
  });
});
