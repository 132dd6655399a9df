import type { Page } from '@playwright/test';
import type { GamingSignals, RecognitionEquity } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';
import { openAdminDashboard } from '../support/admin-dashboard';

const EQUITY = '/admin/reports/recognition-equity';
const SIGNALS = '/admin/reports/gaming-signals';
/** The seed's support agents: a department of two in the main company. */
const SMALL_DEPARTMENT = 'Laurel Support';
/** What the seed's traded recognitions say (mock-api/src/seed/traded-points.ts). */
const TRADED_REASON = /thanks again for covering for me|for the favour last week, as promised|you always have my back/;

async function globalAdminReads<T>(path: string): Promise<T> {
  const session = await apiSession('global_admin');
  try {
    return (await session.get<{ result: T }>(path)).result;
  } finally {
    await session.dispose();
  }
}

async function tableRows(page: Page, name: string) {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

test.describe('recognition equity', () => {
  test('a global admin opens it from the menu; the small department is hidden and only counted, chart and table agree', async ({
    page,
    pageErrors,
  }) => {
    const expected = await globalAdminReads<RecognitionEquity>('/api/v2/admin/reports/recognition_equity');
    const departments = expected.breakdowns.find((breakdown) => breakdown.dimension === 'department')!;
    expect(departments.hiddenSegments).toBeGreaterThan(0);
    expect(JSON.stringify(expected)).not.toContain(SMALL_DEPARTMENT);

    await signIn(page, 'global_admin');
    await openAdminDashboard(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Recognition equity' }).click();
    await expect(page).toHaveURL(EQUITY);
    await expect(page.getByRole('heading', { level: 1, name: 'Recognition equity' })).toBeVisible();

    const figures = await tableRows(page, 'Figures by department');
    expect(figures.map((row) => row[0])).toEqual(departments.segments.map((segment) => segment.name));
    expect(figures.map((row) => row[1])).toEqual(departments.segments.map((segment) => String(segment.people)));
    await expect(page.getByText(`${departments.hiddenSegments} segments hidden to protect privacy`)).toBeVisible();
    await expect(page.getByText(SMALL_DEPARTMENT)).toHaveCount(0);

    // The chart draws a bar per department and one for the company beside it; its table holds the same figures.
    const chart = page.getByTestId('report-chart');
    await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(departments.segments.length * 2);
    // The drawing's words other than the figures of the value axis are the departments under their bars.
    const names = (await chart.locator('svg text').allTextContents()).filter((text) => !/^[\d.,]+$/.test(text));
    expect(names).toEqual(departments.segments.map((segment) => segment.name));
    await page.getByRole('button', { name: 'Show as table' }).click();
    const charted = await tableRows(page, 'Recognitions per person by department');
    expect(charted.map((row) => [row[0], row[1]])).toEqual(figures.map((row) => [row[0], row[3]]));

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('equity.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('from the keyboard: group by location, show the table, and recognise someone not recognised lately', async ({
    page,
    pageErrors,
  }) => {
    const expected = await globalAdminReads<RecognitionEquity>('/api/v2/admin/reports/recognition_equity');
    await signIn(page, 'global_admin');
    await page.goto(EQUITY);
    await expect(page.getByRole('table', { name: 'Figures by department' })).toBeVisible();
    await page.getByLabel('Date range').focus();

    const groupBy = page.getByLabel('Group by');
    await tabUntilFocused(page, groupBy, 3);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('table', { name: 'Figures by location' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Show as table' });
    await tabUntilFocused(page, toggle, 10);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: 'Recognitions per person by location' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('equity-keyboard.png'), fullPage: true });

    const person = expected.unrecognised[0]?.people[0];
    expect(person, 'the seed has someone not recognised in 60 days').toBeDefined();
    const recognise = page.getByRole('link', { name: `Recognise ${person!.name}` });
    await tabUntilFocused(page, recognise, 200);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Give recognition' });
    await expect(modal.getByRole('textbox', { name: 'Recognition message' })).toContainText(`@${person!.name}`);
    await page.keyboard.press('Escape');
    expect(pageErrors).toEqual([]);
  });

  test('an admin who is not a global admin is refused the page and its data', async ({ page }) => {
    await signIn(page, 'finance_admin');
    await page.goto(EQUITY);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect((await page.request.get('/api/v2/admin/reports/recognition_equity')).status()).not.toBe(200);
  });
});

test.describe('anti-gaming signals', () => {
  test('lists the seeded pair and ring with the thresholds, and opens a recognition behind the ring', async ({
    page,
    pageErrors,
  }) => {
    const { signals } = await globalAdminReads<GamingSignals>('/api/v2/admin/reports/gaming_signals');
    const pair = signals.find((signal) => signal.kind === 'reciprocal_pair')!;
    const ring = signals.find((signal) => signal.kind === 'ring')!;
    expect(pair).toBeDefined();
    expect(ring.people).toHaveLength(3);

    await signIn(page, 'global_admin');
    await openAdminDashboard(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Anti-gaming signals' }).click();
    await expect(page).toHaveURL(SIGNALS);
    await expect(page.getByRole('heading', { level: 1, name: 'Anti-gaming signals' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How signals are found' })).toContainText(
      'each gave at least 50% of their points in the range to the other, with at least 2 recognitions each way',
    );

    const pairs = page.getByRole('region', { name: /^Reciprocal pairs/ });
    await expect(
      pairs.getByRole('heading', { level: 3, name: `Pair: ${pair.people.map((person) => person.name).join(', ')}` }),
    ).toBeVisible();
    await expect(pairs.getByText(`Score ${Math.round(pair.score * 100)}%`).first()).toBeVisible();
    const rings = page.getByRole('region', { name: /^Rings/ });
    const ringCard = rings.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: `Ring: ${ring.people.map((person) => person.name).join(', ')}` }),
    });
    await expect(ringCard).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);
    await ringCard.getByText('Recognitions behind it').click();
    await page.screenshot({ path: test.info().outputPath('gaming-signals.png'), fullPage: true });
    const first = ring.recognitions[0]!;
    await ringCard.getByRole('link', { name: `Open recognition #${first.id}` }).click();
    await expect(page).toHaveURL(`/bonuses/${first.id}`);
    await expect(page.getByText(TRADED_REASON).first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('from the keyboard: open the recognitions behind the pair and follow one', async ({ page, pageErrors }) => {
    const { signals } = await globalAdminReads<GamingSignals>('/api/v2/admin/reports/gaming_signals');
    const pair = signals.find((signal) => signal.kind === 'reciprocal_pair')!;
    await signIn(page, 'global_admin');
    await page.goto(SIGNALS);
    const pairs = page.getByRole('region', { name: /^Reciprocal pairs/ });
    const summary = pairs.locator('summary').first();
    await expect(summary).toBeVisible();
    await page.getByRole('button', { name: 'Export CSV' }).focus();
    await tabUntilFocused(page, summary, 10);
    await page.keyboard.press('Enter');
    const link = pairs.getByRole('link', { name: `Open recognition #${pair.recognitions[0]!.id}` });
    await tabUntilFocused(page, link, 5);
    await page.screenshot({ path: test.info().outputPath('gaming-signals-focus.png') });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/bonuses/${pair.recognitions[0]!.id}`);
    expect(pageErrors).toEqual([]);
  });
});
