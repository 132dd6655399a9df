import { createRequire } from 'node:module';

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
