import type { GivingAndReceiving, ParticipationFigures, ParticipationOptions } from '@laurel/shared/contract';

export const figures = (
  people: number,
  givers: number,
  receivers: number,
  recognitions: number,
): ParticipationFigures => ({
  people,
  givers,
  receivers,
  giverShare: Math.round((100 * givers) / people),
  receiverShare: Math.round((100 * receivers) / people),
  recognitions,
});

export const OPTIONS: ParticipationOptions = {
  departments: ['Ops', 'Sales'],
  locations: ['Lisbon', 'Paris'],
  teams: [{ id: 4, name: 'Mateo Silva' }],
};

export const givingAndReceivingWith = (department = 'Sales', name = 'Emma Lind'): GivingAndReceiving => ({
  range: { start_date: '2026-10-01', end_date: '2026-10-31' },
  totals: figures(4, 2, 4, 3),
  weeks: [
    { weekStart: '2026-10-01', ...figures(4, 0, 0, 0) },
    { weekStart: '2026-10-05', ...figures(4, 1, 1, 1) },
  ],
  departments: [
    { department: 'Ops', ...figures(2, 0, 2, 0) },
    { department, ...figures(2, 2, 2, 3) },
  ],
  people: {
    page: 1,
    pageCount: 3,
    total: 60,
    rows: [
      { id: 1, name: 'Ada Okafor', department: 'Ops', given: 0, received: 1 },
      { id: 2, name, department, given: 2, received: 2 },
    ],
  },
});
