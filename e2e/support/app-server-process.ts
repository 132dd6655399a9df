import { API_ORIGIN, REPO_ROOT, SERVE_APP } from './system';
import { startServer, type RunningServer } from './server-process';

/** Serves one app's build (or a copy of it) on a port of the test's choosing, as `npm start` does. */
export function startAppServer(
  id: string,
  port: number,
  distDir?: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const dist = distDir ? ` --dist ${distDir}` : '';
  // Without the runner's LAUREL_REMOTE_* variables: the test's remotes.json alone decides.
  const env = {
    ...Object.fromEntries(
      Object.keys(process.env)
        .filter((key) => key.startsWith('LAUREL_REMOTE_'))
        .map((key) => [key, '']),
    ),
    ...extraEnv,
  };
  return startServer({
    command: `${process.execPath} ${SERVE_APP} ${id} --port ${port} --api ${API_ORIGIN}${dist}`,
    cwd: REPO_ROOT,
    url: `http://localhost:${port}/index.html`,
    env,
  });
}

export type { RunningServer };
