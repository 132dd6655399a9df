import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@laurel/shared/relative-time';
import { fullDate } from '../bonus-display';

interface RelativeTimeProps {
  /** An ISO timestamp from the API. */
  date: string;
  className?: string;
}

/** "3 days ago" in the reader's language, with the full date on hover and in the markup. */
export function RelativeTime({ date, className }: RelativeTimeProps) {
  const { i18n } = useTranslation();
  const moment = new Date(date);
  return (
    <time dateTime={date} title={fullDate(moment, i18n.language)} className={className}>
      {formatRelativeTime(moment, i18n.language)}
    </time>
  );
}
