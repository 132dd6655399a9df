import { useTranslation } from 'react-i18next';
import { apiErrorText, canNominateMore, type NominatorNominationPeriod } from '@laurel/shared/contract';
import { translateApiError } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { PeriodSummary } from './PeriodSummary';
import { NominationForm } from './NominationForm';
import { CloseActions } from './CloseActions';
import styles from './Nominate.module.css';

interface NominatePeriodProps {
  period: NominatorNominationPeriod;
  onNominated: () => void;
}

/** One period: what it is, and the form while it is open and the reader has nominations left. */
export function NominatePeriod({ period, onNominated }: NominatePeriodProps) {
  const { t } = useTranslation('nominations');
  const limit = period.nominationLimit;
  let refusal: string | null = null;
  if (period.status !== 'open') {
    refusal = translateApiError(t, 'nomination_period_not_open', {}, apiErrorText('nomination_period_not_open'));
  } else if (!canNominateMore(limit, period.currentUserNominations.length)) {
    const params = { limit: limit ?? 0 };
    refusal = translateApiError(
      t,
      'nomination_limit_reached',
      params,
      apiErrorText('nomination_limit_reached', params),
    );
  }
  return (
    <>
      <PeriodSummary period={period} />
      {refusal ? (
        <>
          <Alert status="info">
            <p className={styles.alertText}>{refusal}</p>
          </Alert>
          <CloseActions />
        </>
      ) : (
        <NominationForm period={period} onNominated={onNominated} />
      )}
    </>
  );
}
