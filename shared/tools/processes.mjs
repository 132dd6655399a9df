import { spawn } from 'node:child_process';

/** Starts a child with its output prefixed, and returns a handle to stop it by its own id. */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  child.laurelName = name;
  const prefix = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) target.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Resolves once `url` answers 2xx; fails at the deadline or as soon as `child` (its server) exits. */
export async function waitForUrl(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops every child on Ctrl+C, and stops everything if one child dies (a port in use, a crash). */
export function stopAllOnExit(children) {
  let stopping = false;
  const stop = (code) => {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const child of children) {
    child.on('exit', (code) => {
      if (stopping) return;
      console.error(
        `\n${child.laurelName} stopped (exit code ${code}); stopping the rest. Is its port already in use?`,
      );
      stop(1);
    });
  }
}
