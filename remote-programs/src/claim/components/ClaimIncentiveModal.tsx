import { useTranslation } from 'react-i18next';
import { apiErrorMessage, HttpError } from '@laurel/shared';
import { Alert, ModalDialog, ModalDialogClose } from '@laurel/shared/ui-kit';
import { useClaimableIncentive } from '../api/get-claimable-incentive';
import { unclaimableBecause } from '../claim-draft';
import { ClaimNotices } from './ClaimNotices';
import { ClaimForm } from './ClaimForm';
import styles from './Claim.module.css';
import '../claim-copy';

const MODAL_WIDTH_PX = 560;

interface ClaimIncentiveModalProps {
  incentiveId: number | null;
  /** Opened from an announcement card: a claim without a proof goes as JSON (programs §7). */
  fromAnnouncement?: boolean;
  onClose: () => void;
}

/** Programs §2, §4: claim an incentive with a reason and an optional proof, or read why it cannot be claimed. */
export function ClaimIncentiveModal({ incentiveId, fromAnnouncement = false, onClose }: ClaimIncentiveModalProps) {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  const { data: incentive, error } = useClaimableIncentive(incentiveId);
  const noData = incentiveId === null || (error instanceof HttpError && error.isNotFound());
  const closeButton = (
    <div className={styles.actions}>
      <ModalDialogClose asChild>
        <button type="button" className={styles.button}>
          {t('claim.modal.close')}
        </button>
      </ModalDialogClose>
    </div>
  );

  let body;
  if (noData) {
    body = (
      <>
        <Alert status="info">
          <p className={styles.alertText}>{t('claim.modal.no_incentive_data')}</p>
        </Alert>
        {closeButton}
      </>
    );
  } else if (error) {
    body = (
      <>
        <Alert status="error">
          <p className={styles.alertText}>
            {apiErrorMessage(t, error, { fallback: t('claim.modal.fetch_error', { id: incentiveId }) })}
          </p>
        </Alert>
        {closeButton}
      </>
    );
  } else if (!incentive) {
    body = (
      <p role="status" className={styles.muted}>
        {t('claim.modal.loading')}
      </p>
    );
  } else {
    const unclaimable = unclaimableBecause(incentive);
    body = (
      <>
        <p className={styles.amount}>{t('claim.modal.amount', { count: incentive.amount })}</p>
        <ClaimNotices incentive={incentive} />
        {unclaimable ? (
          closeButton
        ) : (
          <ClaimForm incentive={incentive} fromAnnouncement={fromAnnouncement} onClaimed={onClose} />
        )}
      </>
    );
  }

  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={incentive ? t('claim.modal.titleNamed', { name: incentive.name }) : t('claim.modal.title')}
      widthPx={MODAL_WIDTH_PX}
    >
      {body}
    </ModalDialog>
  );
}
