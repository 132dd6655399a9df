import { expect, type Page } from '@playwright/test';

/** The points the reward pages say the viewer has to spend ("You have 460 points to spend"). */
export async function shownEarningBalance(page: Page): Promise<number> {
  const balance = page.getByTestId('earning-balance');
  await expect(balance).toHaveText(/You have [\d,]+ points? to spend/);
  return Number((await balance.textContent())!.replace(/\D/g, ''));
}

/** The points a redeem button names ("Redeem for 250 points", "Donate 100 points"). */
export const pointsOf = async (page: Page, name: RegExp) =>
  Number(((await page.getByRole('button', { name }).textContent()) ?? '').replace(/\D/g, ''));

/** The giving balance the shell's user menu shows beside the avatar ("150 pts"). */
export const userMenuGivingBalance = (page: Page) => page.getByTestId('giving-balance');
