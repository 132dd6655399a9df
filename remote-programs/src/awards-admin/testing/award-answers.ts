import type { AwardDetail, AwardGiveRequest, AwardListItem } from '@laurel/shared/contract';

export const awardItem = (id: number, name: string, overrides: Partial<AwardListItem> = {}): AwardListItem => ({
  id,
  type: 'manual',
  name,
  amount: 25,
  amountEditable: false,
  message: 'Thank you @recipient',
  messageEditable: true,
  visibility: 'publicly_visible',
  budgetUsed: 0,
  budgetPerPeriod: null,
  periodType: null,
  conditionsOperator: 'and',
  conditions: [],
  giverId: 1,
  iconUrl: null,
  state: 'active',
  pendingApprovals: 0,
  approvalStepsCount: 0,
  ...overrides,
});

export const MATEO = {
  id: 7,
  displayName: 'Mateo Manager',
  email: 'mateo@example.com',
  profilePic: null,
  username: 'mateo',
};

export const awardDetail = (id: number, name: string, overrides: Partial<AwardDetail> = {}): AwardDetail => ({
  ...awardItem(id, name),
  description: '<p>For the <strong>helper</strong>.</p>',
  title: 'Helper of the month',
  visibilityEditable: false,
  givers: [],
  approvalLevels: [],
  ...overrides,
});

export const awardGive = (id: number, overrides: Partial<AwardGiveRequest> = {}): AwardGiveRequest => ({
  id,
  award: { id: 3, name: 'Team player' },
  giver: { id: 1, displayName: 'Ada Awards' },
  receivers: [{ id: 9, displayName: 'Emma Employee', profilePic: null }],
  amount: 20,
  reason: '@emma Thank you for the launch',
  hideGiver: false,
  state: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  decisionDate: null,
  currentStep: 0,
  stepsCount: 2,
  bonusId: null,
  ...overrides,
});

export const listOf = (...records: AwardListItem[]) => ({ records, metadata: { totalCount: records.length } });
