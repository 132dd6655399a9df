import { expect, type Locator, type Page } from '@playwright/test';

/** How the focused element shows its focus: its computed outline and box shadow. */
const focusRingOf = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      focusVisible: element.matches(':focus-visible'),
      ring: outline || style.boxShadow !== 'none',
    };
  });

/** `target` has the focus, matches :focus-visible and paints a ring (a non-none outline or a box shadow). */
export async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  // Polled: a focus style may fade in through a transition.
  await expect.poll(() => focusRingOf(target)).toEqual({ focusVisible: true, ring: true });
}

/** Presses `key` (Tab by default) until `target` has focus, failing after `max` presses. */
export async function tabUntil(page: Page, target: Locator, max = 10, key = 'Tab') {
  for (let presses = 0; presses < max; presses += 1) {
    const focused = target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 });
    if (await focused.catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
