// Resolved by the monolith build's aliases to each remote's src/remote.ts.
declare module 'laurel-monolith/*' {
  import type { RemoteModule } from '@laurel/shared';

  const remote: RemoteModule;
  export default remote;
}
