import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { recognitionLinks } from './recognition-links';

export function WidgetPage() {
  const { t } = useTranslation('recognition');
  return <AreaPage title={t('widget.title')} intro={t('widget.intro')} links={recognitionLinks(t)} />;
}
