import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '@laurel/shared';
import { FieldError } from '@laurel/shared/ui-kit';
import {
  descriptionOfHtml,
  htmlOfDescription,
  textOfDescription,
  type DescriptionParagraph,
} from '@laurel/shared/rich-text';
import {
  AWARD_DESCRIPTION_MAX_LENGTH,
  AWARD_NAME_MAX_LENGTH,
  AWARD_TITLE_MAX_LENGTH,
  INCENTIVE_ICON_MAX_BYTES,
  INCENTIVE_ICON_MAX_MEGABYTES,
  type ApiErrorId,
} from '@laurel/shared/contract';
import type { AwardFormValues } from '../form/award-form-values';
import { useAwardFieldError } from '../form/use-award-field-error';
import { CountedTextField } from '../../program-form/CountedTextField';
import { DescriptionField } from '../../program-form/DescriptionField';
import styles from '../../program-form/ProgramForm.module.css';

const ICON_TYPES = ['image/jpeg', 'image/png'];

interface AwardBasicsSectionProps {
  iconUrl: string | null;
  iconError: ApiErrorId | null;
  onIcon: (file: File | null, error: ApiErrorId | null) => void;
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** The award's name, the title its post shows, its rich-text description and its icon. */
export function AwardBasicsSection({ iconUrl, iconError, onIcon }: AwardBasicsSectionProps) {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const { register, setValue, getValues, control } = useFormContext<AwardFormValues>();
  const [name, title] = useWatch({ control, name: ['name', 'title'] });
  const [paragraphs, setParagraphs] = useState<DescriptionParagraph[]>(() =>
    descriptionOfHtml(getValues('description')),
  );
  const ids = { section: useId(), name: useId(), title: useId(), description: useId(), icon: useId() };
  const errors = {
    name: useAwardFieldError('name'),
    title: useAwardFieldError('title'),
    description: useAwardFieldError('description'),
  };

  const changeDescription = (value: DescriptionParagraph[]) => {
    setParagraphs(value);
    setValue('description', textOfDescription(value).trim() === '' ? '' : htmlOfDescription(value), {
      shouldDirty: true,
    });
  };

  const pickIcon = (file: File | undefined) => {
    if (!file) return onIcon(null, null);
    if (!ICON_TYPES.includes(file.type)) return onIcon(null, 'unsupported_file_type');
    if (file.size > INCENTIVE_ICON_MAX_BYTES) return onIcon(null, 'image_upload_too_big');
    onIcon(file, null);
  };

  return (
    <section className={styles.section} aria-labelledby={ids.section}>
      <h2 id={ids.section}>{t('form.basics.title')}</h2>
      <CountedTextField
        id={ids.name}
        label={t('form.basics.name')}
        value={name}
        max={AWARD_NAME_MAX_LENGTH}
        error={errors.name}
        input={register('name')}
      />
      <CountedTextField
        id={ids.title}
        label={t('form.basics.awardTitle')}
        hint={t('form.basics.awardTitleHint')}
        value={title}
        max={AWARD_TITLE_MAX_LENGTH}
        error={errors.title}
        input={register('title')}
      />
      <DescriptionField
        id={ids.description}
        ns="awards"
        keyPrefix="admin.form.basics"
        paragraphs={paragraphs}
        max={AWARD_DESCRIPTION_MAX_LENGTH}
        error={errors.description}
        onChange={changeDescription}
      />
      <div className={styles.field}>
        <label htmlFor={ids.icon}>{t('form.basics.icon')}</label>
        {iconUrl && <img className={styles.previewIcon} src={iconUrl} alt={t('form.basics.currentIcon')} />}
        <input
          id={ids.icon}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          aria-invalid={Boolean(iconError)}
          aria-describedby={describedBy(`${ids.icon}-hint`, iconError && `${ids.icon}-error`)}
          onChange={(event) => pickIcon(event.target.files?.[0])}
        />
        <p id={`${ids.icon}-hint`} className={styles.hint}>
          {t('form.basics.iconHint', { maxMegabytes: INCENTIVE_ICON_MAX_MEGABYTES })}
        </p>
        <FieldError
          id={`${ids.icon}-error`}
          error={iconError && translateApiError(t, iconError, { maxMegabytes: INCENTIVE_ICON_MAX_MEGABYTES })}
        />
      </div>
    </section>
  );
}
