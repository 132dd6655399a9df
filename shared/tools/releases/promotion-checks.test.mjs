import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contractProblems, promotionProblems, routeProblems, sharedProblems } from './promotion-checks.mjs';

const shell = {
  supportedContractVersions: [2],
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: 'react-router', version: '7.18.5' },
  ],
};
const release = {
  app: 'rewards',
  release: '0.1.0-aaaaaaaa',
  contractVersion: 2,
  routes: ['/rewards', '/rewards/:id'],
  shared: [
    { name: 'react', requiredVersion: '^19.3.1', singleton: true },
    { name: 'react-router', requiredVersion: '^7.18.5', singleton: true },
    { name: 'react/jsx-runtime', requiredVersion: '^19.3.1' },
  ],
};

test('a release that fits the live shell and the other apps has no problems', () => {
  assert.deepEqual(
    promotionProblems(release, shell, [{ app: 'admin', release: 'x', routes: ['/admin/dashboard'] }]),
    [],
  );
});

test('a contract version the live shell does not support is refused, naming both', () => {
  assert.deepEqual(contractProblems({ ...release, contractVersion: 3 }, shell), [
    'rewards 0.1.0-aaaaaaaa was built against contract version 3; the live shell supports 2',
  ]);
});

test('a singleton the shell does not share, or shares at a version outside the range, is refused', () => {
  const newReact = { ...release, shared: [{ name: 'react', requiredVersion: '^20.0.0', singleton: true }] };
  assert.match(sharedProblems(newReact, shell)[0], /react \^20\.0\.0 is wanted .* shares 19\.3\.1/);
  const unknown = { ...release, shared: [{ name: 'zustand', requiredVersion: '^5.0.0', singleton: true }] };
  assert.match(sharedProblems(unknown, shell)[0], /zustand is a singleton .* does not share/);
  const ownCopy = { ...release, shared: [{ name: 'date-fns', requiredVersion: '^4.0.0' }] };
  assert.deepEqual(sharedProblems(ownCopy, shell), [], 'a non-singleton may bring its own copy');
});

test("a route another app's live release serves is refused", () => {
  assert.deepEqual(
    routeProblems(release, [{ app: 'programs', release: '0.1.0-bbbbbbbb', routes: ['/incentives', '/rewards/:id'] }]),
    ['/rewards/:id is served by programs 0.1.0-bbbbbbbb already'],
  );
});
