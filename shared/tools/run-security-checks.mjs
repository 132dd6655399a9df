// `npm run test:security`: issue 10's checks in one command. The jest security tests (`*.security.test.ts`),
// then the Playwright security specs (`e2e/tests/security-*.spec.ts`) on the production build, then one table
// of the figures they wrote. Exits non-zero when a step fails or a row counts a failure.
// `--no-build`: the build is already there (npm test builds for test:e2e just before).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECURITY_RESULT_DIRS, formatSecurityTable, readSecurityRows, securityRunPassed } from './security-table.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const build = !process.argv.includes('--no-build');

for (const dir of SECURITY_RESULT_DIRS) fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });

const run = (title, command, args, env = {}) => {
  console.log(`\n== ${title}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return { title, passed: status === 0 };
};

const steps = [
  run('jest security tests', 'npx', ['jest', '--maxWorkers=2', '--testPathPatterns', '\\.security\\.test\\.ts$']),
];
const built = build ? run('build', 'npm', ['run', 'build']) : { title: 'build', passed: true };
steps.push(built);
// The browser specs run even when a jest test failed, so the table has every figure.
if (built.passed) {
  steps.push(run('Playwright security specs', 'npm', ['run', 'test', '-w', 'e2e', '--', 'tests/security-']));
}

const rows = readSecurityRows(ROOT);
console.log('\n## Security checks\n');
console.log(formatSecurityTable(rows));
for (const step of steps.filter((candidate) => !candidate.passed)) console.log(`\nFAILED: ${step.title}`);
const passed = securityRunPassed(
  rows,
  steps.every((step) => step.passed),
);
console.log(passed ? '\nsecurity: all checks passed' : '\nsecurity: FAILED');
process.exit(passed ? 0 : 1);
