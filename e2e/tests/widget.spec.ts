import http from 'node:http';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { SHELL_ORIGIN, WIDGET_HOST_ALLOWED, WIDGET_HOST_REFUSED } from '../support/system';

/** An intranet page on its own localhost origin that frames the widget with the token in `?jwt=`. */
function intranetServer(origin: string) {
  const server = http.createServer((req, res) => {
    const jwt = new URL(req.url ?? '/', origin).searchParams.get('jwt') ?? '';
    res.setHeader('Content-Type', 'text/html');
    res.end(`<!doctype html><title>Intranet</title><h1>Our intranet</h1>
      <iframe title="Laurel" src="${SHELL_ORIGIN}/widget?jwt=${encodeURIComponent(jwt)}" width="900" height="600"></iframe>`);
  });
  return { listen: () => new Promise<void>((resolve) => server.listen(Number(new URL(origin).port), resolve)), server };
}

const intranets = [intranetServer(WIDGET_HOST_ALLOWED), intranetServer(WIDGET_HOST_REFUSED)];

test.beforeAll(async () => {
  await Promise.all(intranets.map((intranet) => intranet.listen()));
});

test.afterAll(() => {
  for (const { server } of intranets) server.close();
});

async function frameWidgetFrom(page: Page, hostOrigin: string) {
  await signIn(page, 'employee');
  const { jwt } = (await (await page.request.get('/api/v2/jwt')).json()) as { jwt: string };
  await page.context().clearCookies();
  await page.goto(`${hostOrigin}/intranet.html?jwt=${jwt}`);
}

test.describe.configure({ mode: 'serial' });

test('the widget renders in a frame of an allowed origin, signed in by the token in its URL', async ({ page }) => {
  await frameWidgetFrom(page, WIDGET_HOST_ALLOWED);
  const widget = page.frameLocator('iframe[title="Laurel"]');
  await expect(widget.getByRole('heading', { level: 1, name: 'Give recognition' })).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().startsWith(SHELL_ORIGIN))!;
  expect(new URL(frame.url()).searchParams.has('jwt')).toBe(false);
});

test('the widget refuses to be framed by any other origin', async ({ page }) => {
  const blocked = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await frameWidgetFrom(page, WIDGET_HOST_REFUSED);
  await blocked;
  await expect(
    page.frameLocator('iframe[title="Laurel"]').getByRole('heading', { name: 'Give recognition' }),
  ).toHaveCount(0);
});

test('other pages refuse to be framed at all', async ({ page }) => {
  const response = await page.request.get('/rewards');
  expect(response.headers()['content-security-policy']).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  expect(response.headers()['x-frame-options']).toBe('DENY');
});
