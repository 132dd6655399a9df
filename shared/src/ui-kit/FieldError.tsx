import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorIcon } from './icons';
import styles from './FieldError.module.css';
import hidden from './visually-hidden.module.css';

export interface FieldErrorProps {
  /** Point the field's aria-describedby here. */
  id: string;
  /** The translated message; nothing renders without one. */
  error?: ReactNode;
}

export function FieldError({ id, error }: FieldErrorProps) {
  const { t } = useTranslation('components');
  if (error === undefined || error === null || error === false || error === '') return null;
  return (
    <p id={id} className={styles.fieldError}>
      <ErrorIcon size="xs" className={styles.icon} />
      <span>
        <span className={hidden.visuallyHidden}>{t('fieldError.prefix')}</span>
        {error}
      </span>
    </p>
  );
}
