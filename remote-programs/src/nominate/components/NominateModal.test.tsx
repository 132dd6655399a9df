import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@laurel/shared';
import {
  apiErrorText,
  NOMINATION_REASON_MAX_LENGTH,
  type ApiErrorId,
  type NominatorNominationPeriod,
} from '@laurel/shared/contract';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { answerGets, answerPosts, httpError } from '../../claim/testing/api-answers';
import { renderPage } from '../../testing/render-page';
import { colleague, nomination, nominatorPeriod } from '../testing/nomination-fixtures';
import { NominateModal } from './NominateModal';

const ben = colleague({ id: 22, displayName: 'Ben Ode', email: 'ben@example.com', username: 'ben' });

function answerPeriods({
  period = nominatorPeriod(),
  open,
}: { period?: NominatorNominationPeriod; open?: NominatorNominationPeriod[] } = {}) {
  const openPeriods = open ?? [period];
  return answerGets((path, options) => {
    if (path === `/nomination_periods/${period.id}`) return period;
    if (path === '/nomination_periods') return { records: openPeriods };
    if (path === `/nomination_periods/${period.id}/nominees`) {
      const search = String(options?.params?.search ?? '').toLowerCase();
      return { result: [colleague(), ben].filter((person) => person.displayName.toLowerCase().includes(search)) };
    }
    throw httpError(404, { error: 'not_found', message: 'Not found' });
  });
}

function renderModal(periodId: number | null | 'chooser' = 5) {
  const onClose = jest.fn();
  return {
    onClose,
    ...renderPage(<NominateModal periodId={periodId === 'chooser' ? undefined : periodId} onClose={onClose} />),
  };
}

const refusal = (id: ApiErrorId, params = {}) =>
  httpError(id === 'nomination_limit_reached' || id === 'nomination_duplicate' ? 409 : 422, {
    error: id,
    message: apiErrorText(id, params),
  });

const dialog = () => screen.findByRole('dialog', { name: 'Nominate in Team player 2026' });

async function fillIn(user: ReturnType<typeof renderModal>['user'], modal: HTMLElement, reason = 'Always helps') {
  await user.click(await within(modal).findByRole('radio', { name: /Anna Lee/ }));
  await user.type(within(modal).getByRole('textbox', { name: 'Why are you nominating them? (required)' }), reason);
}

describe('NominateModal', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the period: status, dates, nominations left and its description, with the search focused', async () => {
    answerPeriods({ period: nominatorPeriod({ currentUserNominations: [nomination()] }) });
    renderModal();
    const modal = await dialog();
    expect(within(modal).getByText('Open')).toBeInTheDocument();
    expect(within(modal).getByText('Nov 1, 2026 – Dec 31, 2026')).toBeInTheDocument();
    expect(within(modal).getByText('2 of 3 nominations left')).toBeInTheDocument();
    expect(within(modal).getByText('better')).toBeInTheDocument();
    await waitFor(() => expect(within(modal).getByRole('searchbox', { name: 'Search colleagues' })).toHaveFocus());
  });

  it('says there is no limit when the period has none', async () => {
    answerPeriods({ period: nominatorPeriod({ nominationLimit: null }) });
    renderModal();
    expect(await within(await dialog()).findByText('No limit on nominations')).toBeInTheDocument();
  });

  it('searches the colleagues the period allows and keeps the one chosen while searching on', async () => {
    const gets = answerPeriods();
    const { user } = renderModal();
    const modal = await dialog();
    await user.click(await within(modal).findByRole('radio', { name: /Anna Lee/ }));
    await user.type(within(modal).getByRole('searchbox', { name: 'Search colleagues' }), 'ben');
    await waitFor(() =>
      expect(gets).toHaveBeenCalledWith('/nomination_periods/5/nominees', { params: { search: 'ben' } }),
    );
    await waitFor(() => expect(within(modal).getAllByRole('radio')).toHaveLength(2));
    expect(within(modal).getByRole('radio', { name: /Ben Ode/ })).not.toBeChecked();
    expect(within(modal).getByRole('radio', { name: /Anna Lee/ })).toBeChecked();
  });

  it('requires a colleague and a reason, says so at each field and sends nothing', async () => {
    answerPeriods();
    const posts = answerPosts(() => nomination());
    const { user } = renderModal();
    const modal = await dialog();
    await user.click(await within(modal).findByRole('button', { name: 'Nominate' }));
    const search = within(modal).getByRole('searchbox', { name: 'Search colleagues' });
    expect(search).toHaveAccessibleDescription(expect.stringContaining('Choose the colleague you are nominating'));
    expect(search).toHaveFocus();
    const reason = within(modal).getByRole('textbox', { name: 'Why are you nominating them? (required)' });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say why you are nominating this colleague'));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(posts).not.toHaveBeenCalled();
  });

  it(`refuses a reason over ${NOMINATION_REASON_MAX_LENGTH} characters before sending`, async () => {
    answerPeriods();
    const posts = answerPosts(() => nomination());
    const { user } = renderModal();
    const modal = await dialog();
    await user.click(await within(modal).findByRole('radio', { name: /Anna Lee/ }));
    const reason = within(modal).getByRole('textbox', { name: 'Why are you nominating them? (required)' });
    reason.focus();
    await user.paste('x'.repeat(NOMINATION_REASON_MAX_LENGTH + 1));
    await user.click(within(modal).getByRole('button', { name: 'Nominate' }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(`Keep the reason under ${NOMINATION_REASON_MAX_LENGTH} characters`),
    );
    expect(posts).not.toHaveBeenCalled();
  });

  it('nominates, shows the success toast and closes', async () => {
    answerPeriods();
    const posts = answerPosts(() => nomination());
    const { user, onClose } = renderModal();
    const modal = await dialog();
    await fillIn(user, modal, '  Always helps  ');
    await user.click(within(modal).getByRole('button', { name: 'Nominate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toHaveBeenCalledWith('/nominations', {
      nominationPeriodId: 5,
      nominatedUserId: 21,
      reason: 'Always helps',
    });
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ status: 'success', message: 'You nominated Anna Lee in Team player 2026.' }),
    ]);
  });

  it.each([
    ['nomination_duplicate', 'searchbox', 'You have already nominated this colleague in this period'],
    ['self_nomination', 'searchbox', 'You cannot nominate yourself'],
    ['nominee_not_eligible', 'searchbox', 'This colleague cannot be nominated in this period'],
  ] as const)('shows the refusal %s at the colleague, keeping what was typed', async (id, role, words) => {
    answerPeriods();
    answerPosts(() => {
      throw refusal(id);
    });
    const { user, onClose } = renderModal();
    const modal = await dialog();
    await fillIn(user, modal);
    await user.click(within(modal).getByRole('button', { name: 'Nominate' }));
    await waitFor(() =>
      expect(within(modal).getByRole(role, { name: 'Search colleagues' })).toHaveAccessibleDescription(
        expect.stringContaining(words),
      ),
    );
    expect(within(modal).getByRole('radio', { name: /Anna Lee/ })).toBeChecked();
    expect(within(modal).getByRole('textbox', { name: /Why are you nominating/ })).toHaveValue('Always helps');
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['nomination_limit_reached', { limit: 3 }, 'You have made all 3 of your nominations'],
    ['nomination_period_not_open', {}, 'Nominations are not open in this period'],
    ['not_nominator', {}, 'You may not nominate in this nomination period'],
  ] as const)('says the refusal %s under the form, keeping what was typed', async (id, params, words) => {
    answerPeriods();
    answerPosts(() => {
      throw refusal(id, params);
    });
    const { user } = renderModal();
    const modal = await dialog();
    await fillIn(user, modal);
    await user.click(within(modal).getByRole('button', { name: 'Nominate' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(`Your nomination was not sent. ${words}`);
    expect(within(modal).getByRole('textbox', { name: /Why are you nominating/ })).toHaveValue('Always helps');
  });

  it('says the limit is reached, with no form, when the reader has made all their nominations', async () => {
    const made = [nomination({ id: 1 }), nomination({ id: 2 })];
    answerPeriods({ period: nominatorPeriod({ nominationLimit: 2, currentUserNominations: made }) });
    renderModal();
    const modal = await dialog();
    expect(await within(modal).findByText('You have made all 2 of your nominations')).toBeInTheDocument();
    expect(within(modal).getByText('0 of 2 nominations left')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Nominate' })).not.toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'See your nominations' })).toHaveAttribute('href', '/nominations');
  });

  it('says a closed period is not open', async () => {
    answerPeriods({ period: nominatorPeriod({ status: 'closed' }) });
    renderModal();
    expect(await within(await dialog()).findByText('Nominations are not open in this period')).toBeInTheDocument();
  });

  it('says a period that is not the reader’s (404) or no id was not found', async () => {
    answerPeriods();
    renderModal(99);
    expect(await screen.findByText('This nomination period does not exist or is not open to you.')).toBeInTheDocument();
  });

  it('says the period could not be loaded on a server fault, never a blank modal', async () => {
    answerGets(() => {
      throw httpError(500, { error: 'server_error', message: 'Something went wrong on our side' });
    });
    renderModal();
    expect(await screen.findByText('Something went wrong on our side')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('without a period opens the only open one at once', async () => {
    answerPeriods();
    renderModal('chooser');
    expect(await dialog()).toBeInTheDocument();
  });

  it('without a period lets the reader choose among several open ones', async () => {
    const other = nominatorPeriod({ id: 6, name: 'Rookie of the year' });
    answerPeriods({ open: [nominatorPeriod(), other] });
    const { user } = renderModal('chooser');
    const modal = await screen.findByRole('dialog', { name: 'Nominate a colleague' });
    const first = await within(modal).findByRole('button', { name: 'Nominate in Team player 2026' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.click(first);
    expect(await dialog()).toBeInTheDocument();
  });

  it('without a period says when none is open', async () => {
    answerPeriods({ open: [] });
    renderModal('chooser');
    expect(await screen.findByText('No nomination period is open to you right now.')).toBeInTheDocument();
  });
});
