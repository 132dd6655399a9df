import { z } from 'zod';
import { REMOTE_IDS, type RemoteId } from './remote-contract';

/** `remotes.json`, served beside the shell's index.html and written per environment. */
export const remotesConfigSchema = z.object({
  remotes: z
    .array(
      z.object({
        id: z.enum(REMOTE_IDS as [RemoteId, ...RemoteId[]]),
        name: z.string().min(1),
        entry: z.url(),
      }),
    )
    .refine((remotes) => new Set(remotes.map((remote) => remote.id)).size === remotes.length, {
      message: 'each remote may be listed once',
    }),
});

export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
export type RemoteEntry = RemotesConfig['remotes'][number];
