import { createAppConfig } from '../config/app-config';
import type { AnalyticsClient } from '../config/analytics-client';
import type { AppServices } from '../config/bootstrap-app';
import type { Environment } from '../config/environment';
import { noopExperimentClient } from '../config/experiment-client';
import { noopMonitoringClient } from '../config/monitoring-client';
import { noopSupportChat } from '../config/support-chat';
import { signInForTests, subjectFor, userProfile } from '../../testing/profiles';
import { resetProfileStore } from './profile-store';
import { sampleSessionReplayOnProfile } from './session-replay';

const hostValues = {
  analyticsEventHost: 'https://events.example',
  analyticsKey: 'ak',
  experimentFeatureHost: 'https://features.example',
  experimentApiKey: 'ek',
  monitoringHost: 'https://monitoring.example',
  supportChatAppId: '',
  translationsOrigin: 'https://cdn.example/locales',
};

function servicesOn(env: Environment) {
  const startSessionReplay = jest.fn<boolean, [number, (() => number)?]>(() => true);
  const analytics: AnalyticsClient = { identify: jest.fn(), track: jest.fn(), startSessionReplay };
  const services: AppServices = {
    config: createAppConfig(env, env === 'development' ? {} : hostValues),
    analytics,
    experiment: noopExperimentClient,
    monitoring: noopMonitoringClient,
    supportChat: noopSupportChat,
  };
  return { services, startSessionReplay };
}

const trialCustomer = () => {
  const subject = subjectFor('tier_alpha');
  return {
    ...subject,
    user: userProfile({ email: 'ada@customer.example' }),
    company: { ...subject.company, status: 'in_trial' as const },
  };
};

afterEach(() => resetProfileStore());

test('an in-trial alpha-tier customer in production is replayed at 1', () => {
  signInForTests(trialCustomer());
  const { services, startSessionReplay } = servicesOn('production');
  sampleSessionReplayOnProfile(services);
  expect(startSessionReplay).toHaveBeenCalledWith(1, undefined);
});

test('in development the rate is 0', () => {
  signInForTests(trialCustomer());
  const { services, startSessionReplay } = servicesOn('development');
  sampleSessionReplayOnProfile(services);
  expect(startSessionReplay).toHaveBeenCalledWith(0, undefined);
});

test('waits for the profile, samples once, and the configured internal domain is left out', () => {
  const { services, startSessionReplay } = servicesOn('staging');
  services.config.analytics.sessionReplay.internalEmailDomain = 'customer.example';
  sampleSessionReplayOnProfile(services);
  expect(startSessionReplay).not.toHaveBeenCalled();
  signInForTests(trialCustomer());
  signInForTests(trialCustomer());
  expect(startSessionReplay).toHaveBeenCalledTimes(1);
  expect(startSessionReplay).toHaveBeenCalledWith(0, undefined);
});
