import type { FeedbackRequest, FeedbackResponse } from '@laurel/shared/contract';

export const person = (id: number, displayName: string) => ({ id, displayName, profilePic: null });
export const EMMA = person(1, 'Emma Employee');
export const MATEO = person(2, 'Mateo Manager');

export const feedbackRequest = (overrides: Partial<FeedbackRequest> = {}): FeedbackRequest => ({
  id: 11,
  topic: 'My demo on Friday',
  dueDate: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  resentAt: null,
  expiresAt: '2026-12-04T09:00:00.000Z',
  requester: MATEO,
  recipient: EMMA,
  response: null,
  ...overrides,
});

export const feedbackResponse = (overrides: Partial<FeedbackResponse> = {}): FeedbackResponse => ({
  id: 21,
  message: 'Clear slides; slow down at the end.',
  createdAt: '2026-11-21T09:00:00.000Z',
  giver: MATEO,
  receiver: EMMA,
  requestId: null,
  topic: null,
  ...overrides,
});
