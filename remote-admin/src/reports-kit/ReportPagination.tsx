import { useTranslation } from 'react-i18next';
import { PageLinks } from '@laurel/shared/ui-kit';

export interface ReportPaginationProps {
  /** What is paged, for the navigation's name ("people"). */
  what: string;
  page: number;
  pageCount: number;
  searchOf: (page: number) => string;
}

/** Programs §9: up to five page numbers plus the first and the last, only with more than one page. */
export function ReportPagination({ what, page, pageCount, searchOf }: ReportPaginationProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'kit' });
  return (
    <PageLinks
      label={t('pages.label', { what })}
      pageLabel={(number) => t('pages.page', { page: number })}
      current={page}
      pageCount={pageCount}
      searchOf={searchOf}
    />
  );
}
