import { expect, signIn, test } from '../support/fixtures';
import { apiSession } from '../support/api-session';

/**
 * Olivia (trial_admin) is the admin of a company of her own whom no company-changes spec signs in as; her
 * language changes here and goes back to English after. The file's name puts it with languages.spec among
 * the specs that run after the others.
 */
const PERSONA = 'trial_admin';
const REPORT = '/admin/reports/participation-summary';

/** The report's heading and table (the reports namespace) and the trial banner (admin_dashboard's layout). */
const COPY = {
  de: { title: 'Zusammenfassung der Beteiligung', table: 'Monat für Monat', trial: /^Deine Testphase/ },
  es: { title: 'Resumen de participación', table: 'Mes a mes', trial: /^(Tu prueba|A tu prueba)/ },
} as const;

/** A key i18next could not find shows as itself: `participationSummary.table.caption`. */
const RAW_KEY = /\b(participationSummary|kit|layout)\.[a-zA-Z]+/;

test('an admin whose language is German, then Spanish, reads an admin report in it, not raw keys', async ({
  page,
  pageErrors,
}) => {
  const session = await apiSession(PERSONA);
  try {
    await signIn(page, PERSONA);
    for (const language of ['de', 'es'] as const) {
      const copy = COPY[language];
      // The profile's locale is read when the page loads.
      expect((await session.patch('/api/v2/users/me', { locale: language })).status).toBe(200);
      await page.goto(REPORT);
      await expect(page.getByRole('heading', { level: 1, name: copy.title, exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: copy.table, exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: copy.trial })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(RAW_KEY);
    }
    expect(pageErrors).toEqual([]);
  } finally {
    await session.patch('/api/v2/users/me', { locale: 'en' });
    await session.dispose();
  }
});
