import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SHELL_ORIGIN, systemServers, type SeedSize } from '../support/system';
import { startServers, type ServerSpec } from '../support/server-process';
import { skipSeasonalIntro } from '../support/fixtures';
import { postSignInForm } from '../support/sign-in';

export const RUNS = Number(process.env.PERF_RUNS ?? 7);

/** Starts the system (and any extra servers) and a browser, and stops them all whatever happens. */
export async function withSystem<T>(
  { seed, extra = [] }: { seed?: SeedSize; extra?: ServerSpec[] },
  run: (browser: Browser) => Promise<T>,
): Promise<T> {
  const servers = await startServers([...systemServers({ seed }), ...extra]);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    return await run(browser);
  } finally {
    await browser?.close().catch(() => undefined);
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** A fresh signed-in context: cookies on localhost hold for every port, so for every build served. */
export async function signedInContext(
  browser: Browser,
  persona = 'employee',
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: SHELL_ORIGIN, ...options });
  // tsx compiles this harness with esbuild's keepNames: functions sent to the page call `__name`.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await postSignInForm(context.request, persona);
  await skipSeasonalIntro(context);
  return context;
}
