import { spawn, type ChildProcess } from 'node:child_process';
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

/** Every server this process started and has not stopped yet, so any failure path can stop them all. */
const running = new Set<ChildProcess>();

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    running.delete(child);
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function answers(url: string) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts one server of the system (commands hold no quoted arguments) and waits until it answers.
 * Refuses a port something else already answers on: it would be measured instead of this build.
 */
export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  if (await answers(spec.url)) throw new Error(`${spec.url} already answers: another server holds the port`);
  const [program, ...args] = spec.command.split(' ');
  const child = spawn(program!, args, { cwd: spec.cwd, stdio: 'ignore', env: { ...process.env, ...spec.env } });
  running.add(child);
  try {
    await waitForUrl(spec.url, { timeoutMs: 30_000, child });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { stop: () => stopChild(child) };
}

/** Starts every server, or none: when one fails, those already up are stopped before the error is thrown. */
export async function startServers(specs: ServerSpec[]): Promise<RunningServer[]> {
  const started = await Promise.allSettled(specs.map(startServer));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.stop()] : [])));
    throw failure.reason;
  }
  return started.map((result) => (result as PromiseFulfilledResult<RunningServer>).value);
}

/** Stops whatever is still running; for exit paths that never reached a `finally`. */
export const stopAllServers = () => Promise.all([...running].map(stopChild));

/** A signal or an uncaught failure still stops every server before the process ends. */
export function stopServersOnExit() {
  const stopThenExit = (code: number) => () => void stopAllServers().finally(() => process.exit(code));
  process.once('SIGINT', stopThenExit(130));
  process.once('SIGTERM', stopThenExit(143));
  process.once('uncaughtException', (error) => {
    console.error(error);
    stopThenExit(1)();
  });
  // The last resort: 'exit' handlers run synchronously, so only a kill can be sent.
  process.once('exit', () => {
    for (const child of running) child.kill('SIGTERM');
  });
}
