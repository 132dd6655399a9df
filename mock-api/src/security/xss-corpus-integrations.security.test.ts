import { INTEGRATIONS_PATH, BILLING_PATH, USER_SYNC_PATH } from '@laurel/shared/contract';
import { XSS_CORPUS } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { NO_RATE_LIMITS } from '../config';
import { personaAuth } from '../testing/persona-auth';
import { securityTally, writeSecurityResults } from '../testing/security-results';

/**
 * Integrations' and billing's free text: the chat workspace and channel, a webhook's address and the
 * billing contact are plain text, stored and answered as the very string sent (trimmed) or refused whole.
 */
const CORPUS = XSS_CORPUS;

const companyText = securityTally(
  'XSS payloads in integrations and billing (API)',
  (cases) =>
    `${CORPUS.length} payloads × chat workspace and channel, webhook address, HR feed address and billing contact (text, or refused whole), ${cases} round trips`,
);

afterAll(() => writeSecurityResults('xss-corpus-integrations', [companyText.row()]));

describe('integrations and billing free text', () => {
  it('keeps text as text or refuses it whole with the field’s message', async () => {
    const api = createTestApi({ rateLimits: NO_RATE_LIMITS });
    const admin = await personaAuth(api.db, 'global_admin');
    const send = (method: 'put' | 'post' | 'patch', path: string, body: object) =>
      api.http[method](path).set('Authorization', admin.authorization).send(body);
    const seats = api.db.billing_accounts.find((row) => row.company_id === 1)!.seats_purchased;
    const problems: string[] = [];

    for (const { id, payload } of CORPUS) {
      const chat = await send('put', `${INTEGRATIONS_PATH}/chat/slack`, { workspace: payload, channel: payload });
      const chatOk =
        chat.status === 422
          ? chat.body.error === 'chat_connection_invalid'
          : chat.body.result.chat.slack.workspace === payload.trim();
      if (!companyText.count(chatOk)) problems.push(`${id}: chat ${chat.status}`);

      const hook = await send('post', `${INTEGRATIONS_PATH}/webhooks`, {
        url: payload,
        eventTypes: ['new_bonus'],
        active: false,
      });
      const hookOk =
        hook.status === 422 ? hook.body.error === 'webhook_url_invalid' : hook.body.result.url === payload.trim();
      if (!companyText.count(hookOk)) problems.push(`${id}: webhook ${hook.status}`);
      api.db.webhooks = [];

      const sync = await send('put', USER_SYNC_PATH, { feedUrl: payload, enabled: false });
      const syncOk =
        sync.status === 422 ? sync.body.error === 'user_sync_url_invalid' : sync.body.result.feedUrl === payload.trim();
      if (!companyText.count(syncOk)) problems.push(`${id}: user sync ${sync.status}`);

      const billing = await send('patch', BILLING_PATH, { seatsPurchased: seats, billingContactEmail: payload });
      const billingOk =
        billing.status === 422
          ? billing.body.error === 'billing_email_invalid'
          : billing.body.result.billingContactEmail === payload.trim();
      if (!companyText.count(billingOk)) problems.push(`${id}: billing ${billing.status}`);
    }
    expect(problems).toEqual([]);
  });
});
