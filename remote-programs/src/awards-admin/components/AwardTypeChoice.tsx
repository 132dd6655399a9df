import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AWARD_TYPES, type AwardType } from '@laurel/shared/contract';
import { NEW_INCENTIVE_PATH } from '../../incentives-admin/incentive-admin-paths';
import styles from '../../program-form/ProgramForm.module.css';

/** A new award is manual (this form) or claimable, which is an incentive made in the incentive form. */
export function AwardTypeChoice({ type, onType }: { type: AwardType; onType: (type: AwardType) => void }) {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  return (
    <div className={styles.section}>
      <fieldset className={styles.choices}>
        <legend>{t('form.type.legend')}</legend>
        {AWARD_TYPES.map((value) => (
          <label key={value} className={styles.check}>
            <input
              type="radio"
              name="award-type"
              value={value}
              checked={type === value}
              onChange={() => onType(value)}
            />
            {t(`form.type.${value}`)}
          </label>
        ))}
      </fieldset>
      {type === 'claimable' && (
        <p className={styles.hint}>
          {t('form.type.claimableNote')}{' '}
          <Link className={styles.link} to={NEW_INCENTIVE_PATH}>
            {t('form.type.claimableLink')}
          </Link>
        </p>
      )}
    </div>
  );
}
