import type { CompanyProfile } from '../domain/company-profile';
import type { UserProfile } from '../domain/user-profile';
import type { Environment } from './environment';

/** Laurel's own domain by default: its people's sessions are never replayed. `internalEmailDomain` in app-config overrides it. */
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
  internalEmailDomain?: string;
}

export function isInternalEmail(email: string, internalEmailDomain = INTERNAL_EMAIL_DOMAIN): boolean {
  return email.trim().toLowerCase().endsWith(`@${internalEmailDomain.trim().toLowerCase()}`);
}

/** Analytics session replay: in-trial alpha-tier companies, non-internal addresses, outside development. */
export function sessionReplaySampling({ env, company, email, internalEmailDomain }: SessionReplaySubject): number {
  const eligible =
    env !== 'development' &&
    company.status === 'in_trial' &&
    company.product_tier === 'tier_alpha' &&
    !isInternalEmail(email, internalEmailDomain);
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

export interface ReplaySamplingSubject {
  env: Environment;
  company: Pick<CompanyProfile, 'status' | 'product_tier'>;
  user: Pick<UserProfile, 'email'>;
  internalEmailDomain?: string;
}

export interface ReplaySampling {
  /** The analytics service's session replay. */
  sessionReplay: number;
  monitoring: MonitoringSampling;
}

/** Every replay and session sample rate of spec §9 for this person on this host. */
export const replaySampling = ({ env, company, user, internalEmailDomain }: ReplaySamplingSubject): ReplaySampling => ({
  sessionReplay: sessionReplaySampling({ env, company, email: user.email, internalEmailDomain }),
  monitoring: monitoringSampling(env),
});
