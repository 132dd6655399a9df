import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerformanceRecap } from '@laurel/shared/contract';
import '../recap-copy';
import { formatDay } from '../../growth-kit/format-day';
import { isNotFound } from '../../growth-kit/growth-error';
import { LoadFailure } from '../../growth-kit/LoadFailure';
import { usePerformanceRecap } from '../api/performance-recap-api';
import { ManagerNoteForm } from './ManagerNoteForm';
import { RecapAnswersForm } from './RecapAnswersForm';
import styles from './PerformanceRecap.module.css';

function ReportAnswers({ recap }: { recap: PerformanceRecap }) {
  const { t } = useTranslation('growth');
  if (!recap.submittedAt) return <p className={styles.muted}>{t('performanceRecap.notWritten')}</p>;
  return (
    <dl className={styles.answers}>
      {recap.cycle.questions.map((question, index) => (
        <div key={index}>
          <dt>{question}</dt>
          <dd>{recap.answers[index] || t('performanceRecap.noAnswer')}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The open recap cycle on `/one-on-ones/recap`: the reader's own answers to its questions or, with `userId` of
 * one of their reports, that person's answers and the manager's saved notes. Nothing when no cycle is open.
 */
export function PerformanceRecapSection({ userId = null }: { userId?: number | null }) {
  const { t, i18n } = useTranslation('growth');
  const titleId = useId();
  const { data: recap, error, mutate } = usePerformanceRecap(userId);
  const reload = () => void mutate();
  if (isNotFound(error)) return null;
  if (error && !recap) return <LoadFailure title={t('performanceRecap.loadFailed')} error={error} onRetry={reload} />;
  if (!recap) return null;
  const day = (text: string) => formatDay(text, i18n.language);
  const title = recap.mine
    ? t('performanceRecap.mineTitle', { name: recap.cycle.name })
    : t('performanceRecap.theirsTitle', { person: recap.person.displayName, name: recap.cycle.name });
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {title}
      </h2>
      <p className={styles.muted}>
        {t('performanceRecap.due', {
          start: day(recap.cycle.periodStart),
          end: day(recap.cycle.periodEnd),
          due: day(recap.cycle.dueDate),
        })}
      </p>
      <div className={styles.card}>
        {recap.mine ? (
          <RecapAnswersForm key={recap.cycle.id} recap={recap} onSaved={reload} />
        ) : (
          <>
            <ReportAnswers recap={recap} />
            <ManagerNoteForm key={recap.cycle.id} recap={recap} onSaved={reload} />
          </>
        )}
      </div>
    </section>
  );
}
