import {
  DEFAULT_PULSE_CHECK_SETTINGS,
  type CheckInPulse,
  type PulseCheckSettings,
  type TeamPulse,
} from '@laurel/shared/contract';
import type { CheckInRow, Company } from '../db/types';

/** The company's pulse check lives on its row; a company never set up has the defaults (off). */
export type PulseCompany = Company & { pulse_check_settings?: PulseCheckSettings };

export const pulseCheckSettingsOf = (company: Company): PulseCheckSettings =>
  (company as PulseCompany).pulse_check_settings ?? DEFAULT_PULSE_CHECK_SETTINGS;

export const checkInPulseOf = (company: Company): CheckInPulse | null => {
  const settings = pulseCheckSettingsOf(company);
  return settings.enabled ? { question: settings.question, scaleLabels: settings.scaleLabels } : null;
};

/** The latest period's answers of a manager's reports: their mean, unless fewer answered than the threshold. */
export function teamPulseOf(company: Company, reportsCheckIns: readonly CheckInRow[]): TeamPulse | null {
  const settings = pulseCheckSettingsOf(company);
  if (!settings.enabled) return null;
  const answered = reportsCheckIns.filter((row) => row.pulse);
  const latest = answered
    .map((row) => row.period_start)
    .sort()
    .at(-1);
  const scores = answered.filter((row) => row.period_start === latest).map((row) => row.pulse!.score);
  const shown = scores.length > 0 && scores.length >= settings.anonymityThreshold;
  return {
    question: settings.question,
    managerView: settings.managerView,
    answerCount: scores.length,
    threshold: settings.anonymityThreshold,
    average: shown ? Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10 : null,
  };
}
