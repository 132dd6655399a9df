import { useSessionStore, v2Client } from '@laurel/shared';
import { bootServices } from './boot-services';

const tokenFor = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;

describe('bootServices', () => {
  afterEach(() => jest.restoreAllMocks());

  it('boots the support chat with the hash for the signed-in user when it has an app id', async () => {
    useSessionStore.setState({ token: tokenFor({ user_id: 4, company_id: 1 }) });
    const get = jest.spyOn(v2Client, 'get').mockResolvedValue({ data: { hash: 'abc123' } });
    const services = await bootServices(async () => ({ env: 'development', values: { supportChatAppId: 'chat-app' } }));
    expect(get).toHaveBeenCalledWith('/intercom_hash_generator');
    expect(window.supportChatSettings).toEqual({ app_id: 'chat-app', user_hash: 'abc123' });
    expect(services.config.analytics.eventHost).toBe('');
  });
});
