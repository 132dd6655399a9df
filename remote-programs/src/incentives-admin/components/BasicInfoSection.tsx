import { useEffect, useId, useMemo, useState } from 'react';
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
  INCENTIVE_DESCRIPTION_MAX_LENGTH,
  INCENTIVE_ICON_MAX_BYTES,
  INCENTIVE_ICON_MAX_MEGABYTES,
  INCENTIVE_NAME_MAX_LENGTH,
  type ApiErrorId,
} from '@laurel/shared/contract';
import type { IncentiveFormValues } from '../form/incentive-form-values';
import { useFieldError } from '../form/use-field-error';
import { PreviewToggle } from './PreviewToggle';
import { RichTextPreview } from './RichTextPreview';
import { CountedTextField } from '../../program-form/CountedTextField';
import { DescriptionField } from '../../program-form/DescriptionField';
import styles from '../../program-form/ProgramForm.module.css';

const ICON_TYPES = ['image/jpeg', 'image/png'];

interface BasicInfoSectionProps {
  initialIconUrl: string | null;
  icon: File | null;
  iconError: ApiErrorId | null;
  onIcon: (file: File | null, error: ApiErrorId | null) => void;
}

function useObjectUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/** Basic info (programs §2): name with its counter, description in rich text, icon, proof, and a preview. */
export function BasicInfoSection({ initialIconUrl, icon, iconError, onIcon }: BasicInfoSectionProps) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const { register, setValue, getValues, control } = useFormContext<IncentiveFormValues>();
  const [name, amount] = useWatch({ control, name: ['name', 'amount'] });
  const [paragraphs, setParagraphs] = useState<DescriptionParagraph[]>(() =>
    descriptionOfHtml(getValues('description')),
  );
  const ids = { name: useId(), description: useId(), icon: useId(), proof: useId() };
  const nameError = useFieldError('name');
  const descriptionError = useFieldError('description');
  const iconUrl = useObjectUrl(icon) ?? initialIconUrl;

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
    <section className={styles.section} aria-labelledby={`${ids.name}-section`}>
      <h2 id={`${ids.name}-section`}>{t('form.basicInfo.title')}</h2>
      <CountedTextField
        id={ids.name}
        label={t('form.basicInfo.name')}
        value={name}
        max={INCENTIVE_NAME_MAX_LENGTH}
        error={nameError}
        input={register('name')}
      />
      <DescriptionField
        id={ids.description}
        ns="admin_rewards"
        keyPrefix="incentives.form.basicInfo"
        paragraphs={paragraphs}
        max={INCENTIVE_DESCRIPTION_MAX_LENGTH}
        error={descriptionError}
        onChange={changeDescription}
      />
      <div className={styles.field}>
        <label htmlFor={ids.icon}>{t('form.basicInfo.icon')}</label>
        <input
          id={ids.icon}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          aria-invalid={Boolean(iconError)}
          aria-describedby={`${ids.icon}-hint${iconError ? ` ${ids.icon}-error` : ''}`}
          onChange={(event) => pickIcon(event.target.files?.[0])}
        />
        <p id={`${ids.icon}-hint`} className={styles.hint}>
          {t('form.basicInfo.iconHint', { maxMegabytes: INCENTIVE_ICON_MAX_MEGABYTES })}
        </p>
        <FieldError
          id={`${ids.icon}-error`}
          error={iconError && translateApiError(t, iconError, { maxMegabytes: INCENTIVE_ICON_MAX_MEGABYTES })}
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register('requireProof')} />
        {t('form.basicInfo.requireProof')}
      </label>
      <PreviewToggle label={t('form.basicInfo.preview')}>
        <div className={styles.preview}>
          {iconUrl && <img className={styles.previewIcon} src={iconUrl} alt="" />}
          <h3>{name.trim() || t('form.basicInfo.untitled')}</h3>
          {Number.isFinite(amount) && <p>{t('list.points', { count: amount })}</p>}
          <RichTextPreview paragraphs={paragraphs} />
        </div>
      </PreviewToggle>
    </section>
  );
}
