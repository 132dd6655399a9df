import type { User } from '../db/types';
import { pick, seededRandom } from './random';

/** One anonymous answer to a pulse check question: the person is kept only to count their department. */
export interface PulseResponse {
  id: number;
  question_id: number;
  user_id: number;
  department: string;
  /** yyyy-MM-dd: the day it was answered. */
  answered_on: string;
  /** 1–5. */
  score: number;
  comment: string | null;
}

export interface PulseCheckData {
  questions: { id: number; text: string }[];
  responses: PulseResponse[];
}

const QUESTIONS = [
  'I feel recognised for the work I do.',
  'I know what is expected of me at work.',
  'I would recommend this company as a place to work.',
  'My manager supports my growth.',
];

const COMMENTS = [
  'More shout-outs in the team meeting would help.',
  'Priorities changed a lot this month.',
  'Great support from my manager during the launch.',
  'I would like clearer goals for the quarter.',
  'The new recognition budget made a real difference.',
  'Too many meetings, not enough focus time.',
];

const MONTHS_ANSWERED = 12;
/** Where each question's answers centre before the people and the months move them. */
const QUESTION_BASES = [3.1, 3.8, 3.5, 3.3];

/**
 * The pulse check every company ran monthly for the last year: each active person answers most months,
 * scores drifting with their department, and now and then leaves a comment. Same company, same answers.
 */
export function seedPulseChecks(companyId: number, people: readonly User[], today: Date): PulseCheckData {
  const random = seededRandom(companyId * 7919);
  const questions = QUESTIONS.map((text, index) => ({ id: index + 1, text }));
  const responses: PulseResponse[] = [];
  const active = people.filter((user) => user.company_id === companyId && user.status === 'active');
  for (let back = MONTHS_ANSWERED; back >= 1; back -= 1) {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    for (const user of active) {
      if (random() < 0.25) continue;
      const day = 1 + Math.floor(random() * 27);
      const lean = (user.custom_properties.department.length % 3) - 1;
      // Recognition is felt more as the year goes on; growth support lags behind.
      const drift = (MONTHS_ANSWERED - back) * 0.06;
      for (const question of questions) {
        const base = QUESTION_BASES[question.id - 1]! + (question.id === 1 ? drift : -drift / 2);
        const score = Math.min(5, Math.max(1, Math.round(base + lean * 0.5 + (random() - 0.5) * 2.4)));
        responses.push({
          id: responses.length + 1,
          question_id: question.id,
          user_id: user.id,
          department: user.custom_properties.department,
          answered_on: new Date(month.getTime() + (day - 1) * 86_400_000).toISOString().slice(0, 10),
          score,
          comment: random() < 0.015 ? pick(random, COMMENTS) : null,
        });
      }
    }
  }
  return { questions, responses };
}
