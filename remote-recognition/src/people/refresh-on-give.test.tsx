import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { emit } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { i18n } from '../i18n';
import './people-setup';
import { RecognitionList } from './components/RecognitionList';
import { bonus, feedPage } from '../feed/testing/bonuses';
import { answerGets } from '../feed/testing/v2-api';

// The app's one cache, as in the page: the refresh reaches every list through it, shown or not.
function renderList(receiverId: number) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <RecognitionList filter={{ receiver_id: receiverId }} label="Received" empty="None yet" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('a recognition given anywhere', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three')));
  afterEach(() => jest.restoreAllMocks());

  it('is read into a shown list from the server, not put on top of every list by the feed', async () => {
    let given = false;
    answerGets(() => feedPage(given ? [bonus(9, { reason: 'the new one' }), bonus(1)] : [bonus(1)]));
    const shown = renderList(2);
    expect(within(await screen.findByRole('list', { name: 'Received' })).getAllByRole('article')).toHaveLength(1);
    given = true;
    act(() => emit('bonus-created', { bonus: bonus(9, { reason: 'the new one' }), totalAmount: 10 }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    shown.unmount();
  });

  it('leaves a list not shown to load fresh when it is shown again', async () => {
    const answers = [feedPage([bonus(1)]), feedPage([bonus(5), bonus(1)])];
    let read = 0;
    const get = answerGets(() => answers[Math.min(read++, 1)]);
    const first = renderList(3);
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    first.unmount();
    act(() => emit('bonus-created', { bonus: bonus(5), totalAmount: 10 }));
    renderList(3);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(get).toHaveBeenCalledTimes(2);
  });
});
