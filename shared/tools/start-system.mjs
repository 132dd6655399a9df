#!/usr/bin/env node
// `npm start` (built apps, compressing servers) or `npm run dev` (webpack dev servers with reload):
// the mock API, the shell and every remote, then the URL and the sign-in personas.
import path from 'node:path';
import { createRequire } from 'node:module';
import { startProcess, stopAllOnExit, waitForUrl } from './processes.mjs';

const require = createRequire(import.meta.url);
const { REMOTES, SHELL_PORT, MOCK_API_PORT } = require('./system.cjs');

const dev = process.argv.includes('--dev');
const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
const apps = [{ id: 'shell', dir: 'shell', port: SHELL_PORT }, ...REMOTES];

const children = [
  startProcess(
    'mock-api',
    process.execPath,
    [...(dev ? ['--watch'] : []), '--import', 'tsx', path.join(repoRoot, 'mock-api/src/server.ts')],
    { cwd: path.join(repoRoot, 'mock-api') },
  ),
  ...apps.map((app) =>
    dev
      ? startProcess(app.id, bin('webpack'), ['serve', '--mode', 'development'], { cwd: path.join(repoRoot, app.dir) })
      : startProcess(app.id, process.execPath, [path.join(repoRoot, 'shared/tools/serve-app.mjs'), app.id]),
  ),
];
stopAllOnExit(children);

const shellUrl = `http://localhost:${SHELL_PORT}`;
await waitForUrl(`http://localhost:${MOCK_API_PORT}/health`);
await Promise.all(
  apps.map((app) => waitForUrl(`http://localhost:${app.port}/`, { timeoutMs: dev ? 180_000 : 60_000 })),
);
const personas = await (await fetch(`http://localhost:${MOCK_API_PORT}/users/personas.json`)).json();

console.log(`
Laurel is running${dev ? ' (dev servers, reload on change)' : ''}.

  Open:      ${shellUrl}
  Mock API:  http://localhost:${MOCK_API_PORT}
  Remotes:   ${REMOTES.map((remote) => `${remote.id} :${remote.port}`).join(', ')}

Sign in as any of these personas (the sign-in page lists them):
${personas.map((persona) => `  - ${persona.persona.padEnd(20)} ${persona.name} (${persona.description})`).join('\n')}

Press Ctrl+C to stop.
`);
