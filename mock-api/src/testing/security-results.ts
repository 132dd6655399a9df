import fs from 'node:fs';
import path from 'node:path';

/** One line of the table `npm run test:security` prints. */
export interface SecurityResultRow {
  check: string;
  cases: number;
  failures: number;
  detail: string;
}

export const SECURITY_RESULTS_DIR = path.resolve(__dirname, '../../.security-results');

/** Writes a security test's figures to `mock-api/.security-results/<name>.json` (git-ignored) for the table. */
export function writeSecurityResults(name: string, rows: readonly SecurityResultRow[]): void {
  fs.mkdirSync(SECURITY_RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(SECURITY_RESULTS_DIR, `${name}.json`), `${JSON.stringify({ rows }, null, 2)}\n`);
}

/** Counts cases and failures as a test goes, so the figures are the ones the assertions saw. */
export function securityTally(check: string, detail: (cases: number) => string) {
  let cases = 0;
  let failures = 0;
  return {
    /** Counts one case; returns `ok` so it can wrap the condition an `expect` then checks. */
    count(ok: boolean): boolean {
      cases += 1;
      if (!ok) failures += 1;
      return ok;
    },
    row: (): SecurityResultRow => ({ check, cases, failures, detail: detail(cases) }),
  };
}
