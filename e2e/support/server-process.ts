import { spawn } from 'node:child_process';
import { waitForUrl } from '@laurel/shared/processes';

export interface ServerSpec {
  command: string;
  cwd: string;
  /** Answers 2xx once the server is ready. */
  url: string;
  env?: Record<string, string>;
}

export interface RunningServer {
  stop: () => Promise<void>;
}

/** Starts one server of the system (commands hold no quoted arguments) and waits until it answers. */
export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  const [program, ...args] = spec.command.split(' ');
  const child = spawn(program!, args, { cwd: spec.cwd, stdio: 'ignore', env: { ...process.env, ...spec.env } });
  await waitForUrl(spec.url, { timeoutMs: 30_000, child });
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
