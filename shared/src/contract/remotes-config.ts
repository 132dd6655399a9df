import * as z from 'zod/mini';
import { REMOTE_IDS, type RemoteId } from './remote-contract';

/**
 * `remotes.json`, served beside the shell's index.html and written per environment.
 * zod/mini: the shell parses this on every boot, before any remote, so its bytes count on `/`.
 */
export const remotesConfigSchema = z.object({
  remotes: z
    .array(
      z.object({
        id: z.enum(REMOTE_IDS as [RemoteId, ...RemoteId[]]),
        name: z.string().check(z.minLength(1)),
        entry: z.url(),
      }),
    )
    .check(
      z.refine((remotes) => new Set(remotes.map((remote) => remote.id)).size === remotes.length, {
        message: 'each remote may be listed once',
      }),
    ),
});

export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
export type RemoteEntry = RemotesConfig['remotes'][number];
