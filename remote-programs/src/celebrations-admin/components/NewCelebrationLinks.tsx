import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CELEBRATION_TYPES, PERSONAL_CELEBRATION_TYPES, type Celebration } from '@laurel/shared/contract';
import { newCelebrationPath } from '../celebration-admin-paths';
import styles from '../../program-form/ProgramForm.module.css';

/** The types a new celebration may have: a company keeps one of each personal type, and any number of the others. */
export function NewCelebrationLinks({ known }: { known: readonly Celebration[] }) {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const headingId = useId();
  const taken = new Set(known.map((celebration) => celebration.type));
  const types = CELEBRATION_TYPES.filter((type) => !PERSONAL_CELEBRATION_TYPES.includes(type) || !taken.has(type));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('list.newTitle')}</h2>
      <ul className={styles.chips}>
        {types.map((type) => (
          <li key={type}>
            <Link className={`${styles.link} ${styles.small}`} to={newCelebrationPath(type)}>
              {t('list.new', { type: t(`types.${type}`) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
