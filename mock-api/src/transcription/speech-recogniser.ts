import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { TRANSCRIPTION_SAMPLE_RATE_HZ } from '@laurel/shared/contract';
import { wavOf } from './wav';

/** Turns 16 kHz mono Int16 speech into text; another engine (a cloud service) would implement the same. */
export interface SpeechRecogniser {
  /** Whether the engine is installed; when not, the API answers "unavailable". */
  available(): boolean;
  transcribe(samples: Buffer): Promise<string>;
}

export interface PocketsphinxOptions {
  /** The program, by name on the PATH or by path. */
  binary?: string;
  /** The acoustic model the program loads by default; without it the program cannot start. */
  modelDir?: string;
  timeoutMs?: number;
  /** Recognitions at once; the rest wait their turn (each takes a core for ~a second). */
  concurrency?: number;
}

/** Debian's pocketsphinx and pocketsphinx-en-us: an offline recogniser, so dictation works without a network. */
export const POCKETSPHINX_DEFAULTS = {
  binary: process.env.LAUREL_POCKETSPHINX_BINARY ?? 'pocketsphinx_continuous',
  modelDir: process.env.LAUREL_POCKETSPHINX_MODEL ?? '/usr/share/pocketsphinx/model/en-us/en-us',
  timeoutMs: 30_000,
  concurrency: 2,
} as const;

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function resolveBinary(binary: string): string | null {
  if (binary.includes('/')) return isExecutable(binary) ? binary : null;
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return dirs.map((dir) => path.join(dir, binary)).find(isExecutable) ?? null;
}

function run(binary: string, args: readonly string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'ignore'], timeout: timeoutMs });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      out += text;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(out);
      else reject(new Error(`pocketsphinx ended with ${signal ?? `code ${code}`}`));
    });
  });
}

function limitTo(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function pocketsphinxRecogniser(options: PocketsphinxOptions = {}): SpeechRecogniser {
  const { binary, modelDir, timeoutMs, concurrency } = { ...POCKETSPHINX_DEFAULTS, ...options };
  const limited = limitTo(concurrency);
  const available = () => resolveBinary(binary) !== null && fs.existsSync(modelDir);
  return {
    available,
    transcribe: (samples) =>
      limited(async () => {
        const program = resolveBinary(binary);
        if (!program || !fs.existsSync(modelDir)) throw new Error('pocketsphinx is not installed');
        const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'laurel-dictation-'));
        try {
          const wav = path.join(dir, 'speech.wav');
          await fs.promises.writeFile(wav, wavOf(samples, TRANSCRIPTION_SAMPLE_RATE_HZ));
          const out = await run(program, ['-infile', wav, '-logfn', '/dev/null'], timeoutMs);
          return out
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .join(' ');
        } finally {
          await fs.promises.rm(dir, { recursive: true, force: true });
        }
      }),
  };
}
