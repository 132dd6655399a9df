import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@laurel/shared';
import { apiErrorText } from '@laurel/shared/contract';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../../i18n';
import { answerGets, answerPosts, httpError } from '../../feed/testing/v2-api';
import { EMMA, feedbackRequest, feedbackResponse, person } from '../testing/feedback-fixtures';
import { FeedbackPage } from '../../pages/FeedbackPage';

const RAVI = person(3, 'Ravi Rewards');
const waiting = feedbackRequest({ id: 12, topic: 'The roadmap', requester: EMMA, recipient: RAVI });
const answered = feedbackRequest({
  id: 13,
  topic: 'The launch',
  requester: EMMA,
  recipient: RAVI,
  response: feedbackResponse({ giver: RAVI }),
});

function answerAsked(asked = [waiting, answered]) {
  return answerGets((path) => {
    if (path === '/constructive_feedback/requests') return { toAnswer: [], asked };
    if (path === '/constructive_feedback/responses') return { result: [] };
    throw httpError(404, { error: 'not_found' });
  });
}

const render = () => renderRouted(i18n, <FeedbackPage />, { url: '/feedback', path: '/feedback' });
const resendButton = () => screen.findByRole('button', { name: 'Resend your request to Ravi Rewards on The roadmap' });

describe('resending a feedback request', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers Resend on a request still waiting, not on an answered one, and says so in a toast', async () => {
    answerAsked();
    const posts = answerPosts(() => ({ ...waiting, resentAt: '2026-11-22T12:00:00.000Z' }));
    const { user } = render();
    await user.click(await resendButton());
    expect(posts).toHaveBeenCalledWith('/constructive_feedback/requests/12/resend');
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
        'Ravi Rewards was reminded of your request',
      ),
    );
    const asked = screen.getByRole('region', { name: 'Your requests' });
    expect(within(asked).getAllByRole('button')).toHaveLength(1);
  });

  it('tells when the reader last reminded them', async () => {
    answerAsked([{ ...waiting, resentAt: '2026-11-21T09:00:00.000Z' }]);
    render();
    expect(await screen.findByText('Waiting for an answer. You reminded them on Nov 21, 2026.')).toBeInTheDocument();
  });

  it('says a refusal beside the button and sends no toast', async () => {
    answerAsked();
    answerPosts(() => {
      throw httpError(409, { error: 'feedback_request_answered', message: apiErrorText('feedback_request_answered') });
    });
    const { user } = render();
    await user.click(await resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The reminder was not sent. ${apiErrorText('feedback_request_answered')}`,
    );
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
