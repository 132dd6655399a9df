import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import {
  DescriptionEditor,
  descriptionOfHtml,
  htmlOfDescription,
  textOfDescription,
  type DescriptionParagraph,
} from '@laurel/shared/rich-text';
import { NOMINATION_PERIOD_DESCRIPTION_MAX_LENGTH, NOMINATION_PERIOD_NAME_MAX_LENGTH } from '@laurel/shared/contract';
import type { PeriodFormValues } from '../form/period-form-values';
import { describedBy } from '../form/described-by';
import { usePeriodFieldError } from '../form/use-period-field-error';
import styles from '../../program-form/ProgramForm.module.css';

/** The period's name with its counter and its description in rich text (programs §3). */
export function PeriodBasicsSection() {
  const { t } = useTranslation('nominationsAdmin');
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
      <div className={styles.field}>
        <label htmlFor={ids.name}>{t('form.basics.name')}</label>
        <input
          id={ids.name}
          autoComplete="off"
          aria-invalid={Boolean(nameError)}
          aria-describedby={describedBy(ids.name, nameError, `${ids.name}-count`)}
          {...register('name')}
        />
        <TextCounter id={`${ids.name}-count`} count={name.trim().length} max={NOMINATION_PERIOD_NAME_MAX_LENGTH} />
        <FieldError id={`${ids.name}-error`} error={nameError} />
      </div>
      <div className={styles.field}>
        <span className={styles.label} id={`${ids.description}-label`}>
          {t('form.basics.description')}
        </span>
        <DescriptionEditor
          id={ids.description}
          label={t('form.basics.description')}
          formattingLabel={t('form.basics.formatting')}
          markLabels={{
            bold: t('form.basics.marks.bold'),
            italic: t('form.basics.marks.italic'),
            underline: t('form.basics.marks.underline'),
          }}
          initialValue={paragraphs}
          describedBy={describedBy(ids.description, descriptionError, `${ids.description}-count`)}
          invalid={Boolean(descriptionError)}
          onChange={changeDescription}
        />
        <TextCounter
          id={`${ids.description}-count`}
          count={textOfDescription(paragraphs).length}
          max={NOMINATION_PERIOD_DESCRIPTION_MAX_LENGTH}
        />
        <FieldError id={`${ids.description}-error`} error={descriptionError} />
      </div>
    </section>
  );
}
