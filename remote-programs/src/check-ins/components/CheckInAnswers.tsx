import { useTranslation } from 'react-i18next';
import type { CheckIn } from '@laurel/shared/contract';
import { PulseAnswerText } from '../../pulse-check/components/PulseAnswerText';
import styles from './CheckIns.module.css';

/** A check-in's answers and mood, and the manager's answer or that it is still awaited. */
export function CheckInAnswers({ checkIn, scaleLabels }: { checkIn: CheckIn; scaleLabels?: readonly string[] }) {
  const { t } = useTranslation('growth');
  return (
    <>
      <dl className={styles.answers}>
        <dt>{t('checkIns.answers.wentWell')}</dt>
        <dd>{checkIn.wentWell}</dd>
        <dt>{t('checkIns.answers.blockers')}</dt>
        <dd>{checkIn.blockers || t('checkIns.noBlockers')}</dd>
        <dt>{t('checkIns.answers.mood')}</dt>
        <dd>{t(`checkIns.mood.${checkIn.mood}`)}</dd>
        {checkIn.pulse && (
          <>
            <dt>{t('pulse.answer')}</dt>
            <dd>
              <PulseAnswerText answer={checkIn.pulse} scaleLabels={scaleLabels} />
            </dd>
          </>
        )}
      </dl>
      {checkIn.managerComment ? (
        <figure className={styles.field}>
          <figcaption className={styles.label}>
            {t('checkIns.answeredBy', { name: checkIn.managerComment.author.displayName })}
          </figcaption>
          <blockquote className={styles.comment}>{checkIn.managerComment.text}</blockquote>
        </figure>
      ) : (
        <p className={styles.muted}>{t('checkIns.awaitingAnswer')}</p>
      )}
    </>
  );
}
