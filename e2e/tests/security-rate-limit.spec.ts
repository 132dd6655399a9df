import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { messageBox, openGiveModal, pickSuggestion } from '../support/give-recognition';
import { writeSecurityResults, type SecurityResultRow } from '../support/security-results';

const RETRY_AFTER_SECONDS = 30;
const WAIT_MESSAGE = `Too many requests: try again in ${RETRY_AFTER_SECONDS} seconds`;

const rows: SecurityResultRow[] = [];
const kept: string[] = [];
const CASES = ['give', 'comment'];

test.describe.configure({ mode: 'serial' });

test.afterAll(() => {
  const failed = CASES.filter((name) => !kept.includes(name));
  rows.push({
    check: 'Rate-limited writes (429) keep the input',
    cases: CASES.length,
    failures: failed.length,
    detail: `the catalogue's wait shown, the draft kept: ${kept.join(', ') || 'none'}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
  });
  writeSecurityResults('security-rate-limit', rows);
});

/** Answers the next POST to `url` as the mock API does past a limit: 429 `rate_limited` with Retry-After. */
const refuseOnce = (page: Page, url: RegExp) =>
  page.route(url, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
          json: { error: 'rate_limited', message: WAIT_MESSAGE },
        })
      : route.fallback(),
  );

test('a give refused for too many requests says when to try again and keeps the draft', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/');
  const modal = await openGiveModal(page);
  await messageBox(modal).click();
  await pickSuggestion(page, '@emma', /Emma Employee/);
  await page.keyboard.type('+1 #OwnIt for the calm release');
  await refuseOnce(page, /\/api\/v2\/bonuses\?/);
  await modal.getByRole('button', { name: 'Give +1' }).click();
  await expect(modal.getByRole('alert')).toHaveText(WAIT_MESSAGE);
  await expect(messageBox(modal)).toContainText('Emma Employee +1 #OwnIt for the calm release');
  await expect(modal.getByRole('button', { name: 'Give +1' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/rate-limit/give-429.png' });
  kept.push('give');
});

test('a comment refused for too many requests says when to try again and keeps the text', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/');
  const id = await page.getByRole('feed').getByRole('article').first().getAttribute('data-bonus-id');
  await page.goto(`/bonuses/${id}`);
  const detail = page.getByRole('dialog', { name: /Recognition from/ });
  const field = detail.getByRole('textbox', { name: 'Add a comment' });
  await field.click();
  await page.keyboard.type('Well deserved, again');
  await refuseOnce(page, /\/api\/v2\/bonuses\/\d+\/comments/);
  await detail.getByRole('button', { name: 'Post comment' }).click();
  await expect(detail.getByText(WAIT_MESSAGE)).toBeVisible();
  await expect(field).toContainText('Well deserved, again');
  await expect(field).toHaveAccessibleDescription(new RegExp(WAIT_MESSAGE));
  await page.screenshot({ path: 'test-results/rate-limit/comment-429.png' });
  kept.push('comment');
});
