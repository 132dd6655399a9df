// The monolith build's stand-in for the shell's federation loader: the same contract checks, with
// every remote's `./remote` bundled from its source instead of fetched through the federation runtime.
import { REMOTE_CONTRACT_VERSION, validateRemoteModule, type RemoteId, type RemoteModule } from '@laurel/shared';

const REMOTE_SOURCES: Record<RemoteId, () => Promise<unknown>> = {
  recognition: () => import('laurel-monolith/recognition'),
  announcements: () => import('laurel-monolith/announcements'),
  programs: () => import('laurel-monolith/programs'),
  rewards: () => import('laurel-monolith/rewards'),
  admin: () => import('laurel-monolith/admin'),
};

export function createFederationLoader() {
  return {
    async load(id: RemoteId): Promise<RemoteModule> {
      return validateRemoteModule(id, await REMOTE_SOURCES[id](), [REMOTE_CONTRACT_VERSION]);
    },
    reset() {},
  };
}
