import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import type { TechOpsUser } from '@laurel/shared/contract';
import { currentAddress, renderRouted } from '@laurel/shared/testing/render-routed';
import xssCorpus from '@laurel/shared/testing/xss-corpus.json';
import '../super-admin-copy';
import { i18n } from '../../i18n';
import { TechOpsUserPage } from './TechOpsUserPage';

const EMMA: TechOpsUser = {
  id: 1,
  name: 'Emma Employee',
  email: 'emma@example.com',
  roles: [],
  company: { id: 1, name: 'Acme' },
  status: 'active',
  lastSignInAt: '2026-11-10T09:00:00.000Z',
  recentRecognitions: xssCorpus.map((entry, index) => ({
    id: index + 1,
    createdAt: '2026-11-09T09:00:00.000Z',
    direction: index % 2 === 0 ? ('given' as const) : ('received' as const),
    amount: 5,
    reason: entry.payload,
  })),
};

function answer() {
  return jest
    .spyOn(v2Client, 'get')
    .mockImplementation(((path: string) =>
      Promise.resolve(
        path.startsWith('tech_ops/users?')
          ? { result: [{ id: 1, label: 'Emma Employee', detail: 'emma@example.com · Acme' }] }
          : { result: EMMA },
      )) as typeof v2Client.get);
}

describe('TechOpsUserPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('finds a person by e-mail and shows their company, roles, status, last sign-in and recognitions', async () => {
    answer();
    const { user, container } = renderRouted(i18n, <TechOpsUserPage />, {
      url: '/tech_ops/user',
      path: '/tech_ops/user',
    });
    await user.type(screen.getByLabelText('E-mail or name'), 'emma@');
    await user.click(await screen.findByRole('button', { name: 'Emma Employee' }));
    expect(currentAddress()).toBe('/tech_ops/user?id=1');
    const article = await screen.findByRole('article', { name: 'Emma Employee' });
    expect(article).toHaveTextContent('Acme (id 1)');
    expect(article).toHaveTextContent('Active');
    expect(article).toHaveTextContent('Nov 10, 2026');
    const table = within(article).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(xssCorpus.length + 1);
    // Every payload of the corpus is drawn as its text: no element it describes appears.
    expect(container.querySelector('img, script, iframe, svg, object, embed, a[href^="javascript"]')).toBeNull();
    expect(within(table).getByText(xssCorpus[0]!.payload)).toBeInTheDocument();
  });
});
