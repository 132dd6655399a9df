import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import { GROWTH_TEXT_MAX_LENGTH } from '@laurel/shared/contract';
import { growthErrorText } from './growth-error';
import styles from './GrowthKit.module.css';

interface AddTextFormProps {
  label: string;
  buttonLabel: string;
  /** Resolves when added; a refusal keeps the text and shows why at the field. */
  onAdd: (text: string) => Promise<unknown>;
  children?: ReactNode;
}

/** One line of text to add to a list (a talking point, an action item, a comment). */
export function AddTextForm({ label, buttonLabel, onAdd, children }: AddTextFormProps) {
  const { t } = useTranslation('growth');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setError(t('oneOnOnes.errors.growth_text_required'));
    setBusy(true);
    try {
      await onAdd(text);
      setText('');
      setError(null);
    } catch (refusal) {
      setError(growthErrorText(t, 'oneOnOnes', refusal));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.addForm} onSubmit={(event) => void submit(event)}>
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={text}
          maxLength={GROWTH_TEXT_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <FieldError id={`${id}-error`} error={error} />
      </div>
      {children}
      <button type="submit" className={styles.button} aria-disabled={busy || undefined}>
        {buttonLabel}
      </button>
    </form>
  );
}
