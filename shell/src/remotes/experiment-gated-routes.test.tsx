import { act, screen } from '@testing-library/react';
import type { AppBootstrap, Environment, FetchVariants, RemoteId, RemoteModule } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { App } from '../app/App';
import { renderWithShell } from '../testing/render-with-shell';

// The page's one bootstrap, swapped per test for a fresh one on the host the test names.
let mockBootstrap: AppBootstrap;
jest.mock('../../../shared/src/config/bootstrap-app', () => {
  const actual = jest.requireActual('../../../shared/src/config/bootstrap-app');
  return {
    ...actual,
    bootstrapSnapshot: () => mockBootstrap.snapshot(),
    subscribeToBootstrap: (listener: () => void) => mockBootstrap.subscribe(listener),
  };
});
const { createAppBootstrap } = jest.requireActual('../../../shared/src/config/bootstrap-app');

const hostValues = {
  analyticsEventHost: 'https://events.example',
  analyticsKey: 'ak',
  experimentFeatureHost: 'https://features.example',
  experimentApiKey: 'ek',
  monitoringHost: 'https://monitoring.example',
  supportChatAppId: '',
  translationsOrigin: 'https://cdn.example/locales',
};
const base64Url = (text: string) => btoa(text).replace(/=+$/, '');
const token = `${base64Url('{"alg":"HS256"}')}.${base64Url('{"user_id":7,"company_id":1}')}.sig`;

const page = (text: string) => () => <h1>{text}</h1>;
const programs: RemoteModule = {
  id: 'programs',
  contractVersion: 2,
  routes: [
    {
      path: '/one-on-ones/recap',
      policy: { experiment: { flag: 'one-on-ones-experimental' } },
      Component: page('Recap'),
    },
    { path: '/one-on-ones', Component: page('One-on-ones') },
  ],
};
const empty = (id: RemoteId): RemoteModule => ({ id, contractVersion: 2, routes: [] });

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

async function renderAt(url: string) {
  const load = (id: RemoteId) => Promise.resolve(id === 'programs' ? programs : empty(id));
  await renderWithShell(<App />, { url, loader: { load, reset: jest.fn() } });
}

beforeEach(() => {
  signInForTests(subjectFor('tier_three'));
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => true), configurable: true });
});
afterEach(() => Reflect.deleteProperty(navigator, 'sendBeacon'));

test('in production a gated route is the not-found page without the variant', async () => {
  await onHost('production', { 'one-on-ones-experimental': 'off' });
  await renderAt('/one-on-ones/recap');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Recap' })).not.toBeInTheDocument();
});

test('in staging the variant opens it', async () => {
  await onHost('staging', { 'one-on-ones-experimental': 'treatment' });
  await renderAt('/one-on-ones/recap');
  expect(await screen.findByRole('heading', { name: 'Recap' })).toBeInTheDocument();
});

test('an ungated route of the same remote shows without any variant', async () => {
  await onHost('production', {});
  await renderAt('/one-on-ones');
  expect(await screen.findByRole('heading', { name: 'One-on-ones' })).toBeInTheDocument();
});

test('in development the gated page shows without the variant', async () => {
  await onHost('development', {});
  await renderAt('/one-on-ones/recap');
  expect(await screen.findByRole('heading', { name: 'Recap' })).toBeInTheDocument();
});

test('nothing shows until the variants are known, then the page', async () => {
  let release: (variants: Record<string, string>) => void = () => undefined;
  const fetchImpl: FetchVariants = () =>
    Promise.resolve({ ok: true, json: () => new Promise((resolve) => (release = resolve)) });
  mockBootstrap = createAppBootstrap();
  const started = mockBootstrap.start({
    env: 'production',
    values: hostValues,
    getToken: async () => token,
    fetchImpl,
  });
  await renderAt('/one-on-ones/recap');
  expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Recap' })).not.toBeInTheDocument();
  await act(async () => {
    release({ 'one-on-ones-experimental': 'on' });
    await started;
  });
  expect(await screen.findByRole('heading', { name: 'Recap' })).toBeInTheDocument();
});

test('a host whose configuration failed keeps the gated page closed', async () => {
  mockBootstrap = createAppBootstrap();
  await expect(mockBootstrap.start({ env: 'production', values: {}, getToken: async () => token })).rejects.toThrow(
    'Config key',
  );
  await renderAt('/one-on-ones/recap');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
