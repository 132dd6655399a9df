import { useTranslation } from 'react-i18next';
import { auditChanges } from './audit-diff';
import styles from './SuperAdmin.module.css';

/** Before and after of one change, field by field; removed values struck through, new ones beside them. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('monarch');
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className={styles.hint}>{t('diff.none')}</span>;
  return (
    <ul className={styles.diff}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.code}>{change.field}</span>:{' '}
          {change.before !== null && (
            <>
              <span className={styles.removed}>
                <span className="laurel-visually-hidden">{t('diff.before')} </span>
                {change.before}
              </span>{' '}
            </>
          )}
          {change.before !== null && change.after !== null && <span aria-hidden="true">→ </span>}
          {change.after !== null && (
            <span className={styles.added}>
              <span className="laurel-visually-hidden">{t('diff.after')} </span>
              {change.after}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
