import { request, type Page } from '@playwright/test';
import { CELEBRATION_TYPES } from '@laurel/shared/contract';
import { SHELL_ORIGIN } from './system';
import type { Persona } from './fixtures';
import { postSignInForm } from './sign-in';

type Json = Record<string, unknown>;

/** A persona's GETs through the shell's origin; undefined where the API refuses them. */
async function readerFor(persona: Persona) {
  const context = await request.newContext({ baseURL: SHELL_ORIGIN });
  await postSignInForm(context, persona);
  const { jwt } = (await (await context.get('/api/v2/jwt')).json()) as { jwt: string };
  const get = async (path: string): Promise<Json | undefined> => {
    const answer = await context.get(path, { headers: { Authorization: `Bearer ${jwt}` } });
    return answer.ok() ? ((await answer.json()) as Json) : undefined;
  };
  return { get, dispose: () => context.dispose() };
}

/** The first row of a list answer, whichever of the house's list shapes it has. */
const firstRow = (answer: Json | undefined): Json | undefined => {
  const rows = [answer?.records, answer?.result, answer?.data].find(Array.isArray) as Json[] | undefined;
  return rows?.[0];
};
const idOf = (row: Json | undefined) => (row?.id === undefined ? undefined : String(row.id));

/**
 * A real value for each route parameter, keyed by the path before it (route-sweep's `fillPattern`): the
 * persona's own data where the page is theirs (feed, redemptions, meetings), the company's admin lists else.
 */
export async function routeValues(persona: Persona, admin: Persona = 'global_admin') {
  const own = await readerFor(persona);
  const company = await readerFor(admin);
  try {
    const [profile, feed, item, redemption, meetings, incentive, award, celebration, period] = await Promise.all([
      own.get('/api/v2/profile/user?view=profile'),
      own.get('/api/v2/bonus_feeds?page=1&per_page=20'),
      own.get('/api/v1/rewards_catalog_service/api/v1/catalogs/gridwall?page_size=1&page_number=1'),
      own.get('/api/v2/rewards/redemptions?page_size=1'),
      own.get('/api/v2/one_on_ones'),
      company.get('/api/v2/admin/incentives'),
      company.get('/api/v2/admin/awards/awards?state=all'),
      company.get('/api/v2/admin/celebrations?state=all'),
      company.get('/api/v2/admin/nomination_periods'),
    ]);
    const me = profile?.result as Json | undefined;
    const bonus = firstRow(feed);
    const feedRows = (feed?.result ?? []) as Json[];
    const hashtag = feedRows.flatMap((row) => (row.hashtags as string[] | undefined) ?? [])[0];
    const pairs = ((meetings?.result as Json | undefined)?.pairs ?? []) as {
      current: { id: number } | null;
      lastEndedId: number | null;
    }[];
    const meeting = pairs.map((pair) => pair.current?.id ?? pair.lastEndedId).find((id) => id !== null);
    return {
      '/bonuses': idOf(bonus),
      '/company/users': me?.slug === undefined ? undefined : String(me.slug),
      '/company/hashtags': hashtag,
      '/incentives': idOf(firstRow(incentive)),
      '/rewards': idOf(firstRow(item)),
      '/rewards/history': idOf(firstRow(redemption)),
      '/one-on-ones': meeting === undefined ? undefined : String(meeting),
      '/p/recap': idOf(me),
      '/p/recap-review': idOf(me),
      '/admin/programs/incentives': idOf(firstRow(incentive)),
      '/admin/programs/awards': idOf(firstRow(award)),
      '/admin/programs/celebrations': idOf(firstRow(celebration)),
      '/admin/programs/celebrations/new': CELEBRATION_TYPES.at(-1),
      '/admin/programs/nominations': idOf(firstRow(period)),
    };
  } finally {
    await Promise.all([own.dispose(), company.dispose()]);
  }
}

/** Which chrome frames the page: the admin layout's, the main layout's, or none (print, widget). */
export const chromeOf = (page: Page) =>
  page.evaluate(() => {
    if (document.querySelector('nav[aria-label="Admin"]')) return 'admin';
    return document.querySelector('nav[aria-label="Main"]') ? 'main' : 'none';
  });

/** The headings of the shell's error pages: what a refused address shows. */
export const REFUSED_HEADING = /^(Page not found|You do not have access to this page)$/;

/** Requests still on their way, counted from the page's events; a socket is no request. */
export function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  page.on('request', (sent) => pending.add(sent));
  page.on('requestfinished', (sent) => pending.delete(sent));
  page.on('requestfailed', (sent) => pending.delete(sent));
  return () => pending.size;
}

type HeadingState = 'fresh' | 'kept' | 'none';

/** Whether a main heading shows, and whether it is one the last page did not have. */
const headingState = (page: Page) =>
  page.evaluate((): HeadingState => {
    const shown = [...document.querySelectorAll('h1')].find((heading) => heading.checkVisibility());
    if (!shown) return 'none';
    return shown.hasAttribute('data-swept') ? 'kept' : 'fresh';
  });

/** How long the page must be without requests to count as settled, by what its heading says. */
const QUIET_MS: Record<HeadingState, number> = { fresh: 150, kept: 400, none: 800 };

/**
 * Opens `path` the way the app's own links do: a history entry and a popstate the router follows, so the
 * shell and its remotes stay loaded. Resolves with the new main heading's text once the page has settled:
 * a new heading and no requests for a moment, or longer without requests where the page kept its heading
 * element (a report's tab, a second not-found page).
 */
export async function openInApp(page: Page, path: string, pendingRequests: () => number) {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-swept', '');
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: Date.now() };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pendingRequests() > 0) quietSince = Date.now();
    if (Date.now() - quietSince >= QUIET_MS[await headingState(page)]) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (
    (await page
      .locator('h1:visible')
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null)) ?? ''
  ).trim();
}
