import { expect, type Page } from '@playwright/test';

/**
 * Opens the admin dashboard and waits for its figures: a click on an admin menu link while the cards
 * still arrive can land where the link was before the page grew (a clean-clone run lost one so).
 */
export async function openAdminDashboard(page: Page) {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}
