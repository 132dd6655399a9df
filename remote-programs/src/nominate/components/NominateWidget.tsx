import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@laurel/shared';
import { periodIdOf } from '../period-id';
import { useCloseNomination } from '../hooks/use-close-nomination';

const NominateModal = lazy(() => import('./NominateModal').then((module) => ({ default: module.NominateModal })));

type NominationDetail = { nominationPeriodId: number } | undefined;

/**
 * The widget the shell opens on `open-nomination` (`?beginNomination=`, the mobile nominate action, a
 * Nominate button): the modal's code and English load only when one is first opened.
 */
export function NominateWidget({ detail, onClose }: WidgetProps<NominationDetail>) {
  const close = useCloseNomination(onClose);
  return (
    <Suspense fallback={null}>
      <NominateModal periodId={detail === undefined ? undefined : periodIdOf(detail)} onClose={close} />
    </Suspense>
  );
}
