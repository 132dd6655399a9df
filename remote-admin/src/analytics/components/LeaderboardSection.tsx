import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isServedPath } from '@laurel/shared';
import type { ReportRange } from '@laurel/shared/contract';
import { LoadFailure } from '../../ui/LoadFailure';
import { useLeaderboard } from '../api/use-leaderboard';
import { LeaderboardTable } from './LeaderboardTable';
import styles from './Analytics.module.css';

/** Where a person opts out of leaderboards (recipient preferences, issue 18 item 5). */
const PROFILE_SETTINGS_PATH = '/users/edit';

/** The top givers and receivers of the period, and how not to be listed. */
export function LeaderboardSection({ range }: { range: ReportRange }) {
  const { t } = useTranslation('reports', { keyPrefix: 'analytics' });
  const headingId = useId();
  const { data, error, retry } = useLeaderboard(range);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('leaderboard.title')}</h2>
      {error ? (
        <LoadFailure error={error} retry={retry} title={t('leaderboard.loadFailed')} retryLabel={t('retry')} />
      ) : !data ? (
        <p role="status" className={styles.muted}>
          {t('leaderboard.loading')}
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            {t(data.viewer_opted_out ? 'leaderboard.optedOut' : 'leaderboard.optOut')}{' '}
            {isServedPath(PROFILE_SETTINGS_PATH) && (
              <Link to={PROFILE_SETTINGS_PATH}>{t('leaderboard.openSettings')}</Link>
            )}
          </p>
          <div className={styles.boards}>
            <LeaderboardTable
              caption={t('leaderboard.givers')}
              entries={data.givers}
              emptyText={t('leaderboard.emptyGivers')}
            />
            <LeaderboardTable
              caption={t('leaderboard.receivers')}
              entries={data.receivers}
              emptyText={t('leaderboard.emptyReceivers')}
            />
          </div>
        </>
      )}
    </section>
  );
}
