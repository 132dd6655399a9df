import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import { DescriptionEditor, textOfDescription, type DescriptionParagraph } from '@laurel/shared/rich-text';
import type { KitCopy } from './kit-copy';
import styles from './ProgramForm.module.css';

/** `ns` and `keyPrefix`: the section's copy, holding `description`, `formatting` and `marks.*`. */
interface DescriptionFieldProps extends KitCopy {
  id: string;
  paragraphs: DescriptionParagraph[];
  max: number;
  error?: ReactNode;
  onChange: (paragraphs: DescriptionParagraph[]) => void;
}

/** A program's description in rich text, with its length against the limit and its error. */
export function DescriptionField({ id, ns, keyPrefix, paragraphs, max, error, onChange }: DescriptionFieldProps) {
  const { t } = useTranslation(ns, { keyPrefix });
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {t('description')}
      </span>
      <DescriptionEditor
        id={id}
        label={t('description')}
        formattingLabel={t('formatting')}
        markLabels={{ bold: t('marks.bold'), italic: t('marks.italic'), underline: t('marks.underline') }}
        initialValue={paragraphs}
        describedBy={[`${id}-count`, error && `${id}-error`].filter(Boolean).join(' ')}
        invalid={Boolean(error)}
        onChange={onChange}
      />
      <TextCounter id={`${id}-count`} count={textOfDescription(paragraphs).length} max={max} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
