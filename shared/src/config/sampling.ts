import type { CompanyProfile } from '../domain/company-profile';
import type { Environment } from './environment';

/** Addresses at this domain are Laurel's own people; their sessions are never replayed. */
export const INTERNAL_EMAIL_DOMAIN = 'laurel.example';

/** Fractions of sessions (0–1). Session replay: every eligible session (spec §9). */
export const SESSION_REPLAY_SAMPLE_RATE = 1;
/** Monitoring: replay 20 percent, sessions 100 percent, in staging and production only (spec §9). */
export const MONITORING_REPLAY_SAMPLE_RATE = 0.2;
export const MONITORING_SESSION_SAMPLE_RATE = 1;

export interface SessionReplaySubject {
  env: Environment;
  company: Pick<CompanyProfile, 'status' | 'product_tier'>;
  email: string;
}

export function isInternalEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${INTERNAL_EMAIL_DOMAIN}`);
}

/** Analytics session replay: in-trial alpha-tier companies, non-internal addresses, outside development. */
export function sessionReplaySampling({ env, company, email }: SessionReplaySubject): number {
  const eligible =
    env !== 'development' &&
    company.status === 'in_trial' &&
    company.product_tier === 'tier_alpha' &&
    !isInternalEmail(email);
  return eligible ? SESSION_REPLAY_SAMPLE_RATE : 0;
}

export interface MonitoringSampling {
  replaySampleRate: number;
  sessionSampleRate: number;
}

export function monitoringSampling(env: Environment): MonitoringSampling {
  if (env === 'development') return { replaySampleRate: 0, sessionSampleRate: 0 };
  return { replaySampleRate: MONITORING_REPLAY_SAMPLE_RATE, sessionSampleRate: MONITORING_SESSION_SAMPLE_RATE };
}
