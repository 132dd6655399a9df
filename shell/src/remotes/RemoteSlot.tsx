import { Suspense, use, type ReactNode } from 'react';
import { RemoteVersionError, type RemoteId, type RemoteModule } from '@laurel/shared';
import { useRemoteLoader } from './remote-loader';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';
import { SlotErrorBoundary } from './SlotErrorBoundary';

interface RemoteSlotProps {
  remote: RemoteId;
  children: (module: RemoteModule) => ReactNode;
  /** What shows while the remote loads; a remote that wraps other slots may keep them visible. */
  loading?: ReactNode;
  /** What shows when the remote fails, beside the named alert. */
  fallbackContent?: ReactNode;
  quiet?: boolean;
}

function LoadedRemote({ remote, children }: Pick<RemoteSlotProps, 'remote' | 'children'>) {
  const module = use(useRemoteLoader().get(remote));
  return children(module);
}

/** The mount point of a remote: whatever happens inside it stays inside it. */
export function RemoteSlot({ remote, children, loading, fallbackContent, quiet }: RemoteSlotProps) {
  const loader = useRemoteLoader();
  return (
    <SlotErrorBoundary
      onReset={() => loader.retry(remote)}
      fallbackRender={(resetErrorBoundary, error) => (
        <>
          <RemoteFallback
            remote={remote}
            onRetry={resetErrorBoundary}
            quiet={quiet}
            outdated={error instanceof RemoteVersionError}
          />
          {fallbackContent}
        </>
      )}
    >
      <Suspense fallback={loading === undefined ? <RemoteLoading remote={remote} /> : loading}>
        <LoadedRemote remote={remote}>{children}</LoadedRemote>
      </Suspense>
    </SlotErrorBoundary>
  );
}
