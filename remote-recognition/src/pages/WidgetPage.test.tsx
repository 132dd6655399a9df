import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { emit, v2Client } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { i18n } from '../i18n';
import { WidgetPage } from './WidgetPage';
import { bonus, feedPage, person } from '../feed/testing/bonuses';
import { budgetFixture, settingsFixture } from '../give/testing/give-fixtures';

function answerWidgetReads(given: () => ReturnType<typeof bonus>[]) {
  return jest.spyOn(v2Client, 'get').mockImplementation((async (path: string, options?: { params?: object }) => {
    if (path === '/companies/show') return { result: settingsFixture() };
    if (path === '/users/show') return { result: budgetFixture() };
    const params = (options?.params ?? {}) as Record<string, unknown>;
    if (path === 'bonus_feeds' && 'receiver_id' in params)
      return feedPage([bonus(3, { reason: 'thanks for the demo' })]);
    if (path === 'bonus_feeds' && 'giver_id' in params) return feedPage(given());
    throw new Error(`Unexpected GET ${path}`);
  }) as typeof v2Client.get);
}

/** A cache of its own per test; `appCache` uses the app's one cache, which a recognition given refreshes. */
function renderWidget({ appCache = false } = {}) {
  const page = (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/widget']}>
        <WidgetPage />
      </MemoryRouter>
    </I18nextProvider>
  );
  render(appCache ? page : <SWRConfig value={{ provider: () => new Map() }}>{page}</SWRConfig>);
  return userEvent.setup();
}

describe('WidgetPage', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three')));
  afterEach(() => jest.restoreAllMocks());

  it('has the composer in the page and the reader’s latest recognitions, each opening in a new tab', async () => {
    const get = answerWidgetReads(() => []);
    renderWidget();
    expect(screen.getByRole('heading', { level: 1, name: 'Give recognition' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Recognition message' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Your latest recognitions' });
    const item = await within(latest).findByRole('link', { name: /Emma Employee recognized Mateo Manager/ });
    expect(item).toHaveAttribute('href', '/bonuses/3');
    expect(item).toHaveAttribute('target', '_blank');
    expect(item).toHaveTextContent('thanks for the demo');
    expect(within(latest).getByRole('link', { name: /Open Laurel/ })).toHaveAttribute('target', '_blank');
    expect(get).toHaveBeenCalledWith('bonus_feeds', { params: { receiver_id: 1, page: 1, per_page: 5 } });
  });

  it('lists what the reader gave, and reads it again once they give', async () => {
    signInForTests(subjectFor('tier_three', { id: 41 }));
    let given = [bonus(4, { receivers: [person(5, 'Bo Builder')], reason: 'first' })];
    answerWidgetReads(() => given);
    const user = renderWidget({ appCache: true });
    await user.click(await screen.findByRole('tab', { name: 'Given' }));
    expect(await screen.findByRole('link', { name: /recognized Bo Builder/ })).toBeInTheDocument();
    given = [bonus(9, { receivers: [person(6, 'Cy Coder')], reason: 'just now' }), ...given];
    act(() => emit('bonus-created', { bonus: given[0]!, totalAmount: 10 }));
    expect(await screen.findByRole('link', { name: /recognized Cy Coder/ })).toBeInTheDocument();
  });

  it('tells someone who may not give that the widget is for reading', async () => {
    signInForTests(subjectFor('tier_three', { can_give: false }));
    answerWidgetReads(() => []);
    renderWidget();
    expect(screen.getByText(/giving it is not part of your account/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Recognition message' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link').length).toBeGreaterThan(0));
  });
});
