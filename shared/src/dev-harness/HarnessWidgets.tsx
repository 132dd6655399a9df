import { Suspense, useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { emit } from '../contract/laurel-events';
import type { RemoteModule } from '../contract/remote-contract';
import { ModalWidgetHost } from '../widgets/ModalWidgetHost';
import { RemoteMountProvider, type RemoteMountProps } from '../widgets/widget-mount';

/** The harness's one remote is at hand: nothing to load, and another remote's widget is not there to show. */
const localMount =
  (remote: RemoteModule) =>
  ({ remote: id, children, fallbackContent }: RemoteMountProps) =>
    id === remote.id && (
      <ErrorBoundary fallback={fallbackContent ?? null}>
        <Suspense fallback={null}>{children(remote)}</Suspense>
      </ErrorBoundary>
    );

/** The standalone page hosts the remote's widgets with the shell's own hosts. */
export function HarnessWidgets({ remote, children }: { remote: RemoteModule; children: ReactNode }) {
  const mount = useMemo(() => localMount(remote), [remote]);
  return (
    <RemoteMountProvider mount={mount}>
      {children}
      <ModalWidgetHost />
    </RemoteMountProvider>
  );
}

/** A button for each modal the remote offers, sending the event the shell would. */
export function HarnessModalButtons({ remote }: { remote: RemoteModule }) {
  const { t } = useTranslation('common');
  return remote.widgets?.map(
    ({ id, openOn }) =>
      openOn && (
        <button key={id} type="button" onClick={() => emit(openOn)}>
          {t(`devHarness.widgets.${id}`)}
        </button>
      ),
  );
}
