import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INCENTIVE_VISIBILITIES } from '@laurel/shared/contract';
import type { CelebrationFormValues } from '../form/celebration-form-values';
import styles from '../../program-form/ProgramForm.module.css';

/** Who sees the post (programs §3): public, private or the immediate team; public by default (§9). */
export function CelebrationVisibilitySection() {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const { register } = useFormContext<CelebrationFormValues>();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('form.visibility.title')}</h2>
      <fieldset className={styles.choices} aria-labelledby={headingId}>
        {INCENTIVE_VISIBILITIES.map((value) => (
          <label key={value} className={styles.check}>
            <input type="radio" value={value} {...register('visibility')} />
            {t(`visibilities.${value}`)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
