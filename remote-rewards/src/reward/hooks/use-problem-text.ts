import { useTranslation } from 'react-i18next';
import type { FieldProblem, RedemptionField } from '../redemption-form';

/** A field's problem in words: what to fill in, what is wrong with it, or the limit it went over. */
export function useProblemText() {
  const { t } = useTranslation('rewards');
  return (field: RedemptionField, problem: FieldProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem.kind === 'too_long') return t('redeem.problems.tooLong', { max: problem.max });
    return t(`redeem.problems.${problem.kind}.${field}`);
  };
}
