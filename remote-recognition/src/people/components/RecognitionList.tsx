import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusFeedFilter } from '@laurel/shared/recognition';
import { RecognitionCard } from '../../feed/components/RecognitionCard';
import { LoadError } from '../../feed/components/LoadError';
import { useFilteredBonuses } from '../api/get-filtered-bonuses';
import { RecognitionPager } from './RecognitionPager';
import styles from './People.module.css';

interface RecognitionListProps {
  filter: BonusFeedFilter;
  /** Names the list and its pages for assistive technology. */
  label: string;
  empty: string;
}

/** The feed's cards for one person or hashtag, a page at a time. */
export function RecognitionList({ filter, label, empty }: RecognitionListProps) {
  const { t } = useTranslation('recognition');
  const [page, setPage] = useState(1);
  const { data, error, mutate, isValidating } = useFilteredBonuses(filter, page);

  if (error && !data)
    return <LoadError title={t('people.list.errorTitle')} error={error} onRetry={() => void mutate()} />;
  if (!data) return <p role="status">{t('people.list.loading')}</p>;
  if (data.result.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <div aria-busy={isValidating}>
      <ol className={styles.list} aria-label={label}>
        {data.result.map((bonus) => (
          <li key={bonus.id}>
            <RecognitionCard bonus={bonus} />
          </li>
        ))}
      </ol>
      <RecognitionPager meta={data.meta} label={t('people.list.pages')} onPage={setPage} />
    </div>
  );
}
