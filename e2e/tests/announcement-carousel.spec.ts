import { request, type Locator, type Page } from '@playwright/test';
import xssCorpus from '@laurel/shared/testing/xss-corpus.json';
import { expect, signIn, skipSeasonalIntro, test, type Persona } from '../support/fixtures';
import { apiSession } from '../support/api-session';
import { seriousViolations } from '../support/axe';
import { postSignInForm } from '../support/sign-in';
import { remoteById, SHELL_ORIGIN } from '../support/system';

const ANNOUNCEMENTS = '/api/v2/announcements/announcements';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The seed's announcement to everyone in the main company, posted today. */
const SEEDED_TITLE = 'Winter celebration on Friday';
const MEMBER: Persona = 'employee';
const NON_MEMBER: Persona = 'finance_admin';
/** Whom the XSS corpus is announced to: nobody else's carousel fills with it. */
const XSS_VIEWER: Persona = 'observer';
const CORPUS = xssCorpus as { id: string; payload: string }[];
const TITLE_MAX = 50;

const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

interface Created {
  id: number;
  title: string;
}

/** The announcements admin's API session, with the delete the common one lacks. */
async function announcementsAdmin() {
  const context = await request.newContext({ baseURL: SHELL_ORIGIN });
  await postSignInForm(context, 'announcements_admin');
  const { jwt } = (await (await context.get('/api/v2/jwt')).json()) as { jwt: string };
  const headers = { Authorization: `Bearer ${jwt}` };
  return {
    async announce(to: string, title: string, description: string) {
      const answer = await context.post(ANNOUNCEMENTS, {
        headers,
        data: {
          title,
          description,
          start_date: day(0),
          end_date: day(7),
          reason_tokens: [{ context: 'recipient', token: `@${to}`, display_name: to, type: 'username' }],
        },
      });
      return { status: answer.status(), body: (await answer.json()) as { result?: Created; error?: string } };
    },
    remove: (id: number) => context.delete(`${ANNOUNCEMENTS}/${id}`, { headers }),
    dispose: () => context.dispose(),
  };
}

async function slugOf(persona: Persona) {
  const session = await apiSession(persona);
  const { result } = await session.get<{ result: { slug: string } }>('/api/v2/profile/user?view=profile');
  await session.dispose();
  return result.slug;
}

const carouselOf = (page: Page) => page.getByRole('region', { name: 'Announcements' });
const slideOf = (page: Page) => carouselOf(page).getByRole('group');
const feedHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Recognition feed' });

/** Every title the carousel holds, stepping once round it with Next. */
async function carouselTitles(page: Page): Promise<string[]> {
  const carousel = carouselOf(page);
  await expect(carousel).toBeVisible();
  const label = (await slideOf(page).getAttribute('aria-label')) ?? '1 of 1';
  const total = Number(label.split(' of ')[1]);
  const titles: string[] = [];
  for (let index = 1; index <= total; index += 1) {
    await expect(slideOf(page)).toHaveAttribute('aria-label', `${index} of ${total}`);
    titles.push((await slideOf(page).getByRole('heading', { level: 2 }).textContent()) ?? '');
    if (total > 1) await carousel.getByRole('button', { name: 'Next announcement' }).click();
  }
  return titles;
}

/** Markup in `root` that could run code: inline handlers, script-like URLs, scripts, frames, plugins. */
const dangerousMarkup = (root: Locator) =>
  root.evaluate((element) => {
    const problems: string[] = [];
    for (const node of [element, ...element.querySelectorAll('*')]) {
      for (const attribute of node.attributes) {
        if (/^on/i.test(attribute.name)) problems.push(`<${node.localName} ${attribute.name}>`);
        const value = attribute.value.replace(/\s/g, '').toLowerCase();
        if (
          /^(href|src|action|formaction|xlink:href|data)$/i.test(attribute.name) &&
          /^(javascript|vbscript|data):/.test(value)
        )
          problems.push(`${attribute.name}=${attribute.value}`);
      }
      if (/^(script|iframe|object|embed|base|meta|frame|form|math|svg|template|style)$/i.test(node.localName))
        problems.push(`<${node.localName}>`);
    }
    return problems;
  });

test.describe('announcement carousel and view modal', () => {
  let admin: Awaited<ReturnType<typeof announcementsAdmin>>;
  let forMember: Created;
  const created: number[] = [];

  test.beforeAll(async () => {
    admin = await announcementsAdmin();
    const answer = await admin.announce(
      await slugOf(MEMBER),
      'Engineering demo day',
      '<p>Show what you built this <strong>quarter</strong>.</p>',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    forMember = answer.body.result!;
    created.push(forMember.id);
  });

  test.afterAll(async () => {
    for (const id of created) await admin.remove(id);
    await admin.dispose();
  });

  test('a member of its audience sees a current announcement above the feed; someone outside it does not', async ({
    page,
    browser,
    pageErrors,
  }) => {
    await signIn(page, MEMBER);
    await page.goto('/');
    await expect(feedHeading(page)).toBeVisible();
    const titles = await carouselTitles(page);
    expect(titles).toEqual(expect.arrayContaining([forMember.title, SEEDED_TITLE]));
    // Newest start first, the later one first on the same day.
    expect(titles.indexOf(forMember.title)).toBeLessThan(titles.indexOf(SEEDED_TITLE));
    await expect(carouselOf(page)).toHaveAttribute('aria-roledescription', 'carousel');

    const other = await browser.newContext();
    await skipSeasonalIntro(other);
    const otherPage = await other.newPage();
    await signIn(otherPage, NON_MEMBER);
    await otherPage.goto('/');
    const otherTitles = await carouselTitles(otherPage);
    expect(otherTitles).toContain(SEEDED_TITLE);
    expect(otherTitles).not.toContain(forMember.title);
    await other.close();
    expect(pageErrors).toEqual([]);
  });

  test('?announcement=<id> selects it in the carousel and opens it; on another page it opens it; a bad id says so', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, MEMBER);
    await page.goto('/?announcement=1');
    const dialog = page.getByRole('dialog', { name: SEEDED_TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Posted by Anna Announcer');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(slideOf(page).getByRole('heading', { level: 2 })).toHaveText(SEEDED_TITLE);

    await page.goto(`/rewards?announcement=${forMember.id}`);
    await expect(page.getByRole('dialog', { name: forMember.title })).toContainText('Show what you built');

    await page.goto('/?announcement=999999');
    const unavailable = page.getByRole('dialog', { name: 'Announcement unavailable' });
    await expect(unavailable.getByRole('alert')).toHaveText(
      /This announcement has ended, was deleted, or was not sent to you/,
    );
    expect(pageErrors).toEqual([]);
  });

  test('keyboard only: step the carousel, open an announcement, close it, and the focus comes back', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, MEMBER);
    await page.goto('/');
    const carousel = carouselOf(page);
    await expect(carousel).toBeVisible();
    const next = carousel.getByRole('button', { name: 'Next announcement' });
    for (
      let presses = 0;
      presses < 40 && !(await next.evaluate((button) => button === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    const before = await slideOf(page).getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await expect(slideOf(page)).not.toHaveAttribute('aria-label', before!);
    await expect(next).toBeFocused();
    await page.keyboard.press('Tab');
    const title = slideOf(page).getByRole('heading', { level: 2 }).getByRole('button');
    await expect(title).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('carousel-title-focused.png') });
    const name = (await title.textContent())!;
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(title).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('axe finds nothing serious on / with the carousel, or on the open view modal', async ({ page }) => {
    await signIn(page, MEMBER);
    await page.goto('/');
    await expect(carouselOf(page)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('home-with-carousel.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await slideOf(page).getByRole('heading', { level: 2 }).getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('view-modal.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an administrator deletes from the view modal after confirming; the carousel no longer holds it', async ({
    page,
  }) => {
    const answer = await admin.announce(await slugOf('global_admin'), 'Short-lived notice', '<p>Soon gone</p>');
    expect(answer.status).toBe(201);
    const { id, title } = answer.body.result!;
    created.push(id);
    await signIn(page, 'global_admin');
    await page.goto(`/?announcement=${id}`);
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const question = dialog.getByRole('alertdialog', { name: 'Delete this announcement?' });
    await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Delete announcement' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Announcement deleted')).toBeVisible();
    // The seed's announcement to everyone is all that is left.
    await expect(slideOf(page)).toHaveAttribute('aria-label', '1 of 1');
    await expect(slideOf(page).getByRole('heading', { level: 2 })).toHaveText(SEEDED_TITLE);
  });

  // The slot mounts after the feed's first paint, but the shell keeps its room from the first paint (the profile
  // says there are current announcements): the carousel arrives into it whole, at its fixed height, and neither
  // its image, its dates nor stepping through it moves anything.
  test('nothing moves when the carousel arrives or after: layout shift below 0.01', async ({ page }) => {
    await page.addInitScript(() => {
      const record = {
        shifts: [] as { value: number; at: number; nodes: string[] }[],
        carouselAt: null as number | null,
      };
      (window as { __carouselShift?: typeof record }).__carouselShift = record;
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
        for (const entry of list.getEntries() as Shift[]) {
          const nodes = entry.sources.map(({ node }) =>
            node instanceof Element ? `${node.localName}.${node.className}` : String(node?.nodeName),
          );
          if (!entry.hadRecentInput) record.shifts.push({ value: entry.value, at: entry.startTime, nodes });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (record.carouselAt === null && document.querySelector('[aria-roledescription="carousel"]'))
          record.carouselAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, MEMBER);
    await page.goto('/');
    await expect(feedHeading(page)).toBeVisible();
    await expect(carouselOf(page)).toBeVisible();
    await page.waitForTimeout(1000);
    const titles = await carouselTitles(page);
    expect(titles.length).toBeGreaterThan(1);
    await page.waitForTimeout(500);
    const { shifts, carouselAt } = await page.evaluate(
      () =>
        (window as { __carouselShift?: { shifts: { value: number; at: number }[]; carouselAt: number } })
          .__carouselShift!,
    );
    // The frame the carousel is inserted in: a MutationObserver sees it before that frame is laid out.
    const arrival = shifts.filter((shift) => shift.at >= carouselAt && shift.at <= carouselAt + 100);
    const after = shifts.filter((shift) => shift.at > carouselAt + 100);
    const sum = (list: { value: number }[]) => list.reduce((total, shift) => total + shift.value, 0);
    const figures = `arrival ${sum(arrival).toFixed(4)} in ${arrival.length} shift(s); after ${sum(after).toFixed(4)}`;
    const timeline = shifts.map((shift) => ({ ...shift, at: Math.round(shift.at - carouselAt) }));
    test.info().annotations.push({ type: 'layout shift', description: `${figures}; ${JSON.stringify(timeline)}` });
    console.log(`carousel layout shift: ${figures}`);
    expect(sum(shifts)).toBeLessThan(0.01);
  });

  test('with remote-announcements down the feed works and the carousel leaves only a quiet retry', async ({
    page,
    pageErrors,
  }) => {
    const down = remoteById('announcements');
    await page.route(`${down.origin}/**`, (route) => route.abort('connectionrefused'));
    await signIn(page, MEMBER);
    await page.goto('/');
    await expect(feedHeading(page)).toBeVisible();
    await expect(page.getByRole('feed', { name: 'Recognition feed' }).getByRole('article').first()).toBeVisible();
    await page.waitForTimeout(3000);
    await page.screenshot({ path: test.info().outputPath('announcements-down.png') });
    await expect(carouselOf(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Announcements is unavailable right now. Retry' })).toBeVisible();
    await page.goto('/?announcement=1');
    await expect(feedHeading(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: SEEDED_TITLE })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('every XSS payload in an announcement shows inert in the carousel and the view modal', async ({ page }) => {
    test.setTimeout(180_000);
    const viewer = await slugOf(XSS_VIEWER);
    const planted: { id: number; entry: string }[] = [];
    for (const [index, { id, payload }] of CORPUS.entries()) {
      const marker = `xssannounce${String(index).padStart(3, '0')}`;
      const title = payload.length <= TITLE_MAX ? payload : marker;
      const answer = await admin.announce(viewer, title, `<p>${marker}</p>${payload}`);
      // Refused whole (too long once sanitised) is inert too: it is never shown.
      if (answer.status === 422) continue;
      expect(answer.status, `${id}: ${JSON.stringify(answer.body)}`).toBe(201);
      planted.push({ id: answer.body.result!.id, entry: id });
      created.push(answer.body.result!.id);
    }
    expect(planted.length).toBeGreaterThan(CORPUS.length / 2);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, XSS_VIEWER);
    await page.goto('/');
    const carousel = carouselOf(page);
    await expect(carousel).toBeVisible();
    const problems: string[] = [];
    const seen = new Set<number>();
    const total = Number((await slideOf(page).getAttribute('aria-label'))!.split(' of ')[1]);
    for (let index = 1; index <= total; index += 1) {
      const slide = slideOf(page);
      await expect(slide).toHaveAttribute('aria-label', `${index} of ${total}`);
      const id = Number(await slide.getAttribute('data-announcement-id'));
      const entry = planted.find((candidate) => candidate.id === id);
      if (entry) {
        seen.add(id);
        problems.push(...(await dangerousMarkup(slide)).map((problem) => `carousel ${entry.entry}: ${problem}`));
        await slide.getByRole('heading', { level: 2 }).getByRole('button').click();
        const modal = page.getByRole('dialog');
        await expect(modal.getByRole('button', { name: 'Close' })).toBeVisible();
        problems.push(...(await dangerousMarkup(modal)).map((problem) => `modal ${entry.entry}: ${problem}`));
        await page.keyboard.press('Escape');
        await expect(modal).toHaveCount(0);
      }
      await carousel.getByRole('button', { name: 'Next announcement' }).click();
    }
    expect(planted.filter((entry) => !seen.has(entry.id))).toEqual([]);
    expect(problems).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});
