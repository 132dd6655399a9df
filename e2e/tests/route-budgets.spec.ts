import { expect, signIn, skipSeasonalIntro, test, type Persona } from '../support/fixtures';
import { measureColdLoad } from '../support/measure-load';
import { KIB, ROUTE_BUDGETS } from '../perf/budgets';

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

// What CI checks of e2e/perf/budgets.json: only what a build fixes (compressed JS and request counts), never times.
for (const route of ROUTE_BUDGETS) {
  test(`a cold load of ${route.path} stays within its ceilings of compressed JS and requests`, async ({
    page,
    context,
  }) => {
    await signIn(page, route.persona as Persona);
    await skipSeasonalIntro(context);
    const measure = await measureColdLoad(context, route.path);
    const files = measure.scripts.map((script) => `${kib(script.bytes)} ${new URL(script.url).pathname}`);
    test
      .info()
      .annotations.push(
        { type: 'js-kib', description: `${kib(measure.jsBytes)} (budget ${route.jsKiB.budget ?? '-'})` },
        { type: 'requests', description: String(measure.requests) },
        { type: 'scripts', description: files.join(', ') },
      );
    console.log(
      `${route.path}: ${kib(measure.jsBytes)} KiB of JS in ${measure.scripts.length} scripts, ${measure.requests} requests`,
    );
    expect(measure.jsBytes).toBeGreaterThan(0);
    expect(measure.jsBytes / KIB, files.join('\n')).toBeLessThanOrEqual(route.jsKiB.ceiling);
    expect(measure.scripts.length, files.join('\n')).toBeLessThanOrEqual(route.scripts.ceiling);
    expect(measure.requests).toBeLessThanOrEqual(route.requests.ceiling);
  });
}

test('index.html names the boot’s scripts and stylesheet, and each is fetched once, from that hint', async ({
  page,
}) => {
  await signIn(page, 'employee');
  const fetched = new Map<string, number>();
  page.on('request', (request) => fetched.set(request.url(), (fetched.get(request.url()) ?? 0) + 1));
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  );
  // react-dom's chunk among them: the hints are the boot's own files, not a few stray ones.
  expect(preloads.filter((href) => href.endsWith('.js')).length).toBeGreaterThanOrEqual(8);
  expect(preloads.some((href) => href.endsWith('.css'))).toBe(true);
  for (const href of preloads) expect(fetched.get(href), href).toBe(1);
});
