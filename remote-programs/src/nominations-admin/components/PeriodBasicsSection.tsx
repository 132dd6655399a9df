import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  descriptionOfHtml,
  htmlOfDescription,
  textOfDescription,
  type DescriptionParagraph,
} from '@laurel/shared/rich-text';
import { NOMINATION_PERIOD_DESCRIPTION_MAX_LENGTH, NOMINATION_PERIOD_NAME_MAX_LENGTH } from '@laurel/shared/contract';
import type { PeriodFormValues } from '../form/period-form-values';
import { usePeriodFieldError } from '../form/use-period-field-error';
import { CountedTextField } from '../../program-form/CountedTextField';
import { DescriptionField } from '../../program-form/DescriptionField';
import styles from '../../program-form/ProgramForm.module.css';

/** The period's name with its counter and its description in rich text (programs §3). */
export function PeriodBasicsSection() {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const { register, setValue, getValues, control } = useFormContext<PeriodFormValues>();
  const name = useWatch({ control, name: 'name' });
  const [paragraphs, setParagraphs] = useState<DescriptionParagraph[]>(() =>
    descriptionOfHtml(getValues('description')),
  );
  const ids = { section: useId(), name: useId(), description: useId() };
  const nameError = usePeriodFieldError('name');
  const descriptionError = usePeriodFieldError('description');

  const changeDescription = (value: DescriptionParagraph[]) => {
    setParagraphs(value);
    setValue('description', textOfDescription(value).trim() === '' ? '' : htmlOfDescription(value), {
      shouldDirty: true,
    });
  };

  return (
    <section className={styles.section} aria-labelledby={ids.section}>
      <h2 id={ids.section}>{t('form.basics.title')}</h2>
      <CountedTextField
        id={ids.name}
        label={t('form.basics.name')}
        value={name}
        max={NOMINATION_PERIOD_NAME_MAX_LENGTH}
        error={nameError}
        input={register('name')}
      />
      <DescriptionField
        id={ids.description}
        ns="nominations"
        keyPrefix="admin.form.basics"
        paragraphs={paragraphs}
        max={NOMINATION_PERIOD_DESCRIPTION_MAX_LENGTH}
        error={descriptionError}
        onChange={changeDescription}
      />
    </section>
  );
}
