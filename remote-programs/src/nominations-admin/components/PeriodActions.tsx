import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NominationPeriodDetail, NominationPeriodStatus } from '@laurel/shared/contract';
import type { PeriodAction } from '../api/use-period-actions';
import { nominationPeriodEditPath } from '../nomination-admin-paths';
import styles from '../../program-form/ProgramForm.module.css';

interface PeriodActionsProps {
  period: NominationPeriodDetail;
  status: NominationPeriodStatus;
  pending: PeriodAction | null;
  onStartNow: () => void;
  onCloseNow: () => void;
  onVisibility: () => void;
  onDelete: () => void;
}

/** What an admin may do with the period (programs §4): edit, start or close it now, share it, delete it. */
export function PeriodActions({
  period,
  status,
  pending,
  onStartNow,
  onCloseNow,
  onVisibility,
  onDelete,
}: PeriodActionsProps) {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const busy = pending === 'startNow' || pending === 'closeNow';
  return (
    <div className={styles.toolbar} role="group" aria-label={t('detail.actions')}>
      <Link className={styles.link} to={nominationPeriodEditPath(period.id)}>
        {t('detail.edit')}
      </Link>
      {status === 'upcoming' && (
        <button type="button" className={styles.primary} disabled={busy} onClick={onStartNow}>
          {pending === 'startNow' ? t('detail.starting') : t('detail.startNow')}
        </button>
      )}
      {status === 'open' && (
        <button type="button" className={styles.button} disabled={busy} onClick={onCloseNow}>
          {pending === 'closeNow' ? t('detail.closing') : t('detail.closeNow')}
        </button>
      )}
      <button type="button" className={styles.button} onClick={onVisibility}>
        {t(period.visibility === 'public' ? 'detail.makeAdminOnly' : 'detail.makePublic')}
      </button>
      <button type="button" className={styles.danger} onClick={onDelete}>
        {t('detail.delete')}
      </button>
    </div>
  );
}
