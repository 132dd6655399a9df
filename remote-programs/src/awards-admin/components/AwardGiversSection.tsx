import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import type { IncentiveUserSummary } from '@laurel/shared/contract';
import { UserLookup } from '../../program-form/UserLookup';
import type { AwardFormValues } from '../form/award-form-values';
import { useAwardFieldError } from '../form/use-award-field-error';
import styles from '../../program-form/ProgramForm.module.css';

/** Who may give the award besides the awards admins. */
export function AwardGiversSection({ knownGivers }: { knownGivers: IncentiveUserSummary[] }) {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const { control, setValue } = useFormContext<AwardFormValues>();
  const giverIds = useWatch({ control, name: 'giverIds' });
  const [people, setPeople] = useState(() => new Map(knownGivers.map((user) => [user.id, user])));
  const sectionId = useId();
  const error = useAwardFieldError('giverIds');
  const setGivers = (next: number[]) => setValue('giverIds', next, { shouldDirty: true });

  return (
    <section className={styles.section} aria-labelledby={sectionId}>
      <h2 id={sectionId}>{t('form.givers.title')}</h2>
      <p className={styles.hint}>{t('form.givers.intro')}</p>
      {giverIds.length > 0 && (
        <ul className={styles.chips} aria-label={t('form.givers.list')}>
          {giverIds.map((id) => {
            const name = people.get(id)?.displayName ?? `#${id}`;
            return (
              <li key={id} className={styles.chip}>
                {name}
                <button
                  type="button"
                  className={`${styles.button} ${styles.small}`}
                  aria-label={t('form.givers.remove', { name })}
                  onClick={() => setGivers(giverIds.filter((other) => other !== id))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <UserLookup
        label={t('form.givers.lookup')}
        exclude={giverIds}
        onPick={(user) => {
          setPeople((known) => new Map(known).set(user.id, user));
          setGivers([...giverIds, user.id]);
        }}
      />
      <FieldError id={`${sectionId}-error`} error={error} />
    </section>
  );
}
