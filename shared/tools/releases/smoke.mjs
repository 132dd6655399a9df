// The smoke run before a promotion: the live shell in Chromium, with this one remote's entry swapped
// for the candidate release in the page's remotes.json alone; nobody else sees it until promoted.
import { chromium } from '@playwright/test';

const SIGN_IN_START_PATH = '/users/sign_in_start';
const SIGN_IN_PATH = '/users/sign_in';
const CSRF_FIELD = /name="authenticity_token" value="([^"]+)"/;
const TIMEOUT_MS = 20_000;

async function signIn(context, persona) {
  const form = await context.request.get(SIGN_IN_START_PATH);
  const token = CSRF_FIELD.exec(await form.text())?.[1];
  if (!token) throw new Error(`the live shell's ${SIGN_IN_START_PATH} offers no sign-in form`);
  await context.request.post(SIGN_IN_PATH, {
    form: { persona, redirect_to: '/', authenticity_token: token },
    maxRedirects: 0,
  });
}

/**
 * Opens `route` on the live shell with `app` loaded from `entry` and answers the problems seen: the
 * release's scripts not loading, the shell's fallback in its slot, or an error thrown in the page.
 */
export async function smokeRun({ shellOrigin, app, entry, route, persona = 'global_admin' }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ baseURL: shellOrigin });
    await signIn(context, persona);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`the page threw: ${error.message}`));
    await page.route('**/remotes.json', async (request) => {
      const response = await request.fetch();
      const config = await response.json();
      const remotes = config.remotes.map((remote) => (remote.id === app ? { ...remote, entry } : remote));
      await request.fulfill({ response, json: { ...config, remotes } });
    });
    const releaseRoot = new URL('.', entry).href;
    const exposed = page.waitForResponse(
      (response) => response.url().startsWith(releaseRoot) && /__federation_expose_/.test(response.url()),
      { timeout: TIMEOUT_MS },
    );
    await page.goto(route, { waitUntil: 'networkidle', timeout: TIMEOUT_MS });
    const loaded = await exposed.catch(() => null);
    if (!loaded?.ok()) problems.push(`${route} did not load ${app}'s code from ${releaseRoot}`);
    if (await page.locator(`[data-remote-fallback="${app}"]`).count())
      problems.push(`${route} shows the shell's fallback for ${app}`);
    return problems;
  } finally {
    await browser.close();
  }
}
