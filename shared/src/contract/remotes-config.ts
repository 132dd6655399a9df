import { REMOTE_IDS, type RemoteId } from './remote-contract';

/** One remote as `remotes.json` names it: its contract id, its federation name and its manifest URL. */
export interface RemoteEntry {
  id: RemoteId;
  name: string;
  entry: string;
}

/** `remotes.json`, served beside the shell's index.html and written per environment. */
export interface RemotesConfig {
  remotes: RemoteEntry[];
}

export type RemotesConfigParse = { success: true; data: RemotesConfig } | { success: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isHttpUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

function remoteEntryProblem(value: unknown, index: number): string | undefined {
  if (!isRecord(value)) return `remotes[${index}] is not an object`;
  if (!(REMOTE_IDS as readonly unknown[]).includes(value.id)) return `remotes[${index}].id is not a known remote`;
  if (typeof value.name !== 'string' || !value.name) return `remotes[${index}].name is empty`;
  if (!isHttpUrl(value.entry)) return `remotes[${index}].entry is not an http(s) URL`;
  return undefined;
}

/**
 * Checks `remotes.json` by hand: the shell parses it on every boot, before any remote, and a schema
 * library there would cost ~8 KiB of JS on `/` for three fields.
 */
export function parseRemotesConfig(value: unknown): RemotesConfigParse {
  if (!isRecord(value) || !Array.isArray(value.remotes)) return { success: false, error: 'remotes is not a list' };
  const remotes: unknown[] = value.remotes;
  const problem = remotes.map(remoteEntryProblem).find(Boolean);
  if (problem) return { success: false, error: problem };
  const entries = remotes as RemoteEntry[];
  if (new Set(entries.map((remote) => remote.id)).size !== entries.length)
    return { success: false, error: 'each remote may be listed once' };
  return {
    success: true,
    data: { remotes: entries.map(({ id, name, entry }) => ({ id, name, entry })) },
  };
}
