import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, signIn, test } from '../support/fixtures';
import { startAppServer, type RunningServer } from '../support/app-server-process';
import { e2eRemotesConfig, REPO_ROOT } from '../support/system';

const SHELL_COPY_PORT = 4010;
const SECOND_REWARDS_PORT = 4014;
const LATE_REWARDS_PORT = 4015;

function writeRemotesJson(distDir: string, rewardsOrigin: string) {
  const remotes = e2eRemotesConfig().remotes.map((remote) =>
    remote.id === 'rewards' ? { ...remote, entry: `${rewardsOrigin}/mf-manifest.json` } : remote,
  );
  fs.writeFileSync(path.join(distDir, 'remotes.json'), JSON.stringify({ remotes }));
}

test.describe('remotes.json is read at run time', () => {
  test.describe.configure({ mode: 'serial' });
  const servers: RunningServer[] = [];
  let shellCopy: string;

  test.beforeAll(async () => {
    // A copy of the built shell: only its remotes.json changes below, nothing is rebuilt.
    shellCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-shell-'));
    fs.cpSync(path.join(REPO_ROOT, 'shell/dist'), shellCopy, { recursive: true });
    servers.push(await startAppServer('shell', SHELL_COPY_PORT, shellCopy));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(shellCopy, { recursive: true, force: true });
  });

  test('a second copy of a remote on another port is picked up without rebuilding the shell', async ({ page }) => {
    servers.push(await startAppServer('rewards', SECOND_REWARDS_PORT));
    writeRemotesJson(shellCopy, `http://localhost:${SECOND_REWARDS_PORT}`);
    const manifestRequest = page.waitForRequest(`http://localhost:${SECOND_REWARDS_PORT}/mf-manifest.json`);

    await signIn(page);
    await page.goto(`http://localhost:${SHELL_COPY_PORT}/rewards`);
    await manifestRequest;
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  });

  test('a remote whose server is down shows the fallback, and Retry mounts it once it is up', async ({ page }) => {
    writeRemotesJson(shellCopy, `http://localhost:${LATE_REWARDS_PORT}`);
    await signIn(page);
    await page.goto(`http://localhost:${SHELL_COPY_PORT}/rewards`);
    const fallback = page.getByRole('alert').filter({ hasText: 'Rewards is unavailable right now' });
    await expect(fallback).toBeVisible();

    servers.push(await startAppServer('rewards', LATE_REWARDS_PORT));
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  });
});
