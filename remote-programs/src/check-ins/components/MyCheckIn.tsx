import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyCheckIns } from '@laurel/shared/contract';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { periodText } from '../period-text';
import { CheckInAnswers } from './CheckInAnswers';
import { CheckInForm } from './CheckInForm';
import styles from './CheckIns.module.css';

/** This period's check-in: the form until written, then the answers (changeable until the manager answers). */
export function MyCheckIn({ mine }: { mine: MyCheckIns }) {
  const { t, i18n } = useTranslation('growth');
  const [editing, setEditing] = useState(false);
  const { current } = mine;
  return (
    <section aria-labelledby="my-check-in-title" className={styles.section}>
      <h2 id="my-check-in-title" className={styles.subtitle}>
        {t('checkIns.mine.title', { period: periodText(i18n.language, mine.period) })}
      </h2>
      <p className={styles.muted}>{t(`checkIns.cadence.${mine.cadence}`)}</p>
      <div className={styles.card}>
        {current && !editing ? (
          <>
            <CheckInAnswers checkIn={current} scaleLabels={mine.pulse?.scaleLabels} />
            {!current.managerComment && (
              <div className={styles.actions}>
                <button type="button" className={buttons.button} onClick={() => setEditing(true)}>
                  {t('checkIns.mine.edit')}
                </button>
              </div>
            )}
          </>
        ) : (
          <CheckInForm
            existing={current}
            pulse={mine.pulse}
            onSaved={() => setEditing(false)}
            onCancel={current ? () => setEditing(false) : undefined}
          />
        )}
      </div>
    </section>
  );
}
