import type { ChildProcess, SpawnOptions } from 'node:child_process';

export function startProcess(name: string, command: string, args: string[], options?: SpawnOptions): ChildProcess;
export function waitForUrl(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export function stopAllOnExit(children: ChildProcess[]): void;
