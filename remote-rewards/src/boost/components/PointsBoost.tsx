import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission, useUserProfile } from '@laurel/shared';
import type { CompanyCatalogItem } from '@laurel/shared/contract';
import { useEarningBalance } from '../../api/get-earning-balance';
import { useViewerCountry } from '../../api/use-viewer-country';
import { firstChoiceOf, redeemBlockersOf } from '../../reward/reward-options';
import { useRedemption } from '../../reward/hooks/use-redemption';
import { DenominationPicker } from '../../reward/components/DenominationPicker';
import { RedeemAction } from '../../reward/components/RedeemAction';
import { RedemptionConfirmation } from '../../reward/components/RedemptionConfirmation';
import styles from './PointsBoost.module.css';

/**
 * `/rewards/{allowanceBoostId}`: earned points become points to give (platform §6), through the same
 * redemption as any reward; the user menu's giving balance follows from the refreshed profile.
 */
export function PointsBoost({ entry }: { entry: CompanyCatalogItem }) {
  const { t } = useTranslation('rewards');
  const { country } = useViewerCountry();
  const { earningBalance } = useEarningBalance();
  const givingBalance = useUserProfile()?.giving_balance;
  const canClaimPointsBoost = usePermission('can-claim-points-boost');
  const [denominationId, setDenominationId] = useState(() => firstChoiceOf(entry)?.id);
  const denomination = entry.companyDenominations.find((candidate) => candidate.id === denominationId);
  const { state, redeem } = useRedemption();
  const blockers = redeemBlockersOf({ entry, denomination, earningBalance, canClaimPointsBoost });
  const points = denomination?.priceInPoints ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (denomination && blockers.length === 0) {
      void redeem({ companyItemId: entry.id, denominationId: denomination.id });
    }
  };

  return (
    <article className={styles.page}>
      <Link to="/rewards" className={styles.backLink}>
        {t('reward.back')}
      </Link>
      <h1 className={styles.title}>{entry.item.fullName}</h1>
      <p className={styles.intro}>{t('boost.intro')}</p>
      <dl className={styles.balances}>
        <div className={styles.balance}>
          <dt>{t('boost.earning')}</dt>
          <dd data-testid="earning-balance">{earningBalance ?? '…'}</dd>
        </div>
        <div className={styles.balance}>
          <dt>{t('boost.giving')}</dt>
          <dd data-testid="boost-giving-balance">{givingBalance ?? '…'}</dd>
        </div>
      </dl>
      {state.status === 'redeemed' ? (
        <RedemptionConfirmation redemption={state.redemption} />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('boost.formLabel')}>
          <DenominationPicker
            entry={entry}
            selected={denomination}
            country={country}
            amountLegend={t('boost.amount')}
            onSelect={(next) => setDenominationId(next.id)}
          />
          <RedeemAction
            label={t('boost.submit', { count: points })}
            blockers={blockers}
            state={state}
            errorParams={{ needed: points, available: earningBalance ?? 0 }}
          />
        </form>
      )}
    </article>
  );
}
