import { useTranslation } from 'react-i18next';
import type { AuditEventView } from '@laurel/shared/contract';
import { AuditDiff } from './AuditDiff';
import { CompanyEventTable } from './CompanyEventTable';
import styles from './SuperAdmin.module.css';

/** Audit events as a table: when, which company, who (and the super-admin behind them), what, and the change. */
export function AuditEventTable({ events, caption }: { events: readonly AuditEventView[]; caption: string }) {
  const { t } = useTranslation('monarch');
  return (
    <CompanyEventTable
      rows={events}
      caption={caption}
      headers={[t('events.columns.actor'), t('events.columns.action'), t('events.columns.changes')]}
      cells={(event) => (
        <>
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
        </>
      )}
    />
  );
}
