import { Suspense, type ReactNode } from 'react';
import { RemoteVersionError, type RemoteId, type RemoteModule } from '@laurel/shared';
import { useRemoteLoader } from './remote-loader';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { useSettled } from './use-settled';

interface RemoteSlotProps {
  remote: RemoteId;
  children: (module: RemoteModule) => ReactNode;
  /** What shows while the remote loads; a remote that wraps other slots may keep them visible. */
  loading?: ReactNode;
  /** What shows when the remote fails, beside the named alert. */
  fallbackContent?: ReactNode;
  quiet?: boolean;
}

function LoadedRemote({
  remote,
  children,
  loading,
}: Pick<RemoteSlotProps, 'remote' | 'children'> & { loading: ReactNode }) {
  const load = useSettled(useRemoteLoader().get(remote));
  if (load.status === 'rejected') throw load.reason;
  if (load.status === 'pending') return loading;
  // A remote's page may still wait for its translations or a lazy part.
  return <Suspense fallback={loading}>{children(load.value)}</Suspense>;
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
      <LoadedRemote remote={remote} loading={loading === undefined ? <RemoteLoading remote={remote} /> : loading}>
        {children}
      </LoadedRemote>
    </SlotErrorBoundary>
  );
}
