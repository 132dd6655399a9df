import type { Locator, Page } from '@playwright/test';
import xssCorpus from '@laurel/shared/testing/xss-corpus.json';
import { recognitionPreviewText } from '@laurel/shared/emoji';
import { expect, signIn, skipSeasonalIntro, test, type Persona } from '../support/fixtures';
import { apiSession } from '../support/api-session';
import { writeSecurityResults, type SecurityResultRow } from '../support/security-results';

interface XssPayload {
  id: string;
  payload: string;
}
interface Planted extends XssPayload {
  marker: string;
  bonusId: number;
}

const CORPUS = xssCorpus as XssPayload[];
/** Gives are spread over givers nobody else spends, so the corpus never runs a balance dry or into a rate limit. */
const GIVERS: Persona[] = ['finance_admin', 'awards_admin'];
const RECEIVER: Persona = 'receiver';
const VIEWER: Persona = 'employee';
const DETAIL_PAGES_AT_ONCE = 2;
/** A busy machine draws a first page slowly; each detail page is a full page load. */
const DETAIL_LOAD_TIMEOUT_MS = 30_000;
const SCROLL_STEP_PX = 500;

const planted: Planted[] = [];
const rows: SecurityResultRow[] = [];

test.describe.configure({ mode: 'serial' });

/** A searchable word unique to each payload: no prefix of one is another's. */
const markerOf = (index: number) => `xssmark${String(index).padStart(3, '0')}`;
const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const receiver = await apiSession(RECEIVER);
  const { result } = await receiver.get<{ result: { slug: string } }>('/api/v2/profile/user?view=profile');
  await receiver.dispose();
  const sessions = await Promise.all(GIVERS.map((persona) => apiSession(persona)));
  for (const [index, entry] of CORPUS.entries()) {
    const marker = markerOf(index);
    const bonus = { reason: `+1 @${result.slug} ${marker} ${entry.payload} #OwnIt`, privacy: 'publicly_visible' };
    const answer = await sessions[index % sessions.length]!.post<{ result: { id: number } }>(
      '/api/v2/bonuses?include_children=true',
      { bonus },
    );
    expect(answer.status, `${entry.id}: ${JSON.stringify(answer.body)}`).toBe(201);
    planted.push({ ...entry, marker, bonusId: answer.body.result.id });
  }
  await Promise.all(sessions.map((session) => session.dispose()));

  const commenter = await apiSession(VIEWER);
  for (const entry of CORPUS) {
    const answer = await commenter.post(`/api/v2/bonuses/${planted[0]!.bonusId}/comments`, {
      comment: { reason: entry.payload },
    });
    expect(answer.status, entry.id).toBe(201);
  }
  await commenter.dispose();
});

test.afterAll(() => writeSecurityResults('security-xss', rows));

/** Listens for what a payload that ran would leave: a dialog (alert, confirm, print…) or the `__xss` flag. */
function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    dialogs,
    flag: () => page.evaluate(() => (window as { __xss?: unknown }).__xss !== undefined),
  };
}

/** Markup in `root` that could run code: inline handlers, script-like URLs, scripts, frames, plugins, base. */
const dangerousMarkup = (root: Locator) =>
  root.evaluate((element) => {
    const problems: string[] = [];
    // As a browser reads a URL's scheme: surrounding controls and spaces, tabs and newlines inside, ignored.
    const scheme = (url: string) =>
      url
        .replace(/[\t\n\r\u200b]/g, '')
        .replace(/^[^a-z]+/i, '')
        .toLowerCase()
        .split(':')[0] ?? '';
    for (const node of [element, ...element.querySelectorAll('*')]) {
      for (const attribute of node.attributes) {
        if (/^on/i.test(attribute.name)) problems.push(`<${node.localName} ${attribute.name}>`);
        if (/^(href|src|action|formaction|xlink:href|data)$/i.test(attribute.name)) {
          const value = attribute.value;
          if (['javascript', 'vbscript'].includes(scheme(value))) problems.push(`${attribute.name}=${value}`);
          if (node.localName === 'a' && scheme(value) === 'data') problems.push(`a href=${value}`);
        }
      }
      if (
        /^(script|iframe|object|embed|base|meta|frame|frameset|form|math|template|foreignobject)$/i.test(node.localName)
      )
        problems.push(`<${node.localName}>`);
    }
    return problems;
  });

/**
 * What is wrong with how one payload shows in `root`: missing as text, or markup that could run.
 * The text is the payload as recognition text reads it (spec: markdown images are dropped, emoji shortcodes drawn).
 */
async function payloadProblems(root: Locator, payload: string): Promise<string[]> {
  const text = normalized((await root.textContent()) ?? '');
  const problems = await dangerousMarkup(root);
  if (!text.includes(normalized(recognitionPreviewText(payload)))) problems.push('not shown as its text');
  return problems;
}

function tally(check: string, detail: string) {
  const failures: string[] = [];
  let cases = 0;
  return {
    record(id: string, problems: string[]) {
      cases += 1;
      if (problems.length) failures.push(`${id}: ${problems.join(', ')}`);
    },
    finish(execution: { dialogs: string[]; flagSet: boolean }) {
      if (execution.dialogs.length) failures.push(`dialogs: ${execution.dialogs.join(' | ')}`);
      if (execution.flagSet) failures.push('window.__xss was set');
      rows.push({ check, cases, failures: failures.length, detail: failures.length ? failures.join('; ') : detail });
      return failures;
    },
  };
}

test('every payload in a recognition reason shows as text in the feed and never runs', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  const execution = watchForExecution(page);
  await signIn(page, VIEWER);
  await page.goto('/');
  const feed = page.getByRole('feed', { name: 'Recognition feed' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  const results = tally('XSS payloads inert in the feed', `${CORPUS.length} recognitions drawn as text`);
  const pending = new Map(planted.map((entry) => [entry.marker, entry]));
  for (let step = 0; pending.size > 0 && step < 200; step += 1) {
    for (const card of await feed.getByRole('article').all()) {
      const id = Number(await card.getAttribute('data-bonus-id'));
      const entry = planted.find((candidate) => candidate.bonusId === id);
      if (!entry || !pending.has(entry.marker)) continue;
      pending.delete(entry.marker);
      results.record(entry.id, await payloadProblems(card, entry.payload));
    }
    await page.mouse.wheel(0, SCROLL_STEP_PX);
    await page.waitForTimeout(50);
  }
  for (const entry of pending.values()) results.record(entry.id, ['never drawn in the feed']);
  const failures = results.finish({ dialogs: execution.dialogs, flagSet: await execution.flag() });
  expect(failures).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('every payload shows as text in the recognition detail, as a reason and as a comment', async ({ context }) => {
  test.setTimeout(180_000);
  const reasons = tally('XSS payloads inert in the recognition detail', `${CORPUS.length} detail pages`);
  const comments = tally('XSS payloads inert in comments', `${CORPUS.length} comments on one recognition`);
  await skipSeasonalIntro(context);
  await signIn(await context.newPage(), VIEWER);
  const pages = await Promise.all(Array.from({ length: DETAIL_PAGES_AT_ONCE }, () => context.newPage()));
  const watchers = pages.map(watchForExecution);
  const queue = [...planted];
  await Promise.all(
    pages.map(async (page) => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        await page.goto(`/bonuses/${entry.bonusId}`);
        const detail = page.getByRole('dialog', { name: /Recognition from/ });
        const card = detail.getByRole('article');
        await expect(card).toBeVisible({ timeout: DETAIL_LOAD_TIMEOUT_MS });
        reasons.record(entry.id, await payloadProblems(card, entry.payload));
        if (entry !== planted[0]) continue;
        const items = detail.getByRole('region', { name: 'Comments' }).getByRole('listitem');
        await expect(items).toHaveCount(CORPUS.length);
        for (const [index, { id, payload }] of CORPUS.entries())
          comments.record(id, await payloadProblems(items.nth(index), payload.trim()));
      }
    }),
  );
  const dialogs = watchers.flatMap((watcher) => watcher.dialogs);
  const flagSet = (await Promise.all(watchers.map((watcher) => watcher.flag()))).some(Boolean);
  const failures = [...reasons.finish({ dialogs, flagSet }), ...comments.finish({ dialogs: [], flagSet: false })];
  expect(failures).toEqual([]);
});

test('every payload shows as text in the search results and never runs', async ({ page }) => {
  test.setTimeout(120_000);
  const execution = watchForExecution(page);
  const results = tally('XSS payloads inert in search results', `${CORPUS.length} recognition hits`);
  await signIn(page, VIEWER);
  await page.goto('/');
  await expect(page.getByRole('feed', { name: 'Recognition feed' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: /search/i }).click();
  const dialog = page.getByRole('dialog');
  const searchbox = dialog.getByRole('searchbox');
  for (const entry of planted) {
    await searchbox.fill(entry.marker);
    await dialog.getByRole('tab', { name: 'Recognition' }).click();
    const hit = dialog.getByRole('link', { name: new RegExp(entry.marker) });
    await expect(hit).toHaveCount(1);
    results.record(entry.id, await payloadProblems(hit, entry.payload));
  }
  const failures = results.finish({ dialogs: execution.dialogs, flagSet: await execution.flag() });
  expect(failures).toEqual([]);
});
