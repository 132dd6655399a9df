import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { messageBox, openGiveModal, pickSuggestion, tabUntilFocused } from '../support/give-recognition';

const cardWith = (page: Page, text: string) => page.getByRole('feed').getByRole('article').filter({ hasText: text });

// Theo Tech recognizes Aaron Approver privately; Ada Awards is in neither part.
test('a recognition given privately through the privacy popover shows only to the people involved', async ({
  page,
}) => {
  const words = `for the quiet fix ${Date.now()}`;
  await signIn(page, 'tech_admin');
  await page.goto('/');
  const modal = await openGiveModal(page);
  await messageBox(modal).click();
  await pickSuggestion(page, '@aaron', /Aaron Approver/);
  await page.keyboard.type(`+1 #OwnIt ${words}`);

  const privacy = modal.getByRole('button', { name: 'Visible to: Everyone' });
  await tabUntilFocused(page, privacy, 15);
  await page.keyboard.press('Enter');
  const choices = page.getByRole('dialog', { name: 'Who can see this recognition' });
  await expect(choices.getByRole('button', { name: /^Everyone/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(choices).toContainText('Only you and the people you recognize.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/privacy/popover.png' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(choices.getByRole('button', { name: /^Only the people involved/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(choices).toBeHidden();
  const chosen = modal.getByRole('button', { name: 'Visible to: Only the people involved' });
  await expect(chosen).toBeFocused();
  await modal.getByRole('button', { name: 'Give +1' }).click();
  await expect(modal).toBeHidden();
  const given = cardWith(page, words);
  await expect(given).toBeVisible();
  const id = await given.getAttribute('data-bonus-id');

  await signIn(page, 'awards_admin');
  await page.goto(`/bonuses/${id}`);
  await expect(page.getByRole('dialog', { name: 'Recognition not found' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(cardWith(page, words)).toHaveCount(0);

  await signIn(page, 'award_approver');
  await page.goto('/');
  const received = cardWith(page, words);
  await expect(received).toBeVisible();
  await received.getByRole('button', { name: '+1 Add on' }).click();
  const addOn = page.getByRole('dialog', { name: 'Add on to this recognition' });
  const locked = addOn.getByRole('button', { name: 'Visible to: Only the people involved' });
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await locked.hover();
  await expect(page.getByRole('tooltip')).toContainText(
    'An add-on keeps the privacy of the recognition it joins: Only the people involved.',
  );
  await locked.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Who can see this recognition' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
