import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KitCopy } from './kit-copy';
import styles from './ProgramForm.module.css';

export type ProgramChange = 'deactivate' | 'reactivate' | 'delete';

/** `ns` and `keyPrefix`: the admin area's copy, holding `list.actions.*`. */
interface ProgramRowActionsProps extends KitCopy {
  name: string;
  archived: boolean;
  busy: boolean;
  editTo: string;
  onChange: (change: ProgramChange) => void;
  className?: string;
}

/** A program row's actions: edit and deactivate while active, reactivate once archived, delete always. */
export function ProgramRowActions({
  ns,
  keyPrefix,
  name,
  archived,
  busy,
  editTo,
  onChange,
  className = styles.actions,
}: ProgramRowActionsProps) {
  const { t } = useTranslation(ns, { keyPrefix });
  const named = { name };
  return (
    <div className={className}>
      {archived ? (
        <button
          type="button"
          className={`${styles.button} ${styles.small}`}
          disabled={busy}
          aria-label={t('list.actions.reactivateLabel', named)}
          onClick={() => onChange('reactivate')}
        >
          {t('list.actions.reactivate')}
        </button>
      ) : (
        <>
          <Link
            to={editTo}
            className={`${styles.link} ${styles.small}`}
            aria-label={t('list.actions.editLabel', named)}
          >
            {t('list.actions.edit')}
          </Link>
          <button
            type="button"
            className={`${styles.button} ${styles.small}`}
            disabled={busy}
            aria-label={t('list.actions.deactivateLabel', named)}
            onClick={() => onChange('deactivate')}
          >
            {t('list.actions.deactivate')}
          </button>
        </>
      )}
      <button
        type="button"
        className={`${styles.danger} ${styles.small}`}
        disabled={busy}
        aria-label={t('list.actions.deleteLabel', named)}
        onClick={() => onChange('delete')}
      >
        {t('list.actions.delete')}
      </button>
    </div>
  );
}
