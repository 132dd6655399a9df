import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, signIn, skipSeasonalIntro, test } from '../support/fixtures';
import { startAppServer, type RunningServer } from '../support/app-server-process';
import { e2eRemotesConfig, REPO_ROOT } from '../support/system';

// A shell and a remote-rewards of their own, with their own releases: the rest of the suite never
// sees the release this spec makes.
const SHELL_PORT = 4030;
const REWARDS_PORT = 4034;
const SHELL = `http://localhost:${SHELL_PORT}`;
const CLI = path.join(REPO_ROOT, 'shared/tools/releases/cli.mjs');
const CATALOGUE_COPY = path.join(REPO_ROOT, 'remote-rewards/src/locales/en/rewards.json');
const CHANGED_TITLE = 'Rewards, freshly released';

interface CliResult {
  code: number;
  output: string;
}

test.describe('a feature team releases one remote while the shell runs', () => {
  test.describe.configure({ mode: 'serial' });
  const servers: RunningServer[] = [];
  const contexts: BrowserContext[] = [];
  let shellCopy: string;
  let releasesDir: string;

  const cli = (...args: string[]) =>
    new Promise<CliResult>((resolve) => {
      const env = {
        ...process.env,
        LAUREL_RELEASES_DIR: releasesDir,
        LAUREL_SHELL_URL: SHELL,
        LAUREL_ENV: 'development',
      };
      execFile(process.execPath, [CLI, ...args], { cwd: REPO_ROOT, env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });

  const signedInPage = async (browser: Browser, path: string) => {
    const context = await browser.newContext({ baseURL: SHELL });
    contexts.push(context);
    await skipSeasonalIntro(context);
    const page = await context.newPage();
    await signIn(page);
    await page.goto(path);
    return page;
  };

  const catalogueTitle = (page: Awaited<ReturnType<typeof signedInPage>>) => page.getByRole('heading', { level: 1 });

  test.beforeAll(async () => {
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-releases-'));
    shellCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-shell-'));
    fs.cpSync(path.join(REPO_ROOT, 'shell/dist'), shellCopy, { recursive: true });
    const remotes = e2eRemotesConfig().remotes.map((remote) =>
      remote.id === 'rewards' ? { ...remote, entry: `http://localhost:${REWARDS_PORT}/mf-manifest.json` } : remote,
    );
    fs.writeFileSync(path.join(shellCopy, 'remotes.json'), JSON.stringify({ remotes }));
    const env = { LAUREL_RELEASES_DIR: releasesDir };
    servers.push(await startAppServer('shell', SHELL_PORT, shellCopy, env));
    servers.push(await startAppServer('rewards', REWARDS_PORT, undefined, env));
  });

  test.afterAll(async () => {
    // Open pages keep connections to the servers: close them first, or a server waits for them.
    await Promise.all(contexts.map((context) => context.close()));
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(shellCopy, { recursive: true, force: true });
    fs.rmSync(releasesDir, { recursive: true, force: true });
  });

  test('release, promote, roll back, and a release for another contract refused', async ({ browser }) => {
    test.setTimeout(300_000);
    const openBefore = await signedInPage(browser, '/');
    await expect(openBefore.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // The team changes a visible text and releases remote-rewards alone.
    const original = fs.readFileSync(CATALOGUE_COPY, 'utf8');
    let released: CliResult;
    try {
      fs.writeFileSync(CATALOGUE_COPY, original.replace('"title": "Rewards",', `"title": "${CHANGED_TITLE}",`));
      released = await cli('release', 'rewards');
    } finally {
      fs.writeFileSync(CATALOGUE_COPY, original);
    }
    expect(released.code, released.output).toBe(0);
    const release = /Released rewards (\S+)/.exec(released.output)![1]!;
    const facts = JSON.parse(fs.readFileSync(path.join(releasesDir, 'rewards', release, 'release.json'), 'utf8'));
    expect(facts).toMatchObject({ app: 'rewards', release, contractVersion: 2 });
    expect(facts.routes).toContain('/rewards');

    const promotion = await cli('promote', 'rewards', release);
    expect(promotion.code, promotion.output).toBe(0);
    expect(promotion.output).toContain('Smoke run: /rewards');
    expect(promotion.output).toContain(`rewards ${release} is live in development`);

    // The page opened before the promotion takes the release on its next navigation, without a reload.
    await openBefore.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
    await expect(catalogueTitle(openBefore)).toHaveText(CHANGED_TITLE);

    // Rolled back while a page runs the release: that page still loads the release's lazy chunks.
    const rollback = await cli('rollback', 'rewards');
    expect(rollback.output).toContain('rewards is back to its own build');
    const releaseChunk = openBefore.waitForResponse(
      (response) => response.url().includes(`/releases/${release}/`) && response.url().endsWith('.js'),
    );
    await openBefore.locator('main a[href^="/rewards/"]:not([href^="/rewards/history"])').first().click();
    expect((await releaseChunk).ok()).toBe(true);
    await expect(openBefore).toHaveURL(/\/rewards\/\d+$/);
    await expect(openBefore.getByRole('heading', { level: 1 })).toBeVisible();

    const openAfter = await signedInPage(browser, '/rewards');
    await expect(catalogueTitle(openAfter)).toHaveText('Rewards');

    // A release built against a contract the live shell does not support is refused; nothing changes.
    const foreign = '0.9.0-0badc0de';
    fs.cpSync(path.join(releasesDir, 'rewards', release), path.join(releasesDir, 'rewards', foreign), {
      recursive: true,
    });
    const foreignFacts = path.join(releasesDir, 'rewards', foreign, 'release.json');
    fs.writeFileSync(foreignFacts, JSON.stringify({ ...facts, release: foreign, contractVersion: 3 }));
    const refused = await cli('promote', 'rewards', foreign);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('was built against contract version 3; the live shell supports 2');
    const registry = JSON.parse(fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8'));
    expect(registry.environments.development.rewards.live).toBeNull();
  });
});
