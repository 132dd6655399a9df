import { useTranslation } from 'react-i18next';
import type { RedemptionRecordStatus, RedemptionStatus as Status } from '@laurel/shared/contract';
import styles from './History.module.css';

/** A redemption's status (programs §4) in words, coloured by how it went. */
export function RedemptionStatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation('rewards');
  return (
    <span className={styles.badge} data-tone={STATUS_TONES[status]}>
      {t(`history.status.${status}.label`)}
    </span>
  );
}

/** Where the delivery of a redemption stands: its record's status (programs §4) in words. */
export function RecordStatusText({ status }: { status: RedemptionRecordStatus }) {
  const { t } = useTranslation('rewards');
  return <span data-tone={RECORD_TONES[status]}>{t(`history.recordStatus.${status}`)}</span>;
}

type Tone = 'waiting' | 'done' | 'stopped';

const STATUS_TONES: Record<Status, Tone> = {
  new: 'waiting',
  approved: 'waiting',
  fulfilled: 'done',
  declined: 'stopped',
  refunded: 'stopped',
};

const RECORD_TONES: Record<RedemptionRecordStatus, Tone> = {
  new: 'waiting',
  manual_pending: 'waiting',
  retry: 'waiting',
  pending_voucher: 'waiting',
  manual_fulfilled: 'done',
  succeeded: 'done',
  failed: 'stopped',
  canceled: 'stopped',
  out_of_stock: 'stopped',
  expired: 'stopped',
};
