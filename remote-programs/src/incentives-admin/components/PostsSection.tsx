import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import { INCENTIVE_MESSAGE_MAX_LENGTH, INCENTIVE_VISIBILITIES } from '@laurel/shared/contract';
import type { IncentiveFormValues } from '../form/incentive-form-values';
import { useFieldError } from '../form/use-field-error';
import { PreviewToggle } from './PreviewToggle';
import styles from '../../program-form/ProgramForm.module.css';

/** Posts (programs §2): the recognition post's message and who sees it, with a preview. */
export function PostsSection() {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const { control, register } = useFormContext<IncentiveFormValues>();
  const [message, visibility, amount] = useWatch({ control, name: ['message', 'visibility', 'amount'] });
  const ids = { section: useId(), message: useId(), visibility: useId() };
  const error = useFieldError('message');

  return (
    <section className={styles.section} aria-labelledby={ids.section}>
      <h2 id={ids.section}>{t('form.posts.title')}</h2>
      <div className={styles.field}>
        <label htmlFor={ids.message}>{t('form.posts.message')}</label>
        <textarea
          id={ids.message}
          aria-invalid={Boolean(error)}
          aria-describedby={`${ids.message}-count${error ? ` ${ids.message}-error` : ''}`}
          {...register('message')}
        />
        <TextCounter id={`${ids.message}-count`} count={message.length} max={INCENTIVE_MESSAGE_MAX_LENGTH} />
        <FieldError id={`${ids.message}-error`} error={error} />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.visibility}>{t('form.posts.visibility')}</label>
        <select id={ids.visibility} {...register('visibility')}>
          {INCENTIVE_VISIBILITIES.map((value) => (
            <option key={value} value={value}>
              {t(`form.posts.visibilities.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <PreviewToggle label={t('form.posts.preview')}>
        <div className={styles.preview}>
          <p>
            <strong>{t('form.posts.previewAmount', { count: Number.isFinite(amount) ? amount : 0 })}</strong>{' '}
            {message.trim() || t('form.posts.noMessage')}
          </p>
          <p className={styles.hint}>{t(`form.posts.visibilities.${visibility}`)}</p>
        </div>
      </PreviewToggle>
    </section>
  );
}
