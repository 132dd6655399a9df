import type { Browser, Page } from '@playwright/test';
import type { CompanySettings, GivingRules, ProgramSettings } from '@laurel/shared/contract';
import { expect, signIn, skipSeasonalIntro, test, type Persona } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { messageBox, openGiveModal, pickSuggestion, suggestions, tabUntilFocused } from '../support/give-recognition';
import { openAdminDashboard } from '../support/admin-dashboard';

const COMPANY_API = '/api/v2/admin/company';
const PROGRAM_API = '/api/v2/admin/programs/settings';
const PEER_TO_PEER_API = '/api/v2/admin/programs/peer_to_peer';
/** A giver of the main company whom no other spec's balance or feed depends on; these gives are refused anyway. */
const GIVER: Persona = 'award_approver';

// These change the main company's settings, which the composer of every spec reads: one test at a time here,
// each change as short as it can be and put back as it was whatever happens.
test.describe.configure({ mode: 'serial' });

/** Runs `change` and puts back what `path` answered before it, through the admin's API session. */
async function restoring<T extends object>(path: string, toBody: (stored: T) => object, change: () => Promise<void>) {
  const admin = await apiSession('global_admin');
  const { result } = await admin.get<{ result: T }>(path);
  try {
    await change();
  } finally {
    const put = await admin.patch(path, toBody(result));
    expect(put.status, `${path} restored`).toBe(200);
    await admin.dispose();
  }
}

async function pageOf(browser: Browser, persona: Persona): Promise<Page> {
  const context = await browser.newContext();
  await skipSeasonalIntro(context);
  const page = await context.newPage();
  await signIn(page, persona);
  return page;
}

test.describe('company settings, program settings and peer-to-peer', () => {
  test('a new company value is offered in the composer, and switching GIFs off takes the tool away', async ({
    page,
    browser,
    pageErrors,
  }) => {
    const hashtag = `Kindness${Date.now()}`;
    await restoring<CompanySettings>(
      COMPANY_API,
      ({ logoUrl: _logo, ...stored }) => stored,
      async () => {
        await signIn(page, 'global_admin');
        await openAdminDashboard(page);
        await page.getByRole('link', { name: 'Company settings', exact: true }).click();
        await expect(page).toHaveURL('/admin/company/settings');
        await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible();
        await expect(page.getByLabel('Company name')).not.toHaveValue('');

        // Before saving, the giver's composer offers GIFs.
        const giver = await pageOf(browser, GIVER);
        await giver.goto('/');
        let modal = await openGiveModal(giver);
        await expect(modal.getByRole('button', { name: 'GIF' })).toBeVisible();

        const rows = (await page.getByRole('list', { name: 'Company values' }).getByRole('listitem').count()) + 1;
        await page.getByRole('button', { name: 'Add a value' }).click();
        await expect(page.getByLabel(`Value ${rows} hashtag`, { exact: true })).toBeFocused();
        await page.keyboard.type(hashtag);
        await page.getByLabel(`Value ${rows} description`, { exact: true }).fill('Small things, often');
        await page.getByLabel('GIFs').uncheck();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Save settings' }).click();
        await expect(page.getByText(/^Settings saved/)).toBeVisible();
        await page.screenshot({ path: test.info().outputPath('company-settings.png'), fullPage: true });

        await giver.goto('/');
        modal = await openGiveModal(giver);
        await messageBox(modal).focus();
        await giver.keyboard.type(`#${hashtag.slice(0, 12)}`);
        await expect(suggestions(giver).getByRole('option', { name: new RegExp(`#${hashtag}`) })).toBeVisible();
        await expect(modal.getByRole('button', { name: 'GIF' })).toHaveCount(0);
        await giver.context().close();
      },
    );
    expect(pageErrors).toEqual([]);
  });

  test('company settings from the keyboard: an invalid hashtag is refused at its field and nothing typed is lost', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'global_admin');
    await page.goto('/admin/company/settings');
    const add = page.getByRole('button', { name: 'Add a value' });
    await tabUntilFocused(page, add, 80);
    await page.keyboard.press('Enter');
    await page.keyboard.type('not a hashtag');
    const save = page.getByRole('button', { name: 'Save settings' });
    await tabUntilFocused(page, save, 80);
    await expect(save).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    const field = page.getByLabel(/^Value \d+ hashtag$/).last();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('not a hashtag');
    await expect(field).toHaveAccessibleDescription(/Use up to 40 letters, digits, dots, hyphens or apostrophes/);
    // Nothing was sent: the stored values are as they were.
    const admin = await apiSession('global_admin');
    const { result } = await admin.get<{ result: CompanySettings }>(COMPANY_API);
    await admin.dispose();
    expect(result.values.map((value) => value.hashtag)).not.toContain('not a hashtag');
    expect(pageErrors).toEqual([]);
  });

  test('peer-to-peer from the keyboard: the most points per recognition, which the composer then refuses above', async ({
    page,
    browser,
    pageErrors,
  }) => {
    await restoring<GivingRules>(
      PEER_TO_PEER_API,
      (stored) => stored,
      async () => {
        await signIn(page, 'global_admin');
        await page.goto('/admin/programs/peer-to-peer');
        await expect(page.getByRole('heading', { level: 1, name: 'Peer-to-peer' })).toBeVisible();
        await expect(page.getByText(/Nobody can recognize themselves/)).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        const limited = page.getByLabel('Limit the points of one recognition');
        await tabUntilFocused(page, limited, 80);
        await page.keyboard.press('Space');
        const most = page.getByLabel('Most points in one recognition');
        await tabUntilFocused(page, most, 3);
        await page.keyboard.press('Control+a');
        await page.keyboard.type('20');
        await page.keyboard.press('Enter');
        await expect(page.getByText('Settings saved.')).toBeVisible();
        await page.screenshot({ path: test.info().outputPath('peer-to-peer.png'), fullPage: true });

        const giver = await pageOf(browser, GIVER);
        await giver.goto('/');
        const modal = await openGiveModal(giver);
        await messageBox(modal).focus();
        await pickSuggestion(giver, '@mateo', /Mateo Manager/);
        await giver.keyboard.type('+21 thanks for the release #OwnIt');
        await modal.getByRole('button', { name: 'Give +21' }).click();
        await expect(modal.getByRole('alert')).toHaveText('Give at most 20 points in one recognition.');
        await expect(messageBox(modal)).toContainText('+21 thanks for the release #OwnIt');
        await giver.context().close();
      },
    );
    expect(pageErrors).toEqual([]);
  });

  test('program settings from the keyboard: a quarterly refill moves the next refill day', async ({
    page,
    pageErrors,
  }) => {
    await restoring<ProgramSettings>(
      PROGRAM_API,
      ({ nextResetDate: _next, ...stored }) => stored,
      async () => {
        await signIn(page, 'global_admin');
        await page.goto('/admin/programs/settings');
        await expect(page.getByRole('heading', { level: 1, name: 'Program settings' })).toBeVisible();
        const period = page.getByLabel('Refill the allowance');
        await expect(period).toHaveAccessibleDescription(/^Next refill: /);
        expect(await seriousViolations(page)).toEqual([]);

        await tabUntilFocused(page, period, 80);
        await period.selectOption('quarterly');
        await tabUntilFocused(page, page.getByRole('button', { name: 'Save settings' }), 5);
        await page.keyboard.press('Enter');
        await expect(page.getByText('Settings saved.')).toBeVisible();
        // The server's next quarter in the company's time zone.
        const month = new Date().getUTCMonth();
        const year = new Date().getUTCFullYear() + (month >= 9 ? 1 : 0);
        const first = new Date(Date.UTC(year, (Math.floor(month / 3) * 3 + 3) % 12, 1));
        const words = first.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
        await expect(period).toHaveAccessibleDescription(
          `Next refill: ${words}. Points not given by then do not carry over.`,
        );
        await page.screenshot({ path: test.info().outputPath('program-settings.png'), fullPage: true });
      },
    );
    expect(pageErrors).toEqual([]);
  });
});
