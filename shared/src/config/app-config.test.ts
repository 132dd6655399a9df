import { createAppConfig, NO_EXPERIMENT_API_KEY_MESSAGE } from './app-config';
import { DEVELOPMENT_CONFIG_VALUES, requireConfig } from './config-values';

const productionValues = {
  analyticsEventHost: 'https://events.example',
  analyticsKey: 'analytics-key',
  experimentFeatureHost: 'https://features.example',
  experimentApiKey: 'experiment-key',
  monitoringHost: 'https://monitoring.example',
  supportChatAppId: 'chat-app',
  translationsOrigin: 'https://cdn.example/locales',
};

describe('requireConfig', () => {
  test('returns a present value', () => {
    expect(requireConfig({ analyticsKey: 'k' }, 'analyticsKey')).toBe('k');
  });

  test.each([{}, { analyticsKey: undefined }, { analyticsKey: 42 }, { analyticsKey: '' }])(
    'a missing, non-string or empty required key is not found: %p',
    (values) => {
      expect(() => requireConfig(values, 'analyticsKey')).toThrow(new Error('Config key "analyticsKey" not found'));
    },
  );

  test('the support-chat setting may be empty but not missing', () => {
    expect(requireConfig({ supportChatAppId: '' }, 'supportChatAppId')).toBe('');
    expect(() => requireConfig({}, 'supportChatAppId')).toThrow('Config key "supportChatAppId" not found');
  });

  test('a key on the prototype does not count', () => {
    expect(() => requireConfig(Object.create({ analyticsKey: 'inherited' }), 'analyticsKey')).toThrow('not found');
  });
});

describe('createAppConfig', () => {
  test('development defaults switch every service off and serve translations from /locales', () => {
    const config = createAppConfig('development', {});
    expect(config.analytics).toEqual({
      eventHost: '',
      key: '',
      sessionReplay: { enabled: false, internalEmailDomain: 'laurel.example' },
    });
    expect(config.experiment).toEqual({ featureHost: '', apiKey: '' });
    expect(config.monitoring).toEqual({ host: '', replaySampleRate: 0, sessionSampleRate: 0 });
    expect(config.supportChat).toEqual({ appId: '' });
    expect(config.translationsOrigin).toBe('/locales');
    expect(DEVELOPMENT_CONFIG_VALUES.translationsOrigin).toBe('/locales');
  });

  test('development turns a service on when its values are given; undefined keeps a default', () => {
    const config = createAppConfig('development', {
      analyticsEventHost: 'http://localhost:9000',
      analyticsKey: 'dev',
      translationsOrigin: undefined,
    });
    expect(config.analytics.eventHost).toBe('http://localhost:9000');
    expect(config.translationsOrigin).toBe('/locales');
  });

  test.each(['production', 'staging'] as const)('%s reads every service from the values', (env) => {
    const config = createAppConfig(env, productionValues);
    expect(config.analytics).toEqual({
      eventHost: 'https://events.example',
      key: 'analytics-key',
      sessionReplay: { enabled: true, internalEmailDomain: 'laurel.example' },
    });
    expect(config.experiment).toEqual({ featureHost: 'https://features.example', apiKey: 'experiment-key' });
    expect(config.monitoring).toEqual({
      host: 'https://monitoring.example',
      replaySampleRate: 0.2,
      sessionSampleRate: 1,
    });
    expect(config.supportChat.appId).toBe('chat-app');
    expect(config.translationsOrigin).toBe('https://cdn.example/locales');
  });

  test.each(['analyticsEventHost', 'analyticsKey', 'experimentFeatureHost', 'monitoringHost', 'translationsOrigin'])(
    'production requires %s',
    (key) => {
      expect(() => createAppConfig('production', { ...productionValues, [key]: '' })).toThrow(
        new Error(`Config key "${key}" not found`),
      );
    },
  );

  test('production allows an empty support-chat app id', () => {
    expect(createAppConfig('production', { ...productionValues, supportChatAppId: '' }).supportChat.appId).toBe('');
  });

  test.each([{ experimentApiKey: '' }, { experimentApiKey: undefined }])(
    'experiments on without an API key: %p',
    (override) => {
      expect(() => createAppConfig('staging', { ...productionValues, ...override })).toThrow(
        new Error(NO_EXPERIMENT_API_KEY_MESSAGE),
      );
      expect(() =>
        createAppConfig('development', { experimentFeatureHost: 'http://localhost:9001', ...override }),
      ).toThrow('No experiment API key provided');
    },
  );

  test('development requires the analytics key once analytics is on', () => {
    expect(() => createAppConfig('development', { analyticsEventHost: 'http://localhost:9000' })).toThrow(
      'Config key "analyticsKey" not found',
    );
  });

  test('development still requires a translations origin', () => {
    expect(() => createAppConfig('development', { translationsOrigin: '' })).toThrow(
      'Config key "translationsOrigin" not found',
    );
  });
});

describe('internal e-mail domain', () => {
  test('app-config may name the product’s own domain; blank or missing keeps the default', () => {
    const domainOf = (values: Record<string, unknown>) =>
      createAppConfig('staging', { ...productionValues, ...values }).analytics.sessionReplay.internalEmailDomain;
    expect(domainOf({ internalEmailDomain: ' acme.example ' })).toBe('acme.example');
    expect(domainOf({ internalEmailDomain: '' })).toBe('laurel.example');
    expect(domainOf({ internalEmailDomain: 42 })).toBe('laurel.example');
    expect(domainOf({})).toBe('laurel.example');
  });
});
