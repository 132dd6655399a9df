import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { isApiPath } = require('./system.cjs');

test('the proxies send API paths to the API and keep the app’s own pages under them', () => {
  for (const path of [
    '/api/v2/users/me',
    '/users/sign_in_start',
    '/users/sign_out',
    '/uploads/avatars/1/a.png',
    '/cable',
  ]) {
    assert.equal(isApiPath(path), true, path);
  }
  for (const path of ['/users/edit', '/', '/bookmark', '/company/users/ada']) {
    assert.equal(isApiPath(path), false, path);
  }
});
