import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isReportMonth, type ReportMonth } from '@laurel/shared/contract';
import kit from '../../reports-kit/ReportPage.module.css';

interface MonthFieldProps {
  label: string;
  value: ReportMonth;
  onChange: (month: ReportMonth) => void;
}

/**
 * One of the page's months. A value being typed stays in the field until it is a whole month; browsers
 * without a month picker show a text box, hence the hint.
 */
export function MonthField({ label, value, onChange }: MonthFieldProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'recognitionScores' });
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <div className={kit.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="month"
        value={draft}
        placeholder={t('months.placeholder')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setDraft(event.target.value);
          if (isReportMonth(event.target.value)) onChange(event.target.value);
        }}
      />
      <span id={`${id}-hint`} className={kit.visuallyHidden}>
        {t('months.hint')}
      </span>
    </div>
  );
}
