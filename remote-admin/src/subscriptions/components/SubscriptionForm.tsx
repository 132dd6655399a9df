import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HttpError, translateApiError } from '@laurel/shared';
import { FieldError } from '@laurel/shared/ui-kit';
import {
  SUBSCRIPTION_FORMATS,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_MESSAGE_MAX_LENGTH,
  SUBSCRIPTION_RECIPIENTS_MAX,
  SUBSCRIPTION_REPORTS,
  apiErrorIdOf,
  type ApiErrorId,
} from '@laurel/shared/contract';
import { fieldErrorsOf, subscriptionFormResolver, type SubscriptionFormValues } from '../subscription-form-values';
import { RecipientsField } from './RecipientsField';
import { SaveFailure } from './SaveFailure';
import styles from './Subscriptions.module.css';

const FIELD_ORDER: readonly (keyof SubscriptionFormValues)[] = [
  'report',
  'frequency',
  'format',
  'recipients',
  'message',
];

interface SubscriptionFormProps {
  title: string;
  initialValues: SubscriptionFormValues;
  onSave: (values: SubscriptionFormValues) => Promise<unknown>;
  onCancel: () => void;
}

const errorIdsOf = (failure: unknown): ApiErrorId[] => {
  if (!(failure instanceof HttpError)) return [];
  const body = failure.body as { errors?: ApiErrorId[] } | undefined;
  const first = apiErrorIdOf(failure.body);
  return body?.errors ?? (first ? [first] : []);
};

/**
 * A subscription's report, frequency, format, recipients and note, checked with the contract's rules before it is
 * sent; the server's refusals come back at their fields and nothing typed is lost.
 */
export function SubscriptionForm({ title, initialValues, onSave, onCancel }: SubscriptionFormProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'subscriptions' });
  const ids = { title: useId(), report: useId(), message: useId(), messageHint: useId(), messageError: useId() };
  const failureId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SubscriptionFormValues>({
    defaultValues: initialValues,
    resolver: subscriptionFormResolver,
    // Focus goes to the first refused field in the order the form shows them (see focusFirstError).
    shouldFocusError: false,
  });

  const focusFirstError = (fields: readonly string[]) => {
    const first = FIELD_ORDER.find((field) => fields.includes(field));
    if (first) setFocus(first);
  };

  useEffect(() => heading.current?.focus(), []);

  const errorText = (field: keyof SubscriptionFormValues) => {
    const id = errors[field]?.message as ApiErrorId | undefined;
    if (!id) return undefined;
    const max =
      id === 'subscription_recipients_too_many' ? SUBSCRIPTION_RECIPIENTS_MAX : SUBSCRIPTION_MESSAGE_MAX_LENGTH;
    return translateApiError(t, id, { max });
  };

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await onSave(values);
      } catch (error) {
        const atFields = Object.entries(fieldErrorsOf(errorIdsOf(error)));
        if (atFields.length === 0) return setFailure(error);
        for (const [field, fieldError] of atFields) {
          setError(field as keyof SubscriptionFormValues, fieldError as { type: string; message: string });
        }
        focusFirstError(atFields.map(([field]) => field));
      }
    },
    (refused) => focusFirstError(Object.keys(refused)),
  );

  const messageError = errorText('message');

  return (
    <form className={styles.form} noValidate aria-labelledby={ids.title} onSubmit={(event) => void submit(event)}>
      <h2 id={ids.title} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <div className={styles.field}>
        <label htmlFor={ids.report}>{t('form.report')}</label>
        <select id={ids.report} {...register('report')}>
          {SUBSCRIPTION_REPORTS.map((report) => (
            <option key={report} value={report}>
              {t(`reports.${report}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('form.frequency')}</legend>
        {SUBSCRIPTION_FREQUENCIES.map((frequency) => (
          <label key={frequency} className={styles.choice}>
            <input type="radio" value={frequency} {...register('frequency')} />
            {t(`frequencies.${frequency}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('form.format')}</legend>
        {SUBSCRIPTION_FORMATS.map((format) => (
          <label key={format} className={styles.choice}>
            <input type="radio" value={format} {...register('format')} />
            {t(`formats.${format}`)}
          </label>
        ))}
      </fieldset>
      <Controller
        control={control}
        name="recipients"
        render={({ field }) => (
          <RecipientsField
            value={field.value}
            onChange={field.onChange}
            error={errorText('recipients')}
            inputRef={field.ref}
          />
        )}
      />
      <div className={styles.field}>
        <label htmlFor={ids.message}>{t('form.message')}</label>
        <textarea
          id={ids.message}
          rows={3}
          aria-describedby={`${ids.messageHint}${messageError ? ` ${ids.messageError}` : ''}`}
          aria-invalid={messageError ? true : undefined}
          {...register('message')}
        />
        <p id={ids.messageHint} className={styles.hint}>
          {t('form.messageHint')}
        </p>
        <FieldError id={ids.messageError} error={messageError} />
      </div>
      <SaveFailure id={failureId} failure={failure} title={t('form.saveFailed')} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
