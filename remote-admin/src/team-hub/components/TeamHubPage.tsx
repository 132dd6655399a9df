import { useTranslation } from 'react-i18next';
import { usePermission } from '@laurel/shared';
import { LoadFailure } from '../../ui/LoadFailure';
import { useTeamHub } from '../api/use-team-hub';
import { TeamHubView } from './TeamHubView';
import styles from './TeamHub.module.css';

/** `/team/your-team` (issue 18 item 2): a manager's direct reports and a shortcut to recognize each. */
export function TeamHubPage() {
  const { t } = useTranslation('manager_enablement');
  const canGive = usePermission('can-give-recognition');
  const { data, error, isLoading, retry } = useTeamHub();
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      {error ? (
        <LoadFailure error={error} retry={retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : isLoading || !data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <TeamHubView team={data.team} canGive={canGive} now={data.readAt} />
      )}
    </div>
  );
}
