import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogCountry, CompanyCatalogItem, CompanyDenomination, RedemptionInput } from '@laurel/shared/contract';
import { checkRedemption, emptyAddress, type FieldProblems, type RedemptionDraft } from '../redemption-form';
import type { RedeemBlocker } from '../reward-options';
import type { RedemptionState } from '../hooks/use-redemption';
import { DenominationPicker } from './DenominationPicker';
import { GiftFields } from './GiftFields';
import { RedeemAction } from './RedeemAction';
import styles from './Reward.module.css';

// Most rewards ship nothing: the address form loads only for the ones that do.
const ShippingAddressFields = lazy(() =>
  import('./ShippingAddressFields').then((module) => ({ default: module.ShippingAddressFields })),
);

interface RedeemFormProps {
  entry: CompanyCatalogItem;
  denomination: CompanyDenomination | undefined;
  country: CatalogCountry | undefined;
  /** Where the viewer is: the address form starts there when the reward ships there. */
  countryCode: string;
  blockers: readonly RedeemBlocker[];
  state: RedemptionState;
  errorParams: Record<string, number>;
  onSelect: (denomination: CompanyDenomination) => void;
  onRedeem: (input: RedemptionInput) => void;
}

/** The choices a reward asks for (amount or size and colour, a giftee, an address) and the redeem button. */
export function RedeemForm({
  entry,
  denomination,
  country,
  countryCode,
  blockers,
  state,
  errorParams,
  ...on
}: RedeemFormProps) {
  const { t } = useTranslation('rewards');
  const { item } = entry;
  const shipsTo = item.countryCodes;
  const [draft, setDraft] = useState<RedemptionDraft>(() => ({
    asGift: false,
    gifteeEmail: '',
    giftMessage: '',
    address: emptyAddress(shipsTo.includes(countryCode) ? countryCode : shipsTo.length === 1 ? shipsTo[0] : ''),
  }));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // After each refused submit, once its problems are on screen, the first refused field takes the focus.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const change = (next: Partial<RedemptionDraft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!denomination || blockers.length > 0) return;
    const checked = checkRedemption(entry, denomination, draft);
    setProblems(checked.problems ?? {});
    if (checked.input) on.onRedeem(checked.input);
    else setRefusals((count) => count + 1);
  };

  const points = denomination?.priceInPoints ?? 0;
  const label =
    item.distributionMethod === 'donation'
      ? t('redeem.donate', { count: points })
      : t('redeem.submit', { count: points });

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('redeem.formLabel', { name: item.fullName })}
    >
      <DenominationPicker entry={entry} selected={denomination} country={country} onSelect={on.onSelect} />
      {item.giftable && <GiftFields draft={draft} problems={problems} onChange={change} />}
      {item.collectShippingInfo && (
        <Suspense fallback={<p className={styles.muted}>{t('redeem.shipping.loading')}</p>}>
          <ShippingAddressFields
            address={draft.address}
            countryCodes={shipsTo}
            problems={problems}
            onChange={(address) => change({ address })}
          />
        </Suspense>
      )}
      <RedeemAction label={label} blockers={blockers} state={state} errorParams={errorParams} />
    </form>
  );
}
