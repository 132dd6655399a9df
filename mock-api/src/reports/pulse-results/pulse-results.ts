import { PULSE_MIN_GROUP_SIZE, type PulseResults } from '@laurel/shared/contract';
import type { PulseCheckData } from '../../seed/pulse-checks';
import { textOfRichText } from '../../rich-text/sanitize-rich-text';

export interface DayRange {
  start_date: string;
  end_date: string;
}

/**
 * A comment as plain text: markup removed by a real parser, again after each round of entities decoded, so an
 * escaped tag does not come back as one. Whatever is left is drawn as text.
 */
function plainTextOf(comment: string): string {
  let text = comment;
  for (let round = 0; round < 10; round += 1) {
    const next = textOfRichText(text);
    if (next === text) break;
    text = next;
  }
  return text.trim();
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) =>
  values.length === 0 ? null : oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length);

/** The months (yyyy-MM) the range touches, oldest first. */
function monthsOf({ start_date, end_date }: DayRange): string[] {
  const months: string[] = [];
  const last = end_date.slice(0, 7);
  for (let at = new Date(`${start_date.slice(0, 7)}-01T00:00:00.000Z`); ; at.setUTCMonth(at.getUTCMonth() + 1)) {
    const month = at.toISOString().slice(0, 7);
    months.push(month);
    if (month >= last) return months;
  }
}

/**
 * The range's pulse answers: each question's average and its months, each department's average unless
 * fewer than five people answered there (then hidden), and the comments as plain text with no author.
 */
export function pulseResults({ questions, responses }: PulseCheckData, range: DayRange): PulseResults {
  const answered = responses.filter(
    (response) => response.answered_on >= range.start_date && response.answered_on <= range.end_date,
  );
  const months = monthsOf(range);
  const departments = [...new Set(answered.map((response) => response.department))].sort();
  return {
    ...range,
    respondentCount: new Set(answered.map((response) => response.user_id)).size,
    questions: questions.map((question) => {
      const own = answered.filter((response) => response.question_id === question.id);
      return {
        questionId: question.id,
        text: question.text,
        averageScore: mean(own.map((response) => response.score)),
        responseCount: own.length,
        months: months.map((month) => {
          const inMonth = own.filter((response) => response.answered_on.startsWith(month));
          return {
            month,
            averageScore: mean(inMonth.map((response) => response.score)),
            responseCount: inMonth.length,
          };
        }),
      };
    }),
    departments: departments.map((department) => {
      const own = answered.filter((response) => response.department === department);
      const respondentCount = new Set(own.map((response) => response.user_id)).size;
      const hidden = respondentCount < PULSE_MIN_GROUP_SIZE;
      return {
        department,
        respondentCount,
        averageScore: hidden ? null : mean(own.map((response) => response.score)),
        hidden,
      };
    }),
    comments: answered
      .flatMap((response) => {
        const text = response.comment === null ? '' : plainTextOf(response.comment);
        return text
          ? [{ id: response.id, questionId: response.question_id, month: response.answered_on.slice(0, 7), text }]
          : [];
      })
      .sort((a, b) => b.month.localeCompare(a.month) || a.id - b.id),
  };
}
