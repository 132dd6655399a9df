import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { KNOWN_EXCEPTIONS } from './axe-known-exceptions';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue 20: WCAG 2.2 AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

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

const isKnown = (rule: string, target: string) =>
  KNOWN_EXCEPTIONS.some((known) => known.rule === rule && target.includes(known.target));

/**
 * Serious and critical WCAG A/AA violations axe finds on what the page shows now (within `include`, if given),
 * one line each: the rule, what it asks, and the elements that break it. The known exceptions are left out.
 */
export async function seriousViolations(page: Page, include?: string) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      violation,
      targets: violation.nodes.map((node) => node.target.join(' ')).filter((target) => !isKnown(violation.id, target)),
    }))
    .filter(({ targets }) => targets.length > 0)
    .map(({ violation, targets }) => `${violation.id} (${violation.help}): ${targets.join(', ')}`);
}
