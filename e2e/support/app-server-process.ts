import { spawn, type ChildProcess } from 'node:child_process';
import { API_ORIGIN, SERVE_APP } from './system';

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}

/** Serves one app's build (or a copy of it) on a port of the test's choosing, as `npm start` does. */
export async function startAppServer(id: string, port: number, distDir?: string): Promise<RunningServer> {
  const args = [SERVE_APP, id, '--port', String(port), '--api', API_ORIGIN, ...(distDir ? ['--dist', distDir] : [])];
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('LAUREL_REMOTE_')));
  const child = spawn(process.execPath, args, { stdio: 'ignore', env });
  const origin = `http://localhost:${port}`;
  await waitUntilServing(`${origin}/index.html`, child);
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
