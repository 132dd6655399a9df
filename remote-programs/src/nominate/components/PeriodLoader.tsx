import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, HttpError } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { useNominatorPeriod } from '../api/get-nominator-period';
import { NominatePeriod } from './NominatePeriod';
import { CloseActions } from './CloseActions';
import styles from './Nominate.module.css';

interface PeriodLoaderProps {
  periodId: number | null;
  onNamed: (name: string) => void;
  onNominated: () => void;
}

/** The period's states in the modal: loading, not found (or not the reader's), failed, the period. */
export function PeriodLoader({ periodId, onNamed, onNominated }: PeriodLoaderProps) {
  const { t } = useTranslation('nominations');
  const { data: period, error } = useNominatorPeriod(periodId);
  useEffect(() => {
    if (period) onNamed(period.name);
  }, [period, onNamed]);
  if (periodId === null || (error instanceof HttpError && error.isNotFound())) {
    return <Notice status="info" text={t('modal.notFound')} />;
  }
  if (error && !period) {
    return <Notice status="error" text={apiErrorMessage(t, error, { fallback: t('modal.loadError') })} />;
  }
  if (!period) {
    return (
      <p role="status" className={styles.hint}>
        {t('modal.loading')}
      </p>
    );
  }
  return <NominatePeriod period={period} onNominated={onNominated} />;
}

function Notice({ status, text }: { status: 'info' | 'error'; text: string }) {
  return (
    <>
      <Alert status={status}>
        <p className={styles.alertText}>{text}</p>
      </Alert>
      <CloseActions />
    </>
  );
}
