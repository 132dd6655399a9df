import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Celebration } from '@laurel/shared/contract';
import { useAdminCelebrations } from '../api/get-admin-celebrations';
import { useCelebrationChange, type CelebrationChange } from '../api/change-celebration';
import { CelebrationList } from './CelebrationList';
import { ExportButton } from './ExportButton';
import { ManualGiveDialog } from './ManualGiveDialog';
import { NewCelebrationLinks } from './NewCelebrationLinks';
import { ResetCelebrationDialog } from './ResetCelebrationDialog';
import styles from '../../program-form/ProgramForm.module.css';
import own from './CelebrationsAdmin.module.css';
import { ChangeOutcome } from '../../program-form/ChangeOutcome';

/** `/admin/programs/celebrations`: the active celebrations, the inactive ones on demand, and what to do with them. */
export function CelebrationsAdmin() {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const inactiveId = useId();
  const [showInactive, setShowInactive] = useState(false);
  const active = useAdminCelebrations('active');
  const inactive = useAdminCelebrations(showInactive ? 'inactive' : null);
  const { apply, pendingId, outcome } = useCelebrationChange();
  const [resetting, setResetting] = useState<Celebration | null>(null);
  const [giving, setGiving] = useState(false);

  const change = (kind: CelebrationChange, celebration: Celebration) => {
    if (kind === 'reset') setResetting(celebration);
    else void apply(kind, celebration);
  };
  const known = [...(active.data?.records ?? []), ...(inactive.data?.records ?? [])];

  return (
    <div className={styles.page}>
      <h1>{t('list.title')}</h1>
      <p className={styles.intro}>{t('list.intro')}</p>
      <div className={styles.toolbar} role="group" aria-label={t('list.pages')}>
        <button type="button" className={styles.primary} onClick={() => setGiving(true)}>
          {t('give.open')}
        </button>
        <ExportButton />
        <label className={styles.check} htmlFor={inactiveId}>
          <input
            id={inactiveId}
            type="checkbox"
            checked={showInactive}
            onChange={(event) => setShowInactive(event.target.checked)}
          />
          {t('list.showInactive')}
        </label>
      </div>
      <ChangeOutcome ns="celebrations" keyPrefix="admin" outcome={outcome} />
      <div className={own.lists}>
        <CelebrationList
          read={active}
          caption={t('list.caption')}
          empty={t('list.empty')}
          pendingId={pendingId}
          onChange={change}
        />
        {showInactive && (
          <CelebrationList
            read={inactive}
            caption={t('list.inactiveCaption')}
            empty={t('list.inactiveEmpty')}
            pendingId={pendingId}
            onChange={change}
          />
        )}
      </div>
      {active.data && <NewCelebrationLinks known={known} />}
      <ResetCelebrationDialog
        celebration={resetting}
        onClose={() => setResetting(null)}
        onConfirm={(celebration) => {
          setResetting(null);
          void apply('reset', celebration);
        }}
      />
      <ManualGiveDialog open={giving} celebrations={active.data?.records ?? []} onClose={() => setGiving(false)} />
    </div>
  );
}
