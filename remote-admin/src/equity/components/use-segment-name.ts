import { useTranslation } from 'react-i18next';
import type { EquityDimension, EquitySegment } from '@laurel/shared/contract';

/** How a segment is named on the page: a tenure band in words, a team by its manager. */
export function useSegmentName(dimension: EquityDimension) {
  const { t } = useTranslation('reports', { keyPrefix: 'equity' });
  return (segment: EquitySegment) => {
    if (dimension === 'tenure') return t(`tenure.${segment.key}`, { defaultValue: segment.name });
    if (dimension === 'team') return t('teamOf', { name: segment.name });
    return segment.name;
  };
}
