import { useTranslation } from 'react-i18next';
import type { CompanyCatalogItem, CompanyDenomination } from '@laurel/shared/contract';
import styles from './Reward.module.css';

/** The description, the brand's warnings and what a physical option is made of. */
export function RewardFacts({
  entry,
  denomination,
}: {
  entry: CompanyCatalogItem;
  denomination?: CompanyDenomination;
}) {
  const { t } = useTranslation('rewards');
  const { item } = entry;
  const features = denomination?.features ?? [];
  return (
    <div className={styles.facts}>
      <h2 className={styles.factsTitle}>{t('reward.about')}</h2>
      <p>{item.description}</p>
      {item.warnings.length > 0 && (
        <div className={styles.warnings}>
          <h3 className={styles.warningsTitle}>{t('reward.warnings')}</h3>
          <ul>
            {item.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      {denomination && (denomination.materials || denomination.weight || features.length > 0) && (
        <dl className={styles.specs}>
          {denomination.materials && (
            <>
              <dt>{t('reward.materials')}</dt>
              <dd>{denomination.materials}</dd>
            </>
          )}
          {denomination.weight && (
            <>
              <dt>{t('reward.weight')}</dt>
              <dd>{denomination.weight}</dd>
            </>
          )}
          {features.length > 0 && (
            <>
              <dt>{t('reward.features')}</dt>
              <dd>{features.join(', ')}</dd>
            </>
          )}
        </dl>
      )}
      {item.website && (
        <p>
          <a href={item.website} target="_blank" rel="noreferrer">
            {t('reward.website', { brand: item.brandName })}
          </a>
        </p>
      )}
    </div>
  );
}
