import { useTranslation } from 'react-i18next';
import type { AuditEventView } from '@laurel/shared/contract';
import { AuditDiff } from './AuditDiff';
import { formatWhen } from './format-when';
import styles from './SuperAdmin.module.css';

/** Audit events as a table: when, which company, who (and the super-admin behind them), what, and the change. */
export function AuditEventTable({ events, caption }: { events: readonly AuditEventView[]; caption: string }) {
  const { t } = useTranslation('super_admin');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('events.columns.when')}</th>
            <th scope="col">{t('events.columns.company')}</th>
            <th scope="col">{t('events.columns.actor')}</th>
            <th scope="col">{t('events.columns.action')}</th>
            <th scope="col">{t('events.columns.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{formatWhen(t, event.createdAt)}</td>
              <td>{event.companyName}</td>
              <td>
                {event.actorName}
                {event.spooferName !== null && (
                  <div className={styles.hint}>{t('events.spoofedBy', { name: event.spooferName })}</div>
                )}
              </td>
              <td>
                <span className={styles.code}>{event.action}</span>
                <div className={styles.hint}>
                  {t('events.subject', { type: event.subjectType, id: event.subjectId ?? '—' })}
                </div>
              </td>
              <td>
                <AuditDiff before={event.before} after={event.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
