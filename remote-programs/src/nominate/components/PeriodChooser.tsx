import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { useNominatorPeriods } from '../api/get-nominator-periods';
import { CloseActions } from './CloseActions';
import styles from './Nominate.module.css';

/** The nominate action without a period: the only open one at once, or one button per open period. */
export function PeriodChooser({ onChoose }: { onChoose: (periodId: number) => void }) {
  const { t } = useTranslation('nominations');
  const { data: periods, error } = useNominatorPeriods('open');
  const only = periods?.length === 1 ? periods[0]!.id : null;
  const firstChoice = useRef<HTMLButtonElement>(null);
  // The choices arrive after the dialog has placed the focus on itself.
  const several = (periods?.length ?? 0) > 1;
  useEffect(() => {
    if (several) firstChoice.current?.focus();
  }, [several]);
  useEffect(() => {
    if (only !== null) onChoose(only);
  }, [only, onChoose]);
  if (error && !periods) {
    return (
      <>
        <Alert status="error">
          <p className={styles.alertText}>{apiErrorMessage(t, error, { fallback: t('modal.loadError') })}</p>
        </Alert>
        <CloseActions />
      </>
    );
  }
  if (!periods || only !== null) {
    return (
      <p role="status" className={styles.hint}>
        {t('modal.loading')}
      </p>
    );
  }
  if (periods.length === 0) {
    return (
      <>
        <p className={styles.hint}>{t('chooser.none')}</p>
        <CloseActions />
      </>
    );
  }
  return (
    <>
      <p className={styles.hint}>{t('chooser.intro')}</p>
      <ul className={styles.choices}>
        {periods.map((period, index) => (
          <li key={period.id}>
            <button
              ref={index === 0 ? firstChoice : undefined}
              type="button"
              className={styles.choice}
              onClick={() => onChoose(period.id)}
            >
              {t('chooser.choose', { name: period.name })}
            </button>
          </li>
        ))}
      </ul>
      <CloseActions />
    </>
  );
}
