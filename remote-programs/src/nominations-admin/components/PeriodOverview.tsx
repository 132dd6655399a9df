import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyedMutator } from 'swr';
import { apiErrorMessage, showToast } from '@laurel/shared';
import { nominationPeriodStatus, type Nomination, type NominationPeriodDetail } from '@laurel/shared/contract';
import { richTextElements } from '@laurel/shared/text';
import { useClock } from '../api/use-clock';
import { usePeriodActions, type PeriodAction } from '../api/use-period-actions';
import { periodDatesText } from './period-dates';
import { NominationTable } from './NominationTable';
import { NomineeFavorites } from './NomineeFavorites';
import { PeriodActions } from './PeriodActions';
import { PeriodStatusBadge } from './PeriodStatusBadge';
import { RulesSummary } from './RulesSummary';
import { ShareLink } from './ShareLink';
import styles from './NominationsAdmin.module.css';

interface PeriodOverviewProps {
  period: NominationPeriodDetail;
  mutate: KeyedMutator<NominationPeriodDetail>;
  onDelete: () => void;
}

function nominationCounts(nominations: readonly Nomination[]) {
  const counts = new Map<number, number>();
  for (const { nominatedUserId } of nominations) counts.set(nominatedUserId, (counts.get(nominatedUserId) ?? 0) + 1);
  return counts;
}

/** One period as its admin sees it: facts, actions, description, rules, nominees with favourites, nominations. */
export function PeriodOverview({ period, mutate, onDelete }: PeriodOverviewProps) {
  const { t, i18n } = useTranslation('nominations', { keyPrefix: 'admin' });
  const failed = (action: PeriodAction, error: unknown) =>
    showToast(t(`actionFailed.${action}`, { reason: apiErrorMessage(t, error) }), 'error');
  const [now, refreshNow] = useClock();
  const actions = usePeriodActions({ period, mutate, onError: failed, onSaved: refreshNow });
  const status = nominationPeriodStatus(period, now);
  const description = useMemo(() => richTextElements(period.description), [period.description]);
  const counts = useMemo(() => nominationCounts(period.nominations), [period.nominations]);

  return (
    <>
      <header className={styles.header}>
        <h1>{period.name}</h1>
        <PeriodStatusBadge status={status} />
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.dates')}</dt>
          <dd>{periodDatesText(t, i18n.language, period)}</dd>
        </div>
        <div>
          <dt>{t('detail.visibility')}</dt>
          <dd>{t(`visibility.${period.visibility}`)}</dd>
        </div>
        <div>
          <dt>{t('detail.limit')}</dt>
          <dd>
            {period.nominationLimit === null
              ? t('detail.unlimited')
              : t('detail.limitValue', { count: period.nominationLimit })}
          </dd>
        </div>
        <div>
          <dt>{t('detail.totals')}</dt>
          <dd>
            {t('detail.totalsValue', {
              count: period.totalNominations,
              nominees: period.uniqueNominatedUserCount,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('detail.nomineeRules')}</dt>
          <dd>
            <RulesSummary group={period.nomineeRulesGroup} />
          </dd>
        </div>
        <div>
          <dt>{t('detail.nominatorRules')}</dt>
          <dd>
            <RulesSummary group={period.nominatorRulesGroup} />
          </dd>
        </div>
      </dl>
      <PeriodActions
        period={period}
        status={status}
        pending={actions.pending}
        onStartNow={() => void actions.startNow()}
        onCloseNow={() => void actions.closeNow()}
        onVisibility={() => void actions.setVisibility(period.visibility === 'public' ? 'admin' : 'public')}
        onDelete={onDelete}
      />
      {period.visibility === 'public' && <ShareLink periodId={period.id} />}
      {description.length > 0 && (
        <section aria-labelledby="nomination-period-description">
          <h2 id="nomination-period-description">{t('detail.description')}</h2>
          <div className={styles.description}>{description}</div>
        </section>
      )}
      <section aria-labelledby="nomination-period-nominees">
        <h2 id="nomination-period-nominees">{t('detail.nominees')}</h2>
        <NomineeFavorites
          nominees={period.nominatedUserSummaries}
          favoritedUserIds={period.favoritedUserIds}
          nominationCountOf={(userId) => counts.get(userId) ?? 0}
          onToggle={(userId) => void actions.toggleFavorite(userId)}
        />
      </section>
      <section aria-labelledby="nomination-period-nominations">
        <h2 id="nomination-period-nominations">{t('detail.nominations')}</h2>
        <NominationTable nominations={period.nominations} />
      </section>
    </>
  );
}
