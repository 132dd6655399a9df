import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusView } from '@laurel/shared/recognition';
import { Alert } from '@laurel/shared/ui-kit';
import { isNotFound } from '../load-error';
import { CommentsSection } from './CommentsSection';
import { LoadError } from './LoadError';
import { RecognitionCard } from './RecognitionCard';
import { SlowLoading } from './SlowLoading';
import styles from './BonusDetail.module.css';

interface BonusDetailProps {
  bonusId: number | null;
  bonus: BonusView | undefined;
  error: unknown;
  onRetry: () => void;
}

/** The inside of a recognition's dialog: the card and its comments, or why they cannot show. */
export function BonusDetail({ bonusId, bonus, error, onRetry }: BonusDetailProps) {
  const { t } = useTranslation('recognition');
  const commentFieldId = useId();
  if (bonusId === null || isNotFound(error)) return <Alert status="warn">{t('detail.notFound')}</Alert>;
  if (bonus) {
    return (
      <div className={styles.detail}>
        <RecognitionCard bonus={bonus} commentFieldId={commentFieldId} />
        <CommentsSection bonusId={bonus.id} fieldId={commentFieldId} />
      </div>
    );
  }
  if (error) return <LoadError title={t('detail.errorTitle')} error={error} onRetry={onRetry} />;
  return (
    <>
      <p role="status" className={styles.muted}>
        {t('detail.loading')}
      </p>
      <SlowLoading onRetry={onRetry} />
    </>
  );
}
