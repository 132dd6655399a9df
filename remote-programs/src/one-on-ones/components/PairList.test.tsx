import { screen } from '@testing-library/react';
import { v2Client, type AppBootstrap, type Environment, type FetchVariants } from '@laurel/shared';
import type { OneOnOnePair } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderPage } from '../../testing/render-page';
import { OneOnOnesPage } from '../../pages/OneOnOnesPage';

// The page's one bootstrap, swapped per test for a fresh one on the host the test names.
let mockBootstrap: AppBootstrap;
jest.mock('../../../../shared/src/config/bootstrap-app', () => {
  const actual = jest.requireActual('../../../../shared/src/config/bootstrap-app');
  return {
    ...actual,
    bootstrapSnapshot: () => mockBootstrap.snapshot(),
    subscribeToBootstrap: (listener: () => void) => mockBootstrap.subscribe(listener),
  };
});
const { createAppBootstrap } = jest.requireActual('../../../../shared/src/config/bootstrap-app');

const hostValues = {
  analyticsEventHost: 'https://events.example',
  analyticsKey: 'ak',
  experimentFeatureHost: 'https://features.example',
  experimentApiKey: 'ek',
  monitoringHost: 'https://monitoring.example',
  supportChatAppId: '',
  translationsOrigin: 'https://cdn.example/locales',
};
const token = `${btoa('{"alg":"HS256"}')}.${btoa('{"user_id":8}').replace(/=+$/, '')}.sig`;

async function onHost(env: Environment, variants: Record<string, string>) {
  const fetchImpl: FetchVariants = () => Promise.resolve({ ok: true, json: () => Promise.resolve(variants) });
  mockBootstrap = createAppBootstrap();
  await mockBootstrap.start({
    env,
    values: env === 'development' ? {} : hostValues,
    getToken: async () => token,
    fetchImpl,
  });
}

const pairs: OneOnOnePair[] = [
  {
    partner: { id: 7, displayName: 'Mateo Manager', profilePic: null },
    myRole: 'report',
    current: null,
    lastEndedId: 30,
  },
];

beforeEach(() => {
  signInForTests(subjectFor('tier_three'));
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => true), configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  jest.restoreAllMocks();
});

test.each<[Environment, Record<string, string>, boolean]>([
  ['production', {}, false],
  ['production', { 'one-on-ones-experimental': 'off' }, false],
  ['staging', { 'one-on-ones-experimental': 'on' }, true],
  ['development', {}, true],
])('in %s with variants %j the last recap is linked: %s', async (env, variants, linked) => {
  await onHost(env, variants);
  const answers: Record<string, unknown> = { '/one_on_ones': { pairs }, '/goals': [], '/company_initiatives': [] };
  jest.spyOn(v2Client, 'get').mockImplementation(async (path) => ({ result: answers[path] }));
  renderPage(<OneOnOnesPage />, { url: '/one-on-ones', path: '/one-on-ones' });
  expect(await screen.findByRole('button', { name: 'Start a one-on-one with Mateo Manager' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Last recap with Mateo Manager' }) !== null).toBe(linked);
});
