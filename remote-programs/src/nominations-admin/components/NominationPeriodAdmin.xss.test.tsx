import { screen } from '@testing-library/react';
import corpus from '@laurel/shared/testing/xss-corpus.json';
import { NominationPeriodAdminPage } from '../../pages/NominationPeriodAdminPage';
import { renderPage } from '../../testing/render-page';
import { answerGets } from '../../incentives-admin/testing/incentive-answers';
import { periodDetail, person } from '../testing/period-answers';

const UNSAFE = 'script, iframe, object, embed, [onerror], [onload], a[href^="javascript"]';

describe('a nomination period in the admin, with hostile text', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(corpus.map((entry) => [entry.id, entry.payload]))(
    'keeps %s inert in the name, description, summary, nominee and reason',
    async (_id, payload) => {
      const base = periodDetail();
      const nominee = { ...person(11, payload), displayName: payload };
      answerGets(() =>
        periodDetail({
          name: payload,
          description: payload,
          nominations: base.nominations.map((nomination) => ({
            ...nomination,
            reason: payload,
            nominatedUser: nominee,
          })),
          nominatedUserSummaries: [{ userId: 11, summary: payload, user: nominee }],
        }),
      );
      const { container } = renderPage(<NominationPeriodAdminPage />, {
        url: '/admin/programs/nominations/7',
        path: '/admin/programs/nominations/:id',
      });
      await screen.findByRole('list', { name: 'Nominees' });
      expect(container.querySelector(UNSAFE)).toBeNull();
    },
  );
});
