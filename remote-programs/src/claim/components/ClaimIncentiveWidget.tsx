import { lazy, Suspense, useEffect, useState } from 'react';
import type { WidgetProps } from '@laurel/shared';
import { isReopenTooSoon, markClaimModalClosed } from '../reopen-guard';

const ClaimIncentiveModal = lazy(() =>
  import('./ClaimIncentiveModal').then((module) => ({ default: module.ClaimIncentiveModal })),
);

type ClaimIncentiveDetail = { incentiveId: number; fromAnnouncement?: boolean } | undefined;

// The detail crosses app boundaries: anything but a whole positive id is no incentive.
const incentiveIdOf = (detail: ClaimIncentiveDetail) =>
  Number.isSafeInteger(detail?.incentiveId) && detail!.incentiveId > 0 ? detail!.incentiveId : null;

/**
 * The widget the shell opens on `open-claim-incentive` (an incentives page, an announcement card): the
 * modal's code loads only when one is first opened, and an opening right after a close is ignored.
 */
export function ClaimIncentiveWidget({ detail, onClose }: WidgetProps<ClaimIncentiveDetail>) {
  const [tooSoon] = useState(() => isReopenTooSoon());
  useEffect(() => {
    if (tooSoon) onClose();
    else return () => markClaimModalClosed();
  }, [tooSoon, onClose]);
  if (tooSoon) return null;
  return (
    <Suspense fallback={null}>
      <ClaimIncentiveModal
        incentiveId={incentiveIdOf(detail)}
        fromAnnouncement={detail?.fromAnnouncement === true}
        onClose={onClose}
      />
    </Suspense>
  );
}
