import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@laurel/shared';
import { apiErrorText } from '@laurel/shared/contract';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../../i18n';
import { answerGets, answerPosts, httpError } from '../../feed/testing/v2-api';
import { EMMA, MATEO, feedbackRequest, feedbackResponse, person } from '../testing/feedback-fixtures';
import { FeedbackPage } from '../../pages/FeedbackPage';

const RAVI = person(3, 'Ravi Rewards');

function answerLists({ toAnswer = [feedbackRequest()], asked = [], received = [] } = {} as Record<string, unknown[]>) {
  return answerGets((path, options) => {
    if (path === '/constructive_feedback/requests') return { toAnswer, asked };
    if (path === '/constructive_feedback/responses') return { result: received };
    if (path === '/constructive_feedback/colleagues') {
      const search = String(options?.params?.search ?? '').toLowerCase();
      return { result: [MATEO, RAVI].filter((colleague) => colleague.displayName.toLowerCase().includes(search)) };
    }
    throw httpError(404, { error: 'not_found' });
  });
}

const render = () => renderRouted(i18n, <FeedbackPage />, { url: '/feedback', path: '/feedback' });

describe('the feedback page', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the requests to answer, the reader’s own with their answers, and what they received', async () => {
    answerLists({
      toAnswer: [feedbackRequest({ dueDate: '2026-12-01' })],
      asked: [
        feedbackRequest({
          id: 12,
          topic: 'The roadmap',
          requester: EMMA,
          recipient: RAVI,
          response: feedbackResponse({ giver: RAVI, message: 'Ambitious but clear' }),
        }),
      ],
      received: [feedbackResponse()],
    });
    render();
    const toAnswer = await screen.findByRole('region', { name: 'Requests waiting for your feedback' });
    expect(within(toAnswer).getByRole('heading', { name: 'My demo on Friday' })).toBeInTheDocument();
    expect(within(toAnswer).getByText('Asked by Mateo Manager, due Dec 1, 2026')).toBeInTheDocument();
    const asked = screen.getByRole('region', { name: 'Your requests' });
    expect(within(asked).getByText('Ambitious but clear')).toBeInTheDocument();
    const received = screen.getByRole('region', { name: 'Feedback you received' });
    expect(within(received).getByText('Clear slides; slow down at the end.')).toBeInTheDocument();
  });

  it('asks a colleague: problems at their fields first, then the request sent and the form cleared', async () => {
    answerLists();
    const posts = answerPosts(() => feedbackRequest({ requester: EMMA, recipient: RAVI }));
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Ask for feedback' });
    await user.click(within(form).getByRole('button', { name: 'Ask for feedback' }));
    const search = within(form).getByRole('searchbox', { name: 'Search colleagues by name' });
    expect(search).toHaveFocus();
    expect(within(form).getByRole('group', { name: 'Whom to ask (required)' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a colleague'),
    );
    const topic = within(form).getByRole('textbox', { name: 'What would you like feedback on? (required)' });
    expect(topic).toHaveAccessibleDescription(expect.stringContaining('Say what you would like feedback on'));
    expect(posts).not.toHaveBeenCalled();
    await user.type(search, 'rav');
    await user.click(await within(form).findByRole('radio', { name: 'Ravi Rewards' }));
    await user.type(topic, 'The roadmap');
    await user.click(within(form).getByRole('button', { name: 'Ask for feedback' }));
    expect(posts).toHaveBeenCalledWith('/constructive_feedback/requests', {
      recipientId: 3,
      topic: 'The roadmap',
      dueDate: null,
    });
    await waitFor(() => expect(topic).toHaveValue(''));
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
      'Ravi Rewards has been asked for feedback',
    );
  });

  it('answers a request; a refusal is said and the message kept', async () => {
    answerLists();
    const posts = answerPosts(() => {
      throw httpError(409, { error: 'feedback_request_answered', message: apiErrorText('feedback_request_answered') });
    });
    const { user } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Write your feedback for Mateo Manager on My demo on Friday' }),
    );
    const message = screen.getByRole('textbox', { name: 'Your feedback for Mateo Manager (required)' });
    await user.click(screen.getByRole('button', { name: 'Send your answer' }));
    expect(message).toHaveFocus();
    expect(message).toHaveAccessibleDescription(expect.stringContaining('Write your feedback'));
    await user.type(message, 'Great pacing');
    await user.click(screen.getByRole('button', { name: 'Send your answer' }));
    expect(posts).toHaveBeenCalledWith('/constructive_feedback/responses', { requestId: 11, message: 'Great pacing' });
    expect(await screen.findByRole('alert')).toHaveTextContent(apiErrorText('feedback_request_answered'));
    expect(message).toHaveValue('Great pacing');
  });

  it('gives unrequested feedback to a chosen colleague', async () => {
    answerLists();
    const posts = answerPosts(() => feedbackResponse());
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Give feedback' });
    await user.type(within(form).getByRole('searchbox', { name: 'Search colleagues by name' }), 'mat');
    await user.click(await within(form).findByRole('radio', { name: 'Mateo Manager' }));
    await user.type(within(form).getByRole('textbox', { name: 'Your feedback (required)' }), 'Thanks for the review');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(posts).toHaveBeenCalledWith('/constructive_feedback/responses', {
      receiverId: 2,
      message: 'Thanks for the review',
    });
  });

  it('says a failed read of the lists, keeps the forms, and reads again on retry', async () => {
    const gets = answerGets(() => {
      throw httpError(500, { error: 'server_error', message: 'An unknown error occurred' });
    });
    const { user } = render();
    expect(await screen.findByText('Feedback could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Give feedback' })).toBeInTheDocument();
    gets.mockImplementation((async (path: string) =>
      path === '/constructive_feedback/requests' ? { toAnswer: [], asked: [] } : { result: [] }) as never);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nobody is waiting for your feedback.')).toBeInTheDocument();
  });
});
