import { chatConnectionErrors, isOutboundUrl, userSyncInputErrors, webhookInputErrors } from './integrations-rules';

describe('isOutboundUrl', () => {
  it('accepts http and https URLs, local ones included', () => {
    expect(isOutboundUrl('https://hooks.example.com/laurel')).toBe(true);
    expect(isOutboundUrl('http://127.0.0.1:9000/hook')).toBe(true);
  });

  it('refuses other schemes, relative paths and credentials in the URL', () => {
    expect(isOutboundUrl('javascript:alert(1)')).toBe(false);
    expect(isOutboundUrl('ftp://example.com/x')).toBe(false);
    expect(isOutboundUrl('/hook')).toBe(false);
    expect(isOutboundUrl('https://user:pass@example.com/hook')).toBe(false);
    expect(isOutboundUrl(`https://example.com/${'a'.repeat(2000)}`)).toBe(false);
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

describe('userSyncInputErrors', () => {
  it('takes the feed as it takes a webhook address', () => {
    expect(userSyncInputErrors({ feedUrl: 'https://hr.example.com/people.csv' })).toEqual({});
    expect(userSyncInputErrors({ feedUrl: 'file:///etc/passwd' })).toEqual({ feedUrl: 'user_sync_url_invalid' });
  });
});
