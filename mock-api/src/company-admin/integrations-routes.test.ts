import { INTEGRATIONS_PATH, WEBHOOK_SIGNATURE_HEADER, apiErrorText } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { give, userBy } from '../testing/give';
import { verifyWebhookSignature } from './webhook-signature';
import { startReceiver } from './webhook-receiver-test-helpers';

const HOOKS = `${INTEGRATIONS_PATH}/webhooks`;

async function asTechAdmin() {
  const api = createTestApi();
  const { authorization } = await personaAuth(api.db, 'tech_admin');
  const send = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) => {
    const request = api.http[method](path).set('Authorization', authorization);
    return body ? request.send(body) : request;
  };
  return { api, send };
}

describe('chat connections', () => {
  it('connects Teams, which the announcement form then offers, and disconnects Slack', async () => {
    const { api, send } = await asTechAdmin();
    const company = api.db.companies.find((row) => row.id === 1)!;

    const connected = await send('put', `${INTEGRATIONS_PATH}/chat/ms_teams`, {
      workspace: 'Northwind',
      channel: '#kudos',
    });
    expect(connected.status).toBe(200);
    expect(connected.body.result.chat.ms_teams).toMatchObject({ workspace: 'Northwind', channel: 'kudos' });
    expect(company.settings.chat_integrations.has_ms_teams_integration).toBe(true);

    const removed = await send('delete', `${INTEGRATIONS_PATH}/chat/slack`);
    expect(removed.body.result.chat.slack).toBeNull();
    expect(company.settings.chat_integrations.has_slack_integration).toBe(false);
    expect((await send('delete', `${INTEGRATIONS_PATH}/chat/slack`)).status).toBe(404);
  });

  it('refuses a blank workspace and an unknown provider', async () => {
    const { send } = await asTechAdmin();
    const blank = await send('put', `${INTEGRATIONS_PATH}/chat/slack`, { workspace: ' ', channel: 'general' });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe(apiErrorText('chat_connection_invalid'));
    expect((await send('put', `${INTEGRATIONS_PATH}/chat/irc`, { workspace: 'a', channel: 'b' })).status).toBe(404);
  });
});

describe('webhooks', () => {
  it('shows the secret once, then only its last four characters', async () => {
    const { send } = await asTechAdmin();
    const created = await send('post', HOOKS, {
      url: 'https://hooks.example.com/x',
      eventTypes: ['new_bonus'],
      active: true,
    });
    expect(created.status).toBe(201);
    const { secret, id } = created.body.result;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    const listed = await send('get', INTEGRATIONS_PATH);
    const [hook] = listed.body.result.webhooks;
    expect(hook).toMatchObject({ id, secretHint: secret.slice(-4), lastDelivery: null });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const rotated = await send('post', `${HOOKS}/${id}/rotate_secret`);
    expect(rotated.body.result.secret).not.toBe(secret);
  });

  it('refuses an address that is not http(s) and an empty event list, and stores nothing', async () => {
    const { api, send } = await asTechAdmin();
    const response = await send('post', HOOKS, { url: 'javascript:alert(1)', eventTypes: [], active: true });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(['webhook_url_invalid', 'webhook_events_invalid']);
    expect(api.db.webhooks).toEqual([]);
  });

  it('keeps to five webhooks a company', async () => {
    const { send } = await asTechAdmin();
    for (let index = 0; index < 5; index++) {
      await send('post', HOOKS, { url: `https://example.com/${index}`, eventTypes: ['announcement'], active: true });
    }
    const sixth = await send('post', HOOKS, {
      url: 'https://example.com/6',
      eventTypes: ['announcement'],
      active: true,
    });
    expect(sixth.status).toBe(422);
    expect(sixth.body.message).toBe(apiErrorText('webhook_limit_reached', { max: 5 }));
  });

  it('sends a signed test event to the receiver and records its answer', async () => {
    const receiver = await startReceiver();
    try {
      const { send } = await asTechAdmin();
      const { secret, id } = (await send('post', HOOKS, { url: receiver.url, eventTypes: ['new_bonus'], active: true }))
        .body.result;

      const tested = await send('post', `${HOOKS}/${id}/test`);

      expect(tested.body.result).toMatchObject({ eventType: 'ping', status: 200, ok: true, error: null });
      const [delivery] = receiver.received;
      expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'ping', company_id: 1 });
      const signature = delivery!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
      expect(verifyWebhookSignature(secret, signature, delivery!.body, { nowSeconds: Date.now() / 1000 })).toBe(true);
      const deliveries = await send('get', `${HOOKS}/${id}/deliveries`);
      expect(deliveries.body.result).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('records a receiver that refuses, and one that cannot be reached', async () => {
    const receiver = await startReceiver(500);
    const { send } = await asTechAdmin();
    const refusing = (await send('post', HOOKS, { url: receiver.url, eventTypes: ['new_bonus'], active: true })).body
      .result;
    expect((await send('post', `${HOOKS}/${refusing.id}/test`)).body.result).toMatchObject({
      status: 500,
      ok: false,
      error: 'HTTP 500',
    });
    await receiver.close();

    const gone = await send('post', `${HOOKS}/${refusing.id}/test`);
    expect(gone.body.result).toMatchObject({ status: null, ok: false });
    expect(gone.body.result.error).toEqual(expect.any(String));
  });

  it('tells an active webhook of a recognition once, with everyone it notified', async () => {
    const receiver = await startReceiver();
    try {
      const { api, send } = await asTechAdmin();
      await send('post', HOOKS, { url: receiver.url, eventTypes: ['new_bonus'], active: true });
      await send('post', HOOKS, { url: `${receiver.url}/paused`, eventTypes: ['new_bonus'], active: false });
      const [ada, mateo] = [userBy(api.db, 'awards_admin'), userBy(api.db, 'manager')];
      const { authorization } = await personaAuth(api.db, 'employee');

      const given = await give(api, authorization, { reason: `+5 @${ada.slug} @${mateo.slug} for the launch #OwnIt` });
      expect(given.status).toBe(201);
      await receiver.until(1);

      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
        type: 'new_bonus',
        data: { action_path: `/bonuses/${given.body.result.id}`, notified_user_ids: [ada.id, mateo.id] },
      });
    } finally {
      await receiver.close();
    }
  });

  it('does not let one company read, change or test another company’s webhook', async () => {
    const { api, send } = await asTechAdmin();
    const { id } = (
      await send('post', HOOKS, { url: 'https://example.com/a', eventTypes: ['new_bonus'], active: true })
    ).body.result;
    const { authorization } = await personaAuth(api.db, 'trial_admin');
    const other = (method: 'patch' | 'delete' | 'post' | 'get', path: string) =>
      api.http[method](path)
        .set('Authorization', authorization)
        .send({ url: 'https://evil.example.com', eventTypes: ['new_bonus'], active: true });

    expect((await other('patch', `${HOOKS}/${id}`)).status).toBe(404);
    expect((await other('post', `${HOOKS}/${id}/test`)).status).toBe(404);
    expect((await other('get', `${HOOKS}/${id}/deliveries`)).status).toBe(404);
    expect((await other('delete', `${HOOKS}/${id}`)).status).toBe(404);
    expect(api.db.webhooks[0]!.url).toBe('https://example.com/a');
  });
});

describe('audit events', () => {
  it('records each change with before and after, never a webhook’s secret', async () => {
    const { api, send } = await asTechAdmin();
    const created = (
      await send('post', HOOKS, { url: 'https://example.com/a', eventTypes: ['new_bonus'], active: true })
    ).body.result;
    await send('patch', `${HOOKS}/${created.id}`, {
      url: 'https://example.com/b',
      eventTypes: ['announcement'],
      active: false,
    });
    await send('post', `${HOOKS}/${created.id}/rotate_secret`);
    await send('delete', `${INTEGRATIONS_PATH}/chat/slack`);

    const events = api.db.audit_events.filter((event) => event.action.startsWith('integration.'));
    expect(events.map((event) => event.action)).toEqual([
      'integration.webhook.create',
      'integration.webhook.update',
      'integration.webhook.rotate_secret',
      'integration.chat.disconnect',
    ]);
    expect(events[1]).toMatchObject({
      before: { url: 'https://example.com/a', active: true },
      after: { url: 'https://example.com/b', active: false },
    });
    expect(JSON.stringify(events)).not.toContain(created.secret);
  });
});
