import { createRequire } from 'node:module';
import type { ApiRateLimit } from '@laurel/shared/contract';

const require = createRequire(__filename);
const { REMOTES, SHELL_PORT, E2E_PORT_OFFSET } = require('@laurel/shared/system') as {
  REMOTES: { port: number }[];
  SHELL_PORT: number;
  E2E_PORT_OFFSET: number;
};

/** The app origins of `npm start`, `npm run dev` and the e2e run; others come from the environment. */
export function defaultAllowedOrigins(extra = process.env.LAUREL_ALLOWED_ORIGINS ?? ''): string[] {
  const ports = [SHELL_PORT, ...REMOTES.map((remote) => remote.port)];
  const local = [0, E2E_PORT_OFFSET].flatMap((offset) => ports.map((port) => `http://localhost:${port + offset}`));
  return [
    ...local,
    ...extra
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];
}

const DEV_JWT_SECRET = 'laurel-development-secret-change-me-0123456789';

/** HS256 needs a key of at least 32 bytes; production deployments set their own. */
export function jwtSecret(value = process.env.LAUREL_JWT_SECRET ?? DEV_JWT_SECRET): Uint8Array {
  if (Buffer.byteLength(value) < 32) throw new Error('LAUREL_JWT_SECRET must be at least 32 bytes');
  return new TextEncoder().encode(value);
}

export interface RateLimit {
  /** Requests allowed per window, per user (per IP for sign-in). */
  max: number;
  windowSeconds: number;
}

export type RateLimits = Record<ApiRateLimit, RateLimit>;

/**
 * Abuse limits (issue 10): generous enough for the e2e suite, where a few personas sign in and give
 * dozens of recognitions a minute from one address; tests tighten them through `createMockApi`.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  'sign-in': { max: 300, windowSeconds: 60 },
  give: { max: 120, windowSeconds: 60 },
  comment: { max: 120, windowSeconds: 60 },
  redemption: { max: 30, windowSeconds: 60 },
  resend: { max: 10, windowSeconds: 60 },
};

/** How long an Idempotency-Key is remembered for its user; a retry after that is a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** For benchmarks and concurrency tests that give far faster than any person. */
export const NO_RATE_LIMITS: RateLimits = {
  'sign-in': { max: Number.POSITIVE_INFINITY, windowSeconds: 60 },
  give: { max: Number.POSITIVE_INFINITY, windowSeconds: 60 },
  comment: { max: Number.POSITIVE_INFINITY, windowSeconds: 60 },
  redemption: { max: Number.POSITIVE_INFINITY, windowSeconds: 60 },
  resend: { max: Number.POSITIVE_INFINITY, windowSeconds: 60 },
};
