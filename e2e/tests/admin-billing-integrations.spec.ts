import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER, type Integrations } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';
import { openAdminDashboard } from '../support/admin-dashboard';

const BILLING = '/admin/company/billing';
const HISTORY = '/admin/company/billing-history';
const INTEGRATIONS = '/admin/company/integrations';
const USER_SYNC = '/admin/users/integration';

interface Delivery {
  signature: string;
  body: string;
}

/** A receiver on a free localhost port, keeping what Laurel sends it. */
async function startReceiver() {
  const received: Delivery[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ signature: String(req.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? ''), body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/laurel-${Date.now().toString(36)}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the receiver's own check is: the HMAC of "<t>.<body>" with the secret. */
function signedWith(secret: string, { signature, body }: Delivery) {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(signature) ?? [];
  return v1 === createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}

test.describe('billing', () => {
  test('a finance admin reads the plan, is refused too few seats, buys more and reads the invoices', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'finance_admin');
    await page.goto(BILLING);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing settings' })).toBeVisible();
    const used = Number((await page.getByText(/ of \d+ in use/).textContent())!.split(' ')[0]);
    const seats = page.getByLabel('Seats purchased');
    const before = await seats.inputValue();

    await seats.fill(String(used - 1));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(seats).toHaveAccessibleDescription(new RegExp(`Seats must be a whole number from ${used}`));

    await seats.fill(String(used + 25));
    await expect(page.getByText(/That is \$[\d,.]+ a month\./)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Billing settings saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByText(`${used} of ${used + 25} in use`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/lead/billing.png', fullPage: true });

    await page.getByRole('link', { name: 'Billing history' }).click();
    await expect(page).toHaveURL(HISTORY);
    await expect(page.getByRole('rowheader', { name: /^INV-1-/ })).toHaveCount(12);
    await expect(page.getByText('Open')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/lead/billing-history.png', fullPage: true });

    await page.goto(BILLING);
    await page.getByLabel('Seats purchased').fill(before);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Billing settings saved' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a global admin without finance reaches billing; a tech admin does not', async ({ page }) => {
    await signIn(page, 'tech_admin');
    await page.goto(BILLING);
    await expect(page.getByRole('heading', { name: 'Billing settings' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Billing settings' })).toHaveCount(0);
  });
});

test.describe('integrations', () => {
  test('a tech admin connects Teams, which the announcement form then offers, and disconnects it', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'tech_admin');
    await page.goto(INTEGRATIONS);
    const teams = page.getByRole('region', { name: 'Microsoft Teams' });
    try {
      await teams.getByRole('button', { name: 'Connect Microsoft Teams' }).click();
      await expect(teams.getByLabel('Teams team')).toHaveAccessibleDescription(
        /Enter the workspace and a channel name/,
      );
      await teams.getByLabel('Teams team').fill('Northwind Ops');
      await teams.getByLabel('Channel').fill('#kudos');
      await teams.getByRole('button', { name: 'Connect Microsoft Teams' }).click();
      await expect(teams.getByText('Posting to #kudos in Northwind Ops')).toBeVisible();

      const admin = await apiSession('global_admin');
      try {
        const settings = await admin.get<{ result: { chat_integrations: { has_ms_teams_integration: boolean } } }>(
          '/api/v2/companies/show',
        );
        expect(settings.result.chat_integrations.has_ms_teams_integration).toBe(true);
      } finally {
        await admin.dispose();
      }
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await teams.getByRole('button', { name: 'Disconnect Microsoft Teams' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect Microsoft Teams' }).click();
      await expect(teams.getByRole('button', { name: 'Connect Microsoft Teams' })).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });

  test('a global admin adds a signed webhook by keyboard, tests it, and it hears of a recognition', async ({
    page,
    pageErrors,
  }) => {
    const receiver = await startReceiver();
    await signIn(page, 'global_admin');
    await page.goto(INTEGRATIONS);
    let created = false;
    try {
      const add = page.getByRole('button', { name: 'Add a webhook' });
      await tabUntilFocused(page, add, 60);
      await page.keyboard.press('Enter');
      await page.getByLabel('Address (https://…)').fill(receiver.url);
      await page.getByRole('checkbox', { name: 'An announcement is posted' }).check();
      await page.getByRole('button', { name: 'Create webhook' }).press('Enter');
      created = true;

      const secret = (await page.getByLabel('Webhook secret').textContent())!.trim();
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      await page.screenshot({ path: '/tmp/lead/integrations-secret.png', fullPage: true });
      await page.getByRole('button', { name: 'I have copied it' }).click();

      const hook = page.getByRole('listitem').filter({ hasText: receiver.url });
      await expect(hook.getByText(`Secret ending in ${secret.slice(-4)}`)).toBeVisible();
      await hook.getByRole('button', { name: 'Send test event' }).click();
      await expect(hook.getByText('Delivered (200)')).toBeVisible();
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'ping' });
      expect(signedWith(secret, receiver.received[0]!)).toBe(true);

      const giver = await apiSession('employee');
      const receiverOf = await apiSession('receiver');
      try {
        const { result: colleague } = await receiverOf.get<{ result: { slug: string } }>(
          '/api/v2/profile/user?view=profile',
        );
        const given = await giver.post<{ result: { id: number } }>('/api/v2/bonuses?include_children=true', {
          bonus: { reason: `+1 @${colleague.slug} for the webhook test #OwnIt` },
        });
        expect(given.status).toBe(201);
        await expect
          .poll(() => receiver.received.find((delivery) => delivery.body.includes(`/bonuses/${given.body.result.id}`)))
          .toBeTruthy();
        const delivery = receiver.received.find((one) => one.body.includes(`/bonuses/${given.body.result.id}`))!;
        expect(JSON.parse(delivery.body)).toMatchObject({ type: 'new_bonus' });
        expect(signedWith(secret, delivery)).toBe(true);
      } finally {
        await Promise.all([giver.dispose(), receiverOf.dispose()]);
      }

      await hook.getByRole('button', { name: 'Deliveries' }).click();
      await expect(hook.getByRole('table', { name: 'Latest deliveries' }).getByRole('row')).not.toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: '/tmp/lead/integrations.png', fullPage: true });
    } finally {
      if (created) {
        const admin = await apiSession('global_admin');
        const { webhooks } = (await admin.get<{ result: Integrations }>('/api/v2/admin/integrations')).result;
        for (const webhook of webhooks.filter((one) => one.url === receiver.url)) {
          await admin.delete(`/api/v2/admin/integrations/webhooks/${webhook.id}`);
        }
        await admin.dispose();
      }
      await receiver.close();
    }
    expect(pageErrors).toEqual([]);
  });
});

/** An HR system on a free localhost port publishing its people as a CSV. */
async function startFeed(csv: string) {
  const server = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/csv' }).end(csv));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/people.csv`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('user management integration', () => {
  test('a global admin connects an HR feed, syncs it now and finds the people it created', async ({
    page,
    pageErrors,
  }) => {
    const stamp = Date.now().toString(36);
    const feed = await startFeed(
      ['email,first_name,last_name', `hr.${stamp}@laurel.example,Hedda,Feed${stamp}`, 'not-an-email,Bad,Row'].join(
        '\n',
      ),
    );
    try {
      await signIn(page, 'global_admin');
      await openAdminDashboard(page);
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'User management integration' })
        .click();
      await expect(page).toHaveURL(USER_SYNC);
      await page.getByLabel('Address of your people CSV').fill('ftp://hr');
      await page.getByRole('button', { name: 'Save feed' }).click();
      await expect(page.getByLabel('Address of your people CSV')).toHaveAccessibleDescription(/http or https address/);

      await page.getByLabel('Address of your people CSV').fill(feed.url);
      await page.getByRole('button', { name: 'Save feed' }).click();
      await expect(page.getByText('Feed saved')).toBeVisible();
      await expect(page.getByText(/Next read:/)).toBeVisible();
      await page.getByRole('button', { name: 'Sync now' }).click();
      const runs = page.getByRole('table', { name: 'Latest syncs' });
      await expect(runs.getByText('1 created, 0 updated, 1 skipped')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: '/tmp/lead/user-sync.png', fullPage: true });

      // Off the schedule again: the feed's server stops with this test.
      await page.getByRole('checkbox', { name: 'Read it every day' }).uncheck();
      await page.getByRole('button', { name: 'Save feed' }).click();
      await expect(page.getByText('Not read on a schedule: sync by hand.')).toBeVisible();

      await runs.getByRole('link', { name: 'See the import' }).first().click();
      await expect(page).toHaveURL('/admin/users/imported');
      await page.goto(`/admin/users/accounts?q=Feed${stamp}`);
      await expect(page.getByText(`Hedda Feed${stamp}`)).toBeVisible();
    } finally {
      await feed.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
