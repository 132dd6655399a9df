import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { AwardListItem, AwardType } from '@laurel/shared/contract';
import { useAdminAwards } from '../api/get-admin-awards';
import type { AwardChange } from '../api/change-award';
import { AwardRows } from './AwardRows';
import styles from '../../program-form/ProgramForm.module.css';

interface AwardsTableProps {
  type: AwardType;
  archived: boolean;
  pendingId: string | null;
  onChange: (change: AwardChange, award: AwardListItem) => void;
}

/** One type's awards in one state, with the load's error and a retry, or a line saying there are none. */
export function AwardsTable({ type, archived, pendingId, onChange }: AwardsTableProps) {
  const { t } = useTranslation('awardsAdmin');
  const { data, error, isLoading, mutate } = useAdminAwards(type, archived ? 'inactive' : 'active');
  const caption = t(`list.captions.${type}${archived ? 'Archived' : ''}`);

  if (error) {
    return (
      <Alert status="error" title={t('list.loadFailed', { caption })}>
        <p>{apiErrorMessage(t, error)}</p>
        <button type="button" className={styles.button} onClick={() => void mutate()}>
          {t('list.retry')}
        </button>
      </Alert>
    );
  }
  if (isLoading || !data) {
    return (
      <p role="status" aria-busy="true" className={styles.empty}>
        {t('list.loading')}
      </p>
    );
  }
  if (data.records.length === 0) return <p className={styles.empty}>{t('list.none', { caption })}</p>;
  return (
    <AwardRows caption={caption} awards={data.records} archived={archived} pendingId={pendingId} onChange={onChange} />
  );
}
