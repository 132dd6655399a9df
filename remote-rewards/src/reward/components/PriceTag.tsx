import { useTranslation } from 'react-i18next';
import type { CatalogCountry, CompanyCatalogItem, CompanyDenomination } from '@laurel/shared/contract';
import { formatMoney, localPriceOf } from '../../api/prices';
import styles from './Reward.module.css';

interface PriceTagProps {
  entry: CompanyCatalogItem;
  denomination: CompanyDenomination;
  country: CatalogCountry | undefined;
}

/** What a denomination costs in points, and what that is worth in the viewer's currency. */
export function PriceTag({ entry, denomination, country }: PriceTagProps) {
  const { t, i18n } = useTranslation('rewards');
  return (
    <p className={styles.price}>
      <span className={styles.points}>{t('reward.points', { count: denomination.priceInPoints })}</span>
      <span className={styles.money}>
        {t('reward.worth', { money: formatMoney(localPriceOf(entry, denomination, country), i18n.language) })}
      </span>
    </p>
  );
}
