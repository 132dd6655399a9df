import { expect, signIn, test } from '../support/fixtures';

test('/invite opens the invite-user modal after a moment and clears the path', async ({ page }) => {
  await signIn(page, 'trial_admin');
  await page.goto('/invite');
  const dialog = page.getByRole('dialog', { name: 'Invite your colleagues' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByText('Add at least one email address')).toBeVisible();
  await dialog.getByLabel('Email addresses').fill('new.colleague@appreciate.example, not-an-email');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByText('One of the email addresses is not valid')).toBeVisible();
  await expect(dialog.getByLabel('Email addresses')).toHaveValue('new.colleague@appreciate.example, not-an-email');

  await dialog.getByLabel('Email addresses').fill('new.colleague@appreciate.example');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('1 invitation sent');
});

test('the invite button is the call-to-action in a trial company, and plain for an established one', async ({
  page,
}) => {
  await signIn(page, 'trial_admin');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Invite' })).toHaveAttribute('data-call-to-action', 'true');
  await page.context().clearCookies();
  await signIn(page, 'global_admin');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Invite' })).toHaveAttribute('data-call-to-action', 'false');
});
