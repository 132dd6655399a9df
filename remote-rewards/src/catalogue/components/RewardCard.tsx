import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRedeemable, type CatalogCountry, type CompanyCatalogItem } from '@laurel/shared/contract';
import { formatMoney, localPriceOf, priceRangeOf } from '../../api/prices';
import styles from './Catalogue.module.css';

interface RewardCardProps {
  entry: CompanyCatalogItem;
  country: CatalogCountry | undefined;
}

/** A reward in the grid: its picture, brand, name and price in points and the viewer's currency. */
export function RewardCard({ entry, country }: RewardCardProps) {
  const { t, i18n } = useTranslation('rewards');
  const range = priceRangeOf(entry);
  const available = entry.companyDenominations.some((denomination) => isRedeemable(entry, denomination));
  const money = (denomination: Parameters<typeof localPriceOf>[1]) =>
    formatMoney(localPriceOf(entry, denomination, country), i18n.language);
  const picture = entry.item.itemMedia[0];
  return (
    <li className={styles.cardItem}>
      <Link to={`/rewards/${entry.id}`} className={styles.card}>
        <img className={styles.cardImage} src={picture?.imageUrl ?? entry.item.logo} alt="" loading="lazy" />
        <span className={styles.cardBrand}>{entry.item.brandName}</span>
        <span className={styles.cardName}>{entry.item.fullName}</span>
        {range && (
          <span className={styles.cardPrice}>
            {range.lowest.priceInPoints === range.highest.priceInPoints
              ? t('catalogue.card.points', { count: range.lowest.priceInPoints })
              : t('catalogue.card.pointsRange', {
                  from: range.lowest.priceInPoints,
                  to: range.highest.priceInPoints,
                })}
            <span className={styles.cardMoney}>
              {range.lowest.priceInPoints === range.highest.priceInPoints
                ? money(range.lowest)
                : t('catalogue.card.moneyRange', { from: money(range.lowest), to: money(range.highest) })}
            </span>
          </span>
        )}
        {!available && <span className={styles.cardBadge}>{t('catalogue.card.unavailable')}</span>}
      </Link>
    </li>
  );
}
