import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { formatSecurityTable, readSecurityRows, securityRunPassed } from './security-table.mjs';

const row = (check, cases, failures) => ({ check, cases, failures, detail: `${cases} cases` });

test('reads the rows every security test wrote, naming where each came from', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-security-'));
  fs.mkdirSync(path.join(root, 'mock-api/.security-results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'mock-api/.security-results/uploads.json'),
    JSON.stringify({ rows: [row('uploads', 18, 0)] }),
  );
  const rows = readSecurityRows(root);
  assert.deepEqual(rows, [{ source: 'mock-api/uploads', ...row('uploads', 18, 0) }]);
  fs.rmSync(root, { recursive: true, force: true });
});

test('prints one line per check and a total', () => {
  const table = formatSecurityTable([
    { source: 'mock-api/a', ...row('a', 3, 0) },
    { source: 'e2e/b', ...row('b', 4, 1) },
  ]);
  assert.match(table, /\| a \| 3 \| 0 \| 3 cases \| mock-api\/a \|/);
  assert.match(table, /\| \*\*total\*\* \| 7 \| 1 \| 2 checks \| \|/);
});

test('passes only when every step passed, something was checked and nothing failed', () => {
  assert.equal(securityRunPassed([row('a', 3, 0)], true), true);
  assert.equal(securityRunPassed([row('a', 3, 1)], true), false);
  assert.equal(securityRunPassed([row('a', 0, 0)], true), false);
  assert.equal(securityRunPassed([], true), false);
  assert.equal(securityRunPassed([row('a', 3, 0)], false), false);
});
