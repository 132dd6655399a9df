import { useTranslation } from 'react-i18next';
import { FEATURED_GROUPS, type CatalogCountry } from '@laurel/shared/contract';
import { useFeatured } from '../api/get-featured';
import { GridSkeleton } from './GridSkeleton';
import { LoadError } from './LoadError';
import { RewardGrid } from './RewardGrid';
import styles from './Catalogue.module.css';

/** The featured tab: promoted rewards, a points boost for who may claim one, and what was redeemed before. */
export function FeaturedGroups({ country }: { country: CatalogCountry | undefined }) {
  const { t } = useTranslation('rewards');
  const featured = useFeatured(true);
  if (featured.error) {
    return <LoadError title={t('catalogue.errorTitle')} error={featured.error} onRetry={() => featured.mutate()} />;
  }
  const { data } = featured;
  if (!data) return <GridSkeleton />;
  const groups = FEATURED_GROUPS.map((group) => ({ group, entries: data[group] ?? [] })).filter(
    ({ entries }) => entries.length > 0,
  );
  if (groups.length === 0) return <p className={styles.empty}>{t('catalogue.empty.featured')}</p>;
  return (
    <>
      {groups.map(({ group, entries }) => (
        <section key={group} className={styles.group} aria-labelledby={`featured-${group}`}>
          <h2 id={`featured-${group}`} className={styles.groupTitle}>
            {t(`catalogue.featured.${group}`)}
          </h2>
          <RewardGrid label={t(`catalogue.featured.${group}`)} entries={entries} country={country} />
        </section>
      ))}
    </>
  );
}
