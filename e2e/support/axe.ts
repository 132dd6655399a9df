import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Lets the open and close animations on the page finish: colours are judged as finally painted, not mid-fade. */
const settleAnimations = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Serious and critical WCAG 2 A/AA violations axe finds on what the page shows now (within `include`, if given). */
export async function seriousViolations(page: Page, include?: string) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
