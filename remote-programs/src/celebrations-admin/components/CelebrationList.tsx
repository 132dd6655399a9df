import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { Celebration, CelebrationList as CelebrationListAnswer } from '@laurel/shared/contract';
import type { CelebrationChange } from '../api/change-celebration';
import { CelebrationRows } from './CelebrationRows';
import styles from '../../program-form/ProgramForm.module.css';

interface CelebrationListProps {
  read: SWRResponse<CelebrationListAnswer>;
  caption: string;
  empty: string;
  pendingId: number | null;
  onChange: (change: CelebrationChange, celebration: Celebration) => void;
}

/** One state's celebrations: loading, the spec's error with a retry, empty, or the table. */
export function CelebrationList({ read, caption, empty, pendingId, onChange }: CelebrationListProps) {
  const { t } = useTranslation('celebrationsAdmin');
  const { data, error, isLoading, mutate } = read;
  if (error)
    return (
      <Alert status="error" title={t('list.loadFailed')}>
        <p>{apiErrorMessage(t, error)}</p>
        <button type="button" className={styles.button} onClick={() => void mutate()}>
          {t('list.retry')}
        </button>
      </Alert>
    );
  if (isLoading || !data)
    return (
      <p role="status" aria-busy="true" className={styles.empty}>
        {t('list.loading')}
      </p>
    );
  if (data.records.length === 0) return <p className={styles.empty}>{empty}</p>;
  return <CelebrationRows celebrations={data.records} caption={caption} pendingId={pendingId} onChange={onChange} />;
}
