import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { HttpError, apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { useRecap } from '../api/get-recap';
import { PeriodForm } from './PeriodForm';
import { RecapSummary } from './RecapSummary';
import { RecognitionList } from './RecognitionList';
import { ReviewNotes } from './ReviewNotes';
import styles from './Recap.module.css';

export type RecapVariant = 'recap' | 'review';

/**
 * `/p/recap/:userId` and `/p/recap-review/:userId` (programs §2 print views): a person's recognitions for a period,
 * styled for paper; the review adds what they gave and room for the manager's notes.
 */
export function RecapView({ variant }: { variant: RecapVariant }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'recap' });
  const { userId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const query = { userId, from: search.get('from') ?? undefined, to: search.get('to') ?? undefined };
  const { data: recap, error, isLoading, mutate } = useRecap(query);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  const dayOf = (text: string) => day.format(new Date(`${text}T00:00:00Z`));
  const title = variant === 'review' ? t('reviewTitle') : t('title');

  if (error) {
    const missing = error instanceof HttpError && error.status === 404;
    return (
      <div className={styles.page}>
        <h1>{title}</h1>
        <Alert status="error" title={t('loadFailed')}>
          <p>{missing ? t('notFound') : apiErrorMessage(t, error)}</p>
          {!missing && (
            <button type="button" className={styles.button} onClick={() => void mutate()}>
              {t('retry')}
            </button>
          )}
        </Alert>
      </div>
    );
  }
  if (isLoading || !recap) {
    return (
      <div className={styles.page}>
        <h1>{title}</h1>
        <p className={styles.muted} role="status">
          {t('loading')}
        </p>
      </div>
    );
  }

  return (
    <article className={styles.page} aria-labelledby="recap-title">
      <header className={styles.header}>
        <div>
          <h1 id="recap-title">
            {title}: {recap.person.displayName}
          </h1>
          <p className={styles.period}>{t('period', { from: dayOf(recap.from), to: dayOf(recap.to) })}</p>
          <p className={styles.muted}>
            {[
              recap.person.department && t('department', { department: recap.person.department }),
              recap.person.managerName && t('manager', { manager: recap.person.managerName }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <button type="button" className={`${styles.primaryButton} ${styles.screenOnly}`} onClick={() => window.print()}>
          {t('print')}
        </button>
      </header>
      <PeriodForm
        key={`${recap.from} ${recap.to}`}
        from={recap.from}
        to={recap.to}
        onChange={(period) => setSearch(period)}
      />
      <RecapSummary recap={recap} />
      <section className={`${styles.section} ${styles.pageBreak}`} aria-labelledby="recap-received">
        <h2 id="recap-received">{t('received.title')}</h2>
        <RecognitionList recognitions={recap.received} side="received" empty={t('received.empty')} />
      </section>
      {variant === 'review' && (
        <>
          <section className={`${styles.section} ${styles.pageBreak}`} aria-labelledby="recap-given">
            <h2 id="recap-given">{t('given.title')}</h2>
            <RecognitionList recognitions={recap.given} side="given" empty={t('given.empty')} />
          </section>
          <section className={`${styles.section} ${styles.pageBreak}`} aria-labelledby="recap-notes">
            <h2 id="recap-notes">{t('notes.title')}</h2>
            <ReviewNotes userId={userId} />
          </section>
        </>
      )}
    </article>
  );
}
