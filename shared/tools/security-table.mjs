import fs from 'node:fs';
import path from 'node:path';

/** Where the security tests write their figures, one JSON file per test: `{ rows: [{ check, cases, failures, detail }] }`. */
export const SECURITY_RESULT_DIRS = ['mock-api/.security-results', 'e2e/.security-results'];

/** Every row the security tests wrote under `root`, with the folder it came from. */
export function readSecurityRows(root, dirs = SECURITY_RESULT_DIRS) {
  return dirs.flatMap((dir) => {
    const folder = path.join(root, dir);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .flatMap((name) => {
        const { rows } = JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'));
        return rows.map((row) => ({ source: `${dir.split('/')[0]}/${name.replace(/\.json$/, '')}`, ...row }));
      });
  });
}

/** The rows as a Markdown table, with a total line. */
export function formatSecurityTable(rows) {
  const lines = ['| check | cases | failures | detail | from |', '| --- | ---: | ---: | --- | --- |'];
  for (const { check, cases, failures, detail, source } of rows) {
    lines.push(`| ${check} | ${cases} | ${failures} | ${detail} | ${source} |`);
  }
  const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
  lines.push(`| **total** | ${total('cases')} | ${total('failures')} | ${rows.length} checks | |`);
  return lines.join('\n');
}

/** A run passes when every step passed, something was checked, and no row counts a failure. */
export const securityRunPassed = (rows, stepsPassed) =>
  stepsPassed && rows.length > 0 && rows.every((row) => row.failures === 0 && row.cases > 0);
