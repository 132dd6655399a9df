import { useTranslation } from 'react-i18next';
import { userProfilePath } from '@laurel/shared';
import { AppLink } from '@laurel/shared/app-links';
import type { IncentiveClaim } from '@laurel/shared/contract';
import { filtered, type SummaryQuery } from '../summary-query';
import { ClaimDecisions, ClaimState } from './ClaimOutcome';
import styles from './Summary.module.css';

interface SummaryTableProps {
  claims: IncentiveClaim[];
  query: SummaryQuery;
  busy: boolean;
  onChange: (query: SummaryQuery) => void;
}

/** The claims of one page; the claimed date's header toggles newest / oldest first. */
export function SummaryTable({ claims, query, busy, onChange }: SummaryTableProps) {
  const { t, i18n } = useTranslation('rewards', { keyPrefix: 'programs' });
  // Programs §9: the summary's dates are UTC days, as the filter counts them.
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const newest = query.sortOrder === 'desc';

  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={styles.visuallyHidden}>{t('summary.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summary.column.claimer')}</th>
            <th scope="col">{t('summary.column.incentive')}</th>
            <th scope="col">{t('summary.column.amount')}</th>
            <th scope="col">{t('summary.column.state')}</th>
            <th scope="col" aria-sort={newest ? 'descending' : 'ascending'}>
              <button
                type="button"
                className={styles.sortButton}
                aria-label={t(newest ? 'summary.sortNewest' : 'summary.sortOldest')}
                onClick={() => onChange(filtered(query, { sortOrder: newest ? 'asc' : 'desc' }))}
              >
                {t('summary.column.claimedAt')} <span aria-hidden="true">{newest ? '↓' : '↑'}</span>
              </button>
            </th>
            <th scope="col">{t('summary.column.decidedAt')}</th>
            <th scope="col">{t('summary.column.decisions')}</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <tr key={claim.id}>
              <td>
                {claim.receivers.map((receiver) => (
                  <AppLink key={receiver.id} to={userProfilePath(String(receiver.id))}>
                    {receiver.display_name}
                  </AppLink>
                ))}
              </td>
              <td>{claim.award.name}</td>
              <td className={styles.number}>{t('summary.points', { count: claim.award.amount })}</td>
              <td>
                <ClaimState claim={claim} />
              </td>
              <td>
                <time dateTime={claim.created_at}>{day.format(new Date(claim.created_at))}</time>
              </td>
              <td>
                {claim.decision_date ? (
                  <time dateTime={claim.decision_date}>{day.format(new Date(claim.decision_date))}</time>
                ) : (
                  t('summary.notDecided')
                )}
              </td>
              <td>
                <ClaimDecisions claim={claim} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
