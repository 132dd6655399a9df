import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IncentiveListItem } from '@laurel/shared/contract';
import { useAdminIncentives } from '../api/get-admin-incentives';
import { useIncentiveChange, type IncentiveChange } from '../api/change-incentive';
import { ARCHIVED_INCENTIVES_PATH, INCENTIVES_ADMIN_PATH, NEW_INCENTIVE_PATH } from '../incentive-admin-paths';
import { DeleteIncentiveDialog } from './DeleteIncentiveDialog';
import { DeletedIncentives } from './DeletedIncentives';
import { IncentiveRows } from './IncentiveRows';
import { LoadedList } from '../../program-form/LoadedList';
import styles from '../../program-form/ProgramForm.module.css';
import { ChangeOutcome } from '../../program-form/ChangeOutcome';

/** `/admin/programs/incentives` and its `archived` list: active (or inactive) incentives and what to do with them. */
export function IncentivesAdmin({ archived }: { archived: boolean }) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const read = useAdminIncentives(archived ? 'inactive' : 'active');
  const { apply, pendingId, outcome } = useIncentiveChange();
  const [deleting, setDeleting] = useState<IncentiveListItem | null>(null);

  const change = (kind: IncentiveChange, incentive: IncentiveListItem) => {
    if (kind === 'delete') setDeleting(incentive);
    else void apply(kind, incentive);
  };

  return (
    <div className={styles.page}>
      <h1>{t(archived ? 'list.archivedTitle' : 'list.title')}</h1>
      <p className={styles.intro}>{t(archived ? 'list.archivedIntro' : 'list.intro')}</p>
      <nav className={styles.toolbar} aria-label={t('list.pages')}>
        {archived ? (
          <Link className={styles.link} to={INCENTIVES_ADMIN_PATH}>
            {t('list.activeLink')}
          </Link>
        ) : (
          <>
            <Link className={styles.primary} to={NEW_INCENTIVE_PATH}>
              {t('list.create')}
            </Link>
            <Link className={styles.link} to={ARCHIVED_INCENTIVES_PATH}>
              {t('list.archivedLink')}
            </Link>
          </>
        )}
      </nav>
      <ChangeOutcome ns="admin_rewards" keyPrefix="incentives" outcome={outcome} />
      <LoadedList
        ns="admin_rewards"
        keyPrefix="incentives"
        read={read}
        empty={t(archived ? 'list.archivedEmpty' : 'list.empty')}
      >
        {(data) => (
          <IncentiveRows incentives={data.records} archived={archived} pendingId={pendingId} onChange={change} />
        )}
      </LoadedList>
      {archived && <DeletedIncentives />}
      <DeleteIncentiveDialog
        incentive={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(incentive) => {
          setDeleting(null);
          void apply('delete', incentive);
        }}
      />
    </div>
  );
}
