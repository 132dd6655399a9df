import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** One line of the security table `npm run test:security` prints. */
export interface SecurityResultRow {
  check: string;
  cases: number;
  failures: number;
  detail: string;
}

const RESULTS_DIR = path.resolve(__dirname, '../.security-results');

/** Writes a spec's figures to `e2e/.security-results/<spec>.json` (git-ignored) for the security table. */
export function writeSecurityResults(spec: string, rows: readonly SecurityResultRow[]): void {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `${spec}.json`), `${JSON.stringify({ rows }, null, 2)}\n`);
}

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  sample: string;
  page: string;
}

/**
 * Collects every Content-Security-Policy violation the page (and each page it navigates to) reports,
 * through `securitypolicyviolation` events and the console's CSP errors.
 */
export async function collectCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('__laurelCspViolation', (violation: CspViolation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __laurelCspViolation: (v: unknown) => void }).__laurelCspViolation;
      report({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        sample: event.sample,
        page: location.href,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push({
        directive: 'console',
        blockedURI: '',
        sourceFile: '',
        sample: message.text(),
        page: page.url(),
      });
  });
  return violations;
}
