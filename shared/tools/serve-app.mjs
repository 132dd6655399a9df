#!/usr/bin/env node
// Usage: serve-app.mjs <shell|recognition|…> [--port N] [--dist DIR] [--api ORIGIN]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { appDir, createAppServer } from './app-server.mjs';

const require = createRequire(import.meta.url);
const { REMOTES, SHELL_PORT, MOCK_API_PORT } = require('./system.cjs');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, dist: { type: 'string' }, api: { type: 'string' } },
});
const id = positionals[0];
if (!id) {
  console.error('Usage: serve-app.mjs <shell|recognition|announcements|programs|rewards|admin> [--port N]');
  process.exit(2);
}
const defaultPort = id === 'shell' ? SHELL_PORT : REMOTES.find((remote) => remote.id === id)?.port;
const port = Number(values.port ?? process.env.PORT ?? defaultPort);
const distDir = path.resolve(values.dist ?? path.join(appDir(id), 'dist'));
const apiOrigin = values.api ?? process.env.LAUREL_API_ORIGIN ?? `http://localhost:${MOCK_API_PORT}`;

const server = createAppServer({ id, distDir, apiOrigin }).listen(port, () => {
  console.log(`${id}: serving ${distDir} on http://localhost:${port}`);
});
const stop = () => {
  server.close(() => process.exit(0));
  // Keep-alive connections (the proxy's, the browser's) would hold close() open indefinitely.
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
