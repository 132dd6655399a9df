import { chatConnectionErrors, isWebhookUrl, webhookInputErrors } from './integrations-rules';

describe('isWebhookUrl', () => {
  it('accepts http and https URLs, local ones included', () => {
    expect(isWebhookUrl('https://hooks.example.com/laurel')).toBe(true);
    expect(isWebhookUrl('http://127.0.0.1:9000/hook')).toBe(true);
  });

  it('refuses other schemes, relative paths and credentials in the URL', () => {
    expect(isWebhookUrl('javascript:alert(1)')).toBe(false);
    expect(isWebhookUrl('ftp://example.com/x')).toBe(false);
    expect(isWebhookUrl('/hook')).toBe(false);
    expect(isWebhookUrl('https://user:pass@example.com/hook')).toBe(false);
    expect(isWebhookUrl(`https://example.com/${'a'.repeat(2000)}`)).toBe(false);
  });
});

describe('webhookInputErrors', () => {
  it('needs a URL and at least one known event', () => {
    expect(webhookInputErrors({ url: 'https://example.com', eventTypes: ['new_bonus'], active: true })).toEqual({});
    expect(webhookInputErrors({ url: 'nope', eventTypes: [], active: true })).toEqual({
      url: 'webhook_url_invalid',
      eventTypes: 'webhook_events_invalid',
    });
    expect(
      webhookInputErrors({ url: 'https://example.com', eventTypes: ['drop_tables' as never], active: true }),
    ).toEqual({ eventTypes: 'webhook_events_invalid' });
  });
});

describe('chatConnectionErrors', () => {
  it('takes a channel with or without its #', () => {
    expect(chatConnectionErrors({ workspace: 'Acme', channel: '#general' })).toEqual({});
    expect(chatConnectionErrors({ workspace: 'Acme', channel: 'kudos_team' })).toEqual({});
  });

  it('refuses blank names and channels with markup', () => {
    expect(chatConnectionErrors({ workspace: ' ', channel: '<b>x</b>' })).toEqual({
      workspace: 'chat_connection_invalid',
      channel: 'chat_connection_invalid',
    });
  });
});
