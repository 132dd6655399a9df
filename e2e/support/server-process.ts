import { spawn, type ChildProcess } from 'node:child_process';

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

async function waitUntilServing(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}

/** Starts one server of the system (commands hold no quoted arguments) and waits until it answers. */
export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  const [program, ...args] = spec.command.split(' ');
  const child = spawn(program!, args, { cwd: spec.cwd, stdio: 'ignore', env: { ...process.env, ...spec.env } });
  await waitUntilServing(spec.url, child);
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
