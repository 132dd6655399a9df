import { getTranslationsOrigin, setTranslationsOrigin, DEFAULT_TRANSLATIONS_ORIGIN } from '../i18n/translations-origin';
import { noopAnalyticsClient } from './analytics-client';
import { bootstrapApp, bootstrapState, createAppBootstrap, userIdFromToken } from './bootstrap-app';
import type { FetchVariants } from './experiment-client';

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwtWith = (payload: object) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.sig`;

const stagingValues = {
  analyticsEventHost: 'https://events.example',
  analyticsKey: 'ak',
  experimentFeatureHost: 'https://features.example',
  experimentApiKey: 'ek',
  monitoringHost: 'https://monitoring.example',
  supportChatAppId: '',
  translationsOrigin: 'https://cdn.example/locales',
};

/** A token the test releases when it chooses, to observe the state in between. */
function heldToken() {
  let release: (token: string) => void = () => undefined;
  const token = new Promise<string>((resolve) => {
    release = resolve;
  });
  return { getToken: () => token, release };
}

const variantsFetch = () =>
  jest.fn<ReturnType<FetchVariants>, Parameters<FetchVariants>>(() =>
    Promise.resolve({ ok: true, json: () => Promise.resolve({ 'one-on-ones': 'on' }) }),
  );

beforeEach(() => Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => true), configurable: true }));
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  setTranslationsOrigin(DEFAULT_TRANSLATIONS_ORIGIN);
});

test('userIdFromToken reads the user id claim', () => {
  expect(userIdFromToken(jwtWith({ user_id: 7 }))).toBe('7');
  expect(userIdFromToken(jwtWith({ company_id: 3 }))).toBeUndefined();
  expect(userIdFromToken('not-a-jwt')).toBeUndefined();
});

test('not initialized, then initialized with configuration, then identified from the token', async () => {
  const bootstrap = createAppBootstrap();
  const token = heldToken();
  const fetchVariants = variantsFetch();
  expect(bootstrap.state()).toBe('not-initialized');

  const started = bootstrap.start({
    env: 'staging',
    values: stagingValues,
    getToken: token.getToken,
    fetchImpl: fetchVariants,
  });
  expect(bootstrap.state()).toBe('initialized');
  expect(bootstrap.services()?.config.analytics.eventHost).toBe('https://events.example');
  expect(getTranslationsOrigin()).toBe('https://cdn.example/locales');
  expect(fetchVariants).not.toHaveBeenCalled();

  token.release(jwtWith({ user_id: 7, company_id: 3 }));
  const services = await started;
  expect(bootstrap.state()).toBe('identified');
  expect(navigator.sendBeacon).toHaveBeenCalledWith(
    'https://events.example/events',
    JSON.stringify({ api_key: 'ak', type: 'identify', user_id: '7', traits: { company_id: 3 } }),
  );
  expect(fetchVariants).toHaveBeenCalledWith('https://features.example/variants?user_id=7', expect.anything());
  expect(services.experiment.variant('one-on-ones')).toBe('on');
});

test('runs once: a second start shares the first run', async () => {
  const bootstrap = createAppBootstrap();
  const getToken = jest.fn(() => Promise.resolve(jwtWith({ user_id: 7 })));
  const options = { env: 'development' as const, values: {}, getToken };
  const [first, second] = await Promise.all([bootstrap.start(options), bootstrap.start(options)]);
  expect(second).toBe(first);
  expect(getToken).toHaveBeenCalledTimes(1);
});

test('development bootstraps with every service off', async () => {
  const bootstrap = createAppBootstrap();
  const services = await bootstrap.start({
    env: 'development',
    values: {},
    getToken: async () => jwtWith({ user_id: 7 }),
  });
  expect(services.analytics).toBe(noopAnalyticsClient);
  expect(navigator.sendBeacon).not.toHaveBeenCalled();
  expect(bootstrap.state()).toBe('identified');
  expect(getTranslationsOrigin()).toBe('/locales');
});

test('a token without a user stays initialized', async () => {
  const bootstrap = createAppBootstrap();
  await bootstrap.start({ env: 'development', values: {}, getToken: async () => jwtWith({ company_id: 3 }) });
  expect(bootstrap.state()).toBe('initialized');
});

test('a configuration error rejects before initializing, and a later start can succeed', async () => {
  const bootstrap = createAppBootstrap();
  const getToken = async () => jwtWith({ user_id: 7 });
  await expect(bootstrap.start({ env: 'production', values: {}, getToken })).rejects.toThrow(
    'Config key "analyticsEventHost" not found',
  );
  expect(bootstrap.state()).toBe('not-initialized');
  await expect(
    bootstrap.start({ env: 'production', values: { ...stagingValues, experimentApiKey: '' }, getToken }),
  ).rejects.toThrow('No experiment API key provided');
  await bootstrap.start({ env: 'production', values: stagingValues, getToken, fetchImpl: variantsFetch() });
  expect(bootstrap.state()).toBe('identified');
});

test('bootstrapApp drives the one bootstrap of the page', async () => {
  expect(bootstrapState()).toBe('not-initialized');
  await bootstrapApp({ env: 'development', values: {}, getToken: async () => jwtWith({ user_id: 1 }) });
  expect(bootstrapState()).toBe('identified');
});
