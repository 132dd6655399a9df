import { spawn, type ChildProcess } from 'node:child_process';

interface ServerSpec {
  command: string;
  cwd: string;
  url: string;
  env?: Record<string, string>;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Starts the same servers as the Playwright run, for the benchmarks. */
export async function startSystem(specs: ServerSpec[]) {
  const children: ChildProcess[] = specs.map((spec) =>
    spawn(spec.command.split(' ')[0]!, spec.command.split(' ').slice(1), {
      cwd: spec.cwd,
      stdio: 'ignore',
      env: { ...process.env, ...spec.env },
    }),
  );
  await Promise.all(specs.map((spec) => waitFor(spec.url)));
  return {
    stop: async () => {
      for (const child of children) child.kill('SIGTERM');
    },
  };
}
