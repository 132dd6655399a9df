import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, showToast } from '@laurel/shared';
import { Alert, ModalDialog, ModalDialogClose, modalDialogStyles } from '@laurel/shared/ui-kit';
import type { Celebration, IncentiveUserSummary } from '@laurel/shared/contract';
import { UserLookup } from '../../program-form/UserLookup';
import { giveCelebration } from '../api/give-celebration';
import styles from '../../program-form/ProgramForm.module.css';

interface ManualGiveDialogProps {
  open: boolean;
  celebrations: readonly Celebration[];
  onClose: () => void;
}

/** Programs §7 `manually_give`: a celebration posted now for chosen colleagues; the result is a toast. */
export function ManualGiveDialog({ open, celebrations, onClose }: ManualGiveDialogProps) {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const selectId = useId();
  const [celebrationId, setCelebrationId] = useState('');
  const [people, setPeople] = useState<IncentiveUserSummary[]>([]);
  const [problem, setProblem] = useState<unknown>(null);
  const [giving, setGiving] = useState(false);
  const chosen = celebrations.find((celebration) => String(celebration.id) === celebrationId);

  const close = () => {
    setPeople([]);
    setCelebrationId('');
    setProblem(null);
    onClose();
  };

  const give = async () => {
    if (!chosen || people.length === 0) return setProblem('needsBoth');
    setProblem(null);
    setGiving(true);
    try {
      const result = await giveCelebration({ celebrationId: chosen.id, userIds: people.map((person) => person.id) });
      const posted = result.posted.filter((outcome) => outcome.skipped === null).length;
      const skipped = result.posted.length - posted;
      if (posted > 0) showToast(t('give.posted', { name: chosen.name, count: posted }), 'success');
      if (skipped > 0) showToast(t('give.skipped', { name: chosen.name, count: skipped }), 'warn');
      close();
    } catch (error) {
      setProblem(error);
    } finally {
      setGiving(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('give.title')}
      description={t('give.description')}
      actions={
        <>
          <ModalDialogClose asChild>
            <button type="button">{t('give.cancel')}</button>
          </ModalDialogClose>
          <button type="button" className={modalDialogStyles.primary} disabled={giving} onClick={() => void give()}>
            {giving ? t('give.giving') : t('give.submit')}
          </button>
        </>
      }
    >
      <div className={styles.form}>
        <div aria-live="polite">
          {problem === 'needsBoth' ? (
            <Alert status="error" title={t('give.needsBoth')} />
          ) : (
            problem !== null && (
              <Alert status="error" title={t('give.failed')}>
                <p>{apiErrorMessage(t, problem)}</p>
              </Alert>
            )
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={selectId}>{t('give.celebration')}</label>
          <select id={selectId} value={celebrationId} onChange={(event) => setCelebrationId(event.target.value)}>
            <option value="">{t('give.pickCelebration')}</option>
            {celebrations.map((celebration) => (
              <option key={celebration.id} value={celebration.id}>
                {celebration.name}
              </option>
            ))}
          </select>
        </div>
        <UserLookup
          label={t('give.lookup')}
          exclude={people.map((person) => person.id)}
          onPick={(person) => setPeople((current) => [...current, person])}
        />
        {people.length === 0 ? (
          <p className={styles.hint}>{t('give.nobody')}</p>
        ) : (
          <ul className={styles.chips} aria-label={t('give.people')}>
            {people.map((person) => (
              <li key={person.id} className={styles.chip}>
                {person.displayName}
                <button
                  type="button"
                  className={`${styles.button} ${styles.small}`}
                  aria-label={t('give.remove', { name: person.displayName })}
                  onClick={() => setPeople((current) => current.filter((other) => other.id !== person.id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ModalDialog>
  );
}
