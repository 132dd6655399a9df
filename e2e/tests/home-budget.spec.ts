import { expect, signIn, skipSeasonalIntro, test } from '../support/fixtures';
import { HOME_JS_BUDGET_BYTES, measureColdLoad } from '../support/measure-load';

test('a cold load of / fetches no more compressed JS than its budget', async ({ page, context }) => {
  await signIn(page);
  await skipSeasonalIntro(context);
  const measure = await measureColdLoad(context, '/');
  test.info().annotations.push({ type: 'js-bytes', description: String(measure.jsBytes) });
  expect(measure.jsBytes).toBeGreaterThan(0);
  expect(measure.jsBytes).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});
