import type { GivableAward } from '@laurel/shared/contract';

export const givableAward = (overrides: Partial<GivableAward> = {}): GivableAward => ({
  id: 7,
  name: 'Team player',
  title: '',
  description: 'For someone who lifts the whole team.',
  iconUrl: null,
  amount: 30,
  amountEditable: false,
  message: 'Congratulations @receiver_username!',
  messageEditable: false,
  visibility: 'publicly_visible',
  visibilityEditable: false,
  budgetLeft: null,
  periodType: null,
  requiresApproval: false,
  recentRecipients: [],
  recipientsCount: 0,
  ...overrides,
});
