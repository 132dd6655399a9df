import type { ReportMonth } from '@laurel/shared/contract';

/** "October 2026": a month as the reader's language names it. */
export const monthLabel = (month: ReportMonth, language: string) =>
  new Date(`${month}-01T00:00:00.000Z`).toLocaleDateString(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A score of 0–100 with at most one decimal. */
export const scoreText = (score: number, language: string) =>
  score.toLocaleString(language, { maximumFractionDigits: 1 });
