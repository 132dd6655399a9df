import { screen } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import type { Goal, OneOnOnePair } from '@laurel/shared/contract';
import { NextOneOnOneCard } from './NextOneOnOneCard';
import { MyGoalsCard } from '../../goals/components/MyGoalsCard';
import { renderPage } from '../../testing/render-page';

const PAIR: OneOnOnePair = {
  partner: { id: 7, displayName: 'Mateo Manager', profilePic: null },
  myRole: 'report',
  current: { id: 31, scheduledFor: '2026-11-24', openPoints: 1 },
  lastEndedId: null,
};
const goal = (id: number, status: Goal['status']): Goal => ({
  id,
  ownerId: 8,
  title: `Goal ${id}`,
  description: '',
  dueDate: null,
  progress: 40,
  status,
  initiativeId: null,
  initiativeTitle: null,
  comments: [],
  updatedAt: '',
});

afterEach(() => jest.restoreAllMocks());

describe('Growth hub cards', () => {
  const achieve = () => signInForTests({ ...subjectFor('tier_three'), flags: { 'one-on-ones': true } });

  it('links to the next one-on-one and lists the open goals', async () => {
    achieve();
    jest.spyOn(v2Client, 'get').mockImplementation(async (path) => ({
      result: path === '/one_on_ones' ? { pairs: [PAIR] } : [goal(1, 'at_risk'), goal(2, 'done')],
    }));
    renderPage(
      <>
        <NextOneOnOneCard />
        <MyGoalsCard />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'With Mateo Manager on November 24, 2026' })).toHaveAttribute(
      'href',
      '/one-on-ones/31',
    );
    expect(await screen.findByText('Goal 1 · At risk · 40 % done')).toBeVisible();
    expect(screen.queryByText(/Goal 2/)).toBeNull();
  });

  it('shows nothing and reads nothing without Achieve', () => {
    signInForTests(subjectFor('tier_two'));
    const get = jest.spyOn(v2Client, 'get');
    renderPage(
      <>
        <NextOneOnOneCard />
        <MyGoalsCard />
      </>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
