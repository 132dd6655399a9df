import type { TFunction } from 'i18next';
import type { ParticipationFigures } from '@laurel/shared/contract';
import type { ChartRow, ChartSeries } from '../../reports-kit';

/** Gave and received as shares of the people counted, the series most participation charts draw. */
export const shareSeries = (t: TFunction): ChartSeries[] => [
  { key: 'giverShare', label: t('series.giverShare') },
  { key: 'receiverShare', label: t('series.receiverShare') },
];

export const shareRow = (label: string, figures: ParticipationFigures): ChartRow => ({
  label,
  values: { giverShare: figures.giverShare, receiverShare: figures.receiverShare },
});

export const percent = (value: number) => `${value}%`;
