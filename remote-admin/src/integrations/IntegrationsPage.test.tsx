import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { apiErrorText, type Integrations, type WebhookWithSecret } from '@laurel/shared/contract';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../i18n';
import { IntegrationsPage } from './IntegrationsPage';

const SLACK = {
  workspace: 'Northwind',
  channel: 'announcements',
  connectedAt: '2026-08-24T00:00:00.000Z',
  connectedBy: 'Grace Admin',
};
const HOOK: WebhookWithSecret = {
  id: 3,
  url: 'https://hooks.example.com/laurel',
  eventTypes: ['new_bonus'],
  active: true,
  secretHint: 'c0de',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastDelivery: null,
  secret: `${'ab'.repeat(30)}c0de`,
};

function serve(initial: Integrations) {
  let current = initial;
  jest.spyOn(v2Client, 'get').mockImplementation((async () => ({ result: current })) as typeof v2Client.get);
  return { update: (next: Integrations) => (current = next) };
}

const renderPage = () =>
  renderRouted(i18n, <IntegrationsPage />, { url: '/admin/company/integrations', path: '/admin/company/integrations' });

describe('IntegrationsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows where Slack posts and offers to connect Teams', async () => {
    serve({ chat: { slack: SLACK, ms_teams: null }, webhooks: [] });
    renderPage();

    const slack = await screen.findByRole('region', { name: 'Slack' });
    expect(within(slack).getByText('Posting to #announcements in Northwind')).toBeInTheDocument();
    const teams = screen.getByRole('region', { name: 'Microsoft Teams' });
    expect(within(teams).getByRole('button', { name: 'Connect Microsoft Teams' })).toBeInTheDocument();
    expect(screen.getByText('No webhooks yet.')).toBeInTheDocument();
  });

  it('checks the Teams form before sending and connects it', async () => {
    const server = serve({ chat: { slack: SLACK, ms_teams: null }, webhooks: [] });
    const put = jest.spyOn(v2Client, 'put').mockImplementation((async () => {
      server.update({
        chat: { slack: SLACK, ms_teams: { ...SLACK, workspace: 'Ops', channel: 'kudos' } },
        webhooks: [],
      });
      return { result: {} };
    }) as typeof v2Client.put);
    const { user } = renderPage();
    const teams = await screen.findByRole('region', { name: 'Microsoft Teams' });

    await user.click(within(teams).getByRole('button', { name: 'Connect Microsoft Teams' }));
    expect(within(teams).getByLabelText('Teams team')).toHaveAccessibleDescription(
      expect.stringContaining(apiErrorText('chat_connection_invalid')),
    );
    expect(put).not.toHaveBeenCalled();

    await user.type(within(teams).getByLabelText('Teams team'), 'Ops');
    await user.type(within(teams).getByLabelText('Channel'), '#kudos');
    await user.click(within(teams).getByRole('button', { name: 'Connect Microsoft Teams' }));

    expect(put).toHaveBeenCalledWith('admin/integrations/chat/ms_teams', { workspace: 'Ops', channel: '#kudos' });
    expect(await screen.findByText('Posting to #kudos in Ops')).toBeInTheDocument();
  });

  it('asks before disconnecting', async () => {
    serve({ chat: { slack: SLACK, ms_teams: null }, webhooks: [] });
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue({ result: {} });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Disconnect Slack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Slack?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Disconnect Slack' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect Slack' }));
    expect(remove).toHaveBeenCalledWith('admin/integrations/chat/slack');
  });

  it('creates a webhook and shows its whole secret once', async () => {
    const server = serve({ chat: { slack: null, ms_teams: null }, webhooks: [] });
    const post = jest.spyOn(v2Client, 'post').mockImplementation((async () => {
      server.update({ chat: { slack: null, ms_teams: null }, webhooks: [{ ...HOOK, secret: undefined } as never] });
      return { result: HOOK };
    }) as typeof v2Client.post);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add a webhook' }));
    await user.type(screen.getByLabelText('Address (https://…)'), 'ftp://nope');
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));
    expect(screen.getByLabelText('Address (https://…)')).toHaveAccessibleDescription(
      expect.stringContaining(apiErrorText('webhook_url_invalid')),
    );
    expect(post).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Address (https://…)'));
    await user.type(screen.getByLabelText('Address (https://…)'), HOOK.url);
    await user.click(screen.getByRole('checkbox', { name: 'An announcement is posted' }));
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));

    expect(post).toHaveBeenCalledWith('admin/integrations/webhooks', {
      url: HOOK.url,
      eventTypes: ['new_bonus', 'announcement'],
      active: true,
    });
    expect(await screen.findByLabelText('Webhook secret')).toHaveTextContent(HOOK.secret);
    expect(await screen.findByText('Secret ending in c0de')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Webhook secret')).not.toBeInTheDocument();
  });

  it('sends a test event and shows how the receiver answered', async () => {
    serve({ chat: { slack: null, ms_teams: null }, webhooks: [HOOK] });
    jest.spyOn(v2Client, 'post').mockResolvedValue({
      result: {
        id: 1,
        eventType: 'ping',
        deliveredAt: '2026-11-24T00:00:00.000Z',
        status: 500,
        ok: false,
        durationMs: 12,
        error: 'HTTP 500',
      },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Refused (500)')).toBeInTheDocument();
  });
});
