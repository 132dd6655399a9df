import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { flatten, translationProblems } from './translation-keys.mjs';

const require = createRequire(import.meta.url);
const { localeDirs } = require('../../federation/emit-translations-plugin.cjs');

/** Issue 20: German and Spanish are complete; the build's other languages may fall back to English. */
const COMPLETE_LANGUAGES = ['de', 'es'];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

for (const dir of localeDirs()) {
  const englishDir = path.join(dir, 'en');
  for (const file of fs.readdirSync(englishDir).filter((name) => name.endsWith('.json'))) {
    for (const language of COMPLETE_LANGUAGES) {
      const label = `${path.relative(process.cwd(), dir)}/${language}/${file}`;
      test(`${label} has every English key, with the same placeholders`, () => {
        const translatedFile = path.join(dir, language, file);
        assert.ok(fs.existsSync(translatedFile), `${label} is missing`);
        const problems = translationProblems(
          flatten(readJson(path.join(englishDir, file))),
          flatten(readJson(translatedFile)),
          language,
        );
        assert.deepEqual(problems, []);
      });
    }
  }
}
