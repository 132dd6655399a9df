import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '@laurel/shared';
import type { CompanyCatalogItem, CompanyDenomination } from '@laurel/shared/contract';
import { useEarningBalance } from '../../api/get-earning-balance';
import { useViewerCountry } from '../../api/use-viewer-country';
import { firstChoiceOf, redeemBlockersOf } from '../reward-options';
import { useRedemption } from '../hooks/use-redemption';
import { PriceTag } from './PriceTag';
import { RedeemForm } from './RedeemForm';
import { RedemptionConfirmation } from './RedemptionConfirmation';
import { RewardFacts } from './RewardFacts';
import styles from './Reward.module.css';

/** `/rewards/:id` for a reward: what it is, what it costs, whether the viewer can have it, and redeeming it. */
export function RewardDetail({ entry }: { entry: CompanyCatalogItem }) {
  const { t } = useTranslation('rewards');
  const { item } = entry;
  const { country, countryCode } = useViewerCountry();
  const { earningBalance } = useEarningBalance();
  const canClaimPointsBoost = usePermission('can-claim-points-boost');
  const [denominationId, setDenominationId] = useState(() => firstChoiceOf(entry)?.id);
  const denomination = entry.companyDenominations.find((candidate) => candidate.id === denominationId);
  const { state, redeem } = useRedemption();
  const blockers = redeemBlockersOf({ entry, denomination, earningBalance, canClaimPointsBoost });
  const picture = denomination?.denominationMedia[0] ?? item.itemMedia[0];

  return (
    <article className={styles.page}>
      <Link to="/rewards" className={styles.backLink}>
        {t('reward.back')}
      </Link>
      <div className={styles.layout}>
        <img className={styles.picture} src={picture?.imageUrl ?? item.logo} alt={picture?.altText ?? ''} />
        <div className={styles.info}>
          <p className={styles.brand}>{item.brandName}</p>
          <h1 className={styles.title}>{item.fullName}</h1>
          {denomination && <PriceTag entry={entry} denomination={denomination} country={country} />}
          <p className={styles.balance} data-testid="earning-balance">
            {earningBalance === undefined
              ? t('catalogue.balanceLoading')
              : t('catalogue.balance', { count: earningBalance })}
          </p>
          {state.status === 'redeemed' ? (
            <RedemptionConfirmation redemption={state.redemption} />
          ) : (
            <RedeemForm
              entry={entry}
              denomination={denomination}
              country={country}
              countryCode={countryCode}
              blockers={blockers}
              state={state}
              errorParams={{ needed: denomination?.priceInPoints ?? 0, available: earningBalance ?? 0 }}
              onSelect={(next: CompanyDenomination) => setDenominationId(next.id)}
              onRedeem={(input) => void redeem(input)}
            />
          )}
          <RewardFacts entry={entry} denomination={denomination} />
        </div>
      </div>
    </article>
  );
}
