import { useParams, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@laurel/shared';
import { useClaimableIncentive } from '../claim/api/get-claimable-incentive';
import { IncentiveDetail } from '../incentives/components/IncentiveDetail';
import { LoadProblem } from '../incentives/components/LoadProblem';
import { parseIncentiveId } from '../incentives/incentive-id';
import styles from '../incentives/components/Incentives.module.css';
import '../incentives/detail-copy';

/** Programs §2 `/incentives/{id}`: one incentive the reader may claim, or why it cannot be shown. */
export function IncentivePage() {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  const id = parseIncentiveId(useParams().id);
  const { data: incentive, error, mutate } = useClaimableIncentive(id);
  const missing = id === null || (error instanceof HttpError && error.isNotFound());
  let body;
  if (missing) {
    body = (
      <>
        <h1 className={styles.title}>{t('detail.notFoundTitle')}</h1>
        <p>{t('detail.notFound')}</p>
      </>
    );
  } else if (error && !incentive) {
    body = (
      <>
        <h1 className={styles.title}>{t('detail.errorTitle')}</h1>
        <LoadProblem error={error} message={t('detail.loadError', { id })} onRetry={() => void mutate()} />
      </>
    );
  } else if (!incentive) {
    body = (
      <p role="status" className={styles.muted}>
        {t('detail.loading')}
      </p>
    );
  } else {
    body = <IncentiveDetail incentive={incentive} />;
  }
  return (
    <div className={styles.page}>
      <Link to="/incentives" className={styles.backLink}>
        {t('detail.back')}
      </Link>
      {body}
    </div>
  );
}
