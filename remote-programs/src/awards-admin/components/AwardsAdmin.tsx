import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AWARD_TYPES, type AwardListItem } from '@laurel/shared/contract';
import { useAwardChange, type AwardChange } from '../api/change-award';
import { ARCHIVED_AWARDS_PATH, AWARDS_ADMIN_PATH, NEW_AWARD_PATH, PENDING_AWARDS_PATH } from '../award-admin-paths';
import { AwardsTable } from './AwardsTable';
import { DeleteAwardDialog } from './DeleteAwardDialog';
import styles from '../../program-form/ProgramForm.module.css';
import { ChangeOutcome } from '../../program-form/ChangeOutcome';

/** `/admin/programs/awards` and its `archived` list: the manual and claimable awards and what to do with them. */
export function AwardsAdmin({ archived }: { archived: boolean }) {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const { apply, pendingId, outcome } = useAwardChange();
  const [deleting, setDeleting] = useState<AwardListItem | null>(null);
  const headingIds = { manual: useId(), claimable: useId() };

  const change = (kind: AwardChange, award: AwardListItem) => {
    if (kind === 'delete') setDeleting(award);
    else void apply(kind, award);
  };

  return (
    <div className={styles.page}>
      <h1>{t(archived ? 'list.archivedTitle' : 'list.title')}</h1>
      <p className={styles.intro}>{t(archived ? 'list.archivedIntro' : 'list.intro')}</p>
      <nav className={styles.toolbar} aria-label={t('list.pages')}>
        {archived ? (
          <Link className={styles.link} to={AWARDS_ADMIN_PATH}>
            {t('list.activeLink')}
          </Link>
        ) : (
          <>
            <Link className={styles.primary} to={NEW_AWARD_PATH}>
              {t('list.create')}
            </Link>
            <Link className={styles.link} to={ARCHIVED_AWARDS_PATH}>
              {t('list.archivedLink')}
            </Link>
            <Link className={styles.link} to={PENDING_AWARDS_PATH}>
              {t('list.pendingLink')}
            </Link>
          </>
        )}
      </nav>
      <ChangeOutcome ns="awards" keyPrefix="admin" outcome={outcome} />
      {AWARD_TYPES.map((type) => (
        <section key={type} aria-labelledby={headingIds[type]}>
          <h2 id={headingIds[type]}>{t(`list.headings.${type}`)}</h2>
          <AwardsTable type={type} archived={archived} pendingId={pendingId} onChange={change} />
        </section>
      ))}
      <DeleteAwardDialog
        award={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(award) => {
          setDeleting(null);
          void apply('delete', award);
        }}
      />
    </div>
  );
}
