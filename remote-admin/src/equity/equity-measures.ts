import { perPerson, percentOf, type EquityFigures } from '@laurel/shared/contract';

export const EQUITY_MEASURES = ['recognisedShare', 'recognitionsPerPerson', 'pointsPerPerson'] as const;
export type EquityMeasure = (typeof EQUITY_MEASURES)[number];

/** A group's figure for a measure: a whole percentage, or an amount per person to one decimal. */
export function measureOf(measure: EquityMeasure, figures: EquityFigures): number {
  switch (measure) {
    case 'recognisedShare':
      return percentOf(figures.recognised, figures.people);
    case 'recognitionsPerPerson':
      return perPerson(figures.recognitions, figures.people);
    case 'pointsPerPerson':
      return perPerson(figures.points, figures.people);
  }
}
