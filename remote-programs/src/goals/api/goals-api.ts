import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { CompanyInitiative, Goal, GoalInput } from '@laurel/shared/contract';

type Result<T> = { result: T };
const unwrap = <T>(body: Result<T>) => body.result;

const fetchGoals = (userId: number | null) =>
  v2Client.get<Result<Goal[]>>('/goals', { params: userId ? { userId } : {} }).then(unwrap);
const fetchInitiatives = () => v2Client.get<Result<CompanyInitiative[]>>('/company_initiatives').then(unwrap);

export const createGoal = (goal: GoalInput) => v2Client.post<Result<Goal>>('/goals', goal).then(unwrap);
export const updateGoal = (id: number, goal: GoalInput) =>
  v2Client.patch<Result<Goal>>(`/goals/${id}`, goal).then(unwrap);
export const commentOnGoal = (id: number, text: string) =>
  v2Client.post<Result<Goal>>(`/goals/${id}/comments`, { text }).then(unwrap);

/** A person's goals: the reader's own without `userId`, a report's with it. */
export const useGoals = (userId: number | null, enabled = true) =>
  useSWR(enabled ? ['goals', userId] : null, () => fetchGoals(userId), QUERY_DEFAULTS);
export const useInitiatives = () => useSWR(['company-initiatives'], fetchInitiatives, QUERY_DEFAULTS);
