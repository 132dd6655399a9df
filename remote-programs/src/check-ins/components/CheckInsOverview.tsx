import { useTranslation } from 'react-i18next';
import { apiErrorMessage, canCheckIn, readsReportsCheckIns, usePermissionSubject } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { useMyCheckIns, useReportsCheckIns } from '../api/check-in-api';
import { MyCheckIn } from './MyCheckIn';
import { CheckInHistory } from './CheckInHistory';
import { ReportsCheckIns } from './ReportsCheckIns';
import styles from './CheckIns.module.css';

/** `/growth/check-ins`: the reader's own check-in and history if they write one, their reports' if they lead. */
export function CheckInsOverview() {
  const { t } = useTranslation('growth');
  const subject = usePermissionSubject();
  const writes = subject !== null && canCheckIn(subject);
  const reads = subject !== null && readsReportsCheckIns(subject);
  const mine = useMyCheckIns(writes);
  const reports = useReportsCheckIns(reads);
  const error = mine.error ?? reports.error;
  if (error) {
    return (
      <Alert status="error" title={t('checkIns.loadError')}>
        <p className={styles.muted}>{apiErrorMessage(t, error)}</p>
        <button
          type="button"
          className={buttons.button}
          onClick={() => void Promise.all([mine.mutate(), reports.mutate()])}
        >
          {t('retry')}
        </button>
      </Alert>
    );
  }
  if ((writes && !mine.data) || (reads && !reports.data)) {
    return (
      <p role="status" className={styles.muted}>
        {t('loading')}
      </p>
    );
  }
  return (
    <>
      {mine.data && <MyCheckIn mine={mine.data} />}
      {reports.data && <ReportsCheckIns checkIns={reports.data.result} pulse={reports.data.pulse} />}
      {mine.data && <CheckInHistory history={mine.data.history} />}
    </>
  );
}
