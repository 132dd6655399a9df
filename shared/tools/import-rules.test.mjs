// The house rules of ARCHITECTURE.md are checks: each fixture breaks one of them (or none) and says
// on its first line which rule ids must fire. Fixtures under <package>/ are linted as if they sat at that
// path in the real package; fixtures under in-place/ are linted where they are (cycles need real files).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../..');
const FIXTURES = path.join(ROOT, 'shared/tools/import-rules/fixtures');
const IN_PLACE = path.join(FIXTURES, 'in-place');

// The main config ignores the fixtures; here they are linted on purpose.
const eslint = new ESLint({ cwd: ROOT, ignore: false });

function fixtureFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function expectedRules(source) {
  const header = /^\/\/ expect: (.*)$/m.exec(source)?.[1] ?? '';
  return header.startsWith('nothing') ? [] : header.split(',').map((rule) => rule.trim());
}

async function firedRules(file, source) {
  const inPlace = file.startsWith(IN_PLACE + path.sep);
  const filePath = inPlace ? file : path.join(ROOT, path.relative(FIXTURES, file));
  const [result] = await eslint.lintText(source, { filePath });
  return [...new Set(result.messages.map((message) => message.ruleId ?? message.message))].sort();
}

for (const file of fixtureFiles(FIXTURES)) {
  const name = path.relative(FIXTURES, file);
  test(`lint: ${name}`, async () => {
    const source = readFileSync(file, 'utf8');
    assert.deepEqual(await firedRules(file, source), expectedRules(source).sort());
  });
}

async function depcruiseViolations(fixture) {
  const dir = path.relative(ROOT, path.join(IN_PLACE, fixture));
  const depcruise = path.join(ROOT, 'node_modules/.bin/depcruise');
  // The json reporter exits 0 whatever it finds; `npm run lint` uses the err reporter, which fails on an error.
  const { stdout } = await promisify(execFile)(
    depcruise,
    [dir, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    {
      cwd: ROOT,
    },
  );
  const { summary } = JSON.parse(stdout);
  return summary.violations.map(
    (violation) =>
      `${violation.rule.name}: ${path.relative(dir, violation.from)} → ${path.relative(dir, violation.to)}`,
  );
}

test('depcruise: two modules importing each other fail no-circular', async () => {
  const violations = await depcruiseViolations('cycle');
  assert.ok(violations.length > 0, 'no violation');
  for (const violation of violations)
    assert.match(violation, /^no-circular: (first\.ts → second\.ts|second\.ts → first\.ts)$/);
});

test('depcruise: two folders importing each other through different files fail no-folder-cycle', async () => {
  assert.deepEqual((await depcruiseViolations('folder-cycle')).sort(), [
    'no-folder-cycle: composer → give',
    'no-folder-cycle: give → composer',
  ]);
});
