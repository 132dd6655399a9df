import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { useNominatorPeriods } from '../api/get-nominator-periods';
import { useMyNominations } from '../api/get-my-nominations';
import { OpenPeriods } from './OpenPeriods';
import { MyNominations } from './MyNominations';
import styles from './NominationsOverview.module.css';

/** The nominator's page: the open periods to nominate in, then the nominations they made. */
export function NominationsOverview() {
  const { t } = useTranslation('nominations');
  const periods = useNominatorPeriods('all');
  const nominations = useMyNominations();
  const error = periods.error ?? nominations.error;
  if (error && (!periods.data || !nominations.data)) {
    return (
      <Alert status="error" title={t('page.loadError')}>
        <p className={styles.alertText}>{apiErrorMessage(t, error)}</p>
        <button
          type="button"
          className={styles.retry}
          onClick={() => void Promise.all([periods.mutate(), nominations.mutate()])}
        >
          {t('page.retry')}
        </button>
      </Alert>
    );
  }
  if (!periods.data || !nominations.data) {
    return (
      <p role="status" className={styles.muted}>
        {t('page.loading')}
      </p>
    );
  }
  const names = new Map(periods.data.map((period) => [period.id, period.name]));
  return (
    <>
      <section aria-labelledby="open-periods-title" className={styles.section}>
        <h2 id="open-periods-title" className={styles.subtitle}>
          {t('page.openPeriods')}
        </h2>
        <OpenPeriods periods={periods.data.filter((period) => period.status === 'open')} />
      </section>
      <section aria-labelledby="your-nominations-title" className={styles.section}>
        <h2 id="your-nominations-title" className={styles.subtitle}>
          {t('page.yourNominations')}
        </h2>
        <MyNominations nominations={nominations.data} periodNames={names} />
      </section>
    </>
  );
}
