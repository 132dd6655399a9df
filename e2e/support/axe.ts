import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
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

// The project's axe (newer than the one @axe-core/playwright carries), given to AxeBuilder too: both paths judge alike.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's results for the page (within `include`). AxeBuilder injects axe into every frame and finishes each run
 * in a new blank page, about a second a call; the app draws no frames, so axe is injected once per document and
 * run in it. A page with a frame goes through AxeBuilder, which reaches into frames.
 */
async function axeResults(page: Page, include?: string): Promise<AxeResults> {
  if ((await page.locator('iframe, frame').count()) > 0) {
    const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_TAGS);
    return (include ? builder.include(include) : builder).analyze();
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([tags, within]) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      return axe.run(within ? { include: [within] } : document, { runOnly: { type: 'tag', values: tags } });
    },
    [WCAG_TAGS, include] as const,
  );
}

/**
 * Serious and critical WCAG A/AA violations axe finds on what the page shows now (within `include`, if given),
 * one line each: the rule, what it asks, and the elements that break it. The known exceptions are left out.
 */
export async function seriousViolations(page: Page, include?: string) {
  await settleAnimations(page);
  const { violations } = await axeResults(page, include);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      violation,
      targets: violation.nodes.map((node) => node.target.join(' ')).filter((target) => !isKnown(violation.id, target)),
    }))
    .filter(({ targets }) => targets.length > 0)
    .map(({ violation, targets }) => `${violation.id} (${violation.help}): ${targets.join(', ')}`);
}
