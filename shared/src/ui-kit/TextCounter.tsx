import { useTranslation } from 'react-i18next';
import styles from './TextCounter.module.css';
import hidden from './visually-hidden.module.css';

export interface TextCounterProps {
  count: number;
  /** The caller's limit; the counter turns red past it. */
  max: number;
  id?: string;
  className?: string;
}

/** `count/max` under a text field, red once the text is over its limit. */
export function TextCounter({ count, max, id, className }: TextCounterProps) {
  const { t } = useTranslation('components');
  const over = count > max;
  const classes = [styles.counter, over && styles.over, className].filter(Boolean).join(' ');
  return (
    <span id={id} className={classes} data-over={over}>
      <span aria-hidden="true">{t('counter.value', { count, max })}</span>
      <span className={hidden.visuallyHidden}>
        {over ? t('counter.overLabel', { count, max }) : t('counter.label', { count, max })}
      </span>
    </span>
  );
}
