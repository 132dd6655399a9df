import { createRoot } from 'react-dom/client';
import type { RemoteModule } from '../contract/remote-contract';
import { DevHarness } from './DevHarness';

/** The standalone page of a remote: the same module the shell mounts, in the dev harness. */
export function renderStandalone(remote: RemoteModule, area: string) {
  createRoot(document.getElementById('root')!).render(<DevHarness remote={remote} area={area} />);
}
