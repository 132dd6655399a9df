import { Router } from 'express';
import {
  FEEDBACK_COLLEAGUES_LIMIT,
  feedbackDueDateProblem,
  feedbackInputSchema,
  feedbackMessageProblem,
  feedbackRequestInputSchema,
  feedbackTopicProblem,
  type FeedbackRequestLists,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { FeedbackRequestRow, FeedbackResponseRow, User } from '../db/types';
import type { Notifier } from '../notifications/notification-writer';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { feedbackPerson, feedbackRequestView, feedbackResponseView, isPartyTo } from './feedback-views';
import { feedbackGivenEvent, feedbackRequestedEvent, feedbackResentEvent } from './feedback-notifications';

const BASE = '/api/v2/constructive_feedback';
const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** A colleague one may ask or send feedback to: active, a person (not a bot), of the same company. */
const isColleague = (user: User | undefined, of: User): user is User =>
  user !== undefined &&
  user.company_id === of.company_id &&
  user.status === 'active' &&
  user.user_mode !== 'bot' &&
  user.user_mode !== 'benefactor';

/**
 * Constructive feedback (recognition §3, §7; issue 18): requests, answers and unrequested feedback,
 * each readable by its two people only; the one notifier tells the other person.
 */
export function feedbackRoutes(store: Store, { notifier, now }: { notifier: Notifier; now: () => number }): Router {
  const router = Router();
  const responseOf = (requestId: number) => store.all('feedback_responses').find((row) => row.request_id === requestId);
  const requestsById = () => new Map(store.all('feedback_requests').map((row) => [row.id, row]));

  router.get(`/constructive_feedback/colleagues`, guardedBy('GET', `${BASE}/colleagues`), (req, res) => {
    const { user } = subjectOf(res);
    const search = typeof req.query.search === 'string' ? req.query.search.trim().toLowerCase() : '';
    const result = store
      .all('users')
      .filter((other) => other.id !== user.id && isColleague(other, user))
      .filter((other) => search === '' || other.display_name.toLowerCase().includes(search))
      .sort((a, b) => a.display_name.localeCompare(b.display_name))
      .slice(0, FEEDBACK_COLLEAGUES_LIMIT)
      .map(feedbackPerson);
    res.json({ result });
  });

  router.get(`/constructive_feedback/requests`, guardedBy('GET', `${BASE}/requests`), (_req, res) => {
    const { user } = subjectOf(res);
    const people = store.rowsById('users');
    const view = (row: FeedbackRequestRow) => feedbackRequestView(row, people, responseOf(row.id));
    const rows = store.all('feedback_requests').slice().sort(newestFirst);
    const lists: FeedbackRequestLists = {
      toAnswer: rows.filter((row) => row.recipient_id === user.id && !responseOf(row.id)).map(view),
      asked: rows.filter((row) => row.requester_id === user.id).map(view),
    };
    res.json(lists);
  });

  router.get(`/constructive_feedback/requests/:id`, guardedBy('GET', `${BASE}/requests/:id`), (req, res) => {
    const { user } = subjectOf(res);
    const row = store.all('feedback_requests').find((request) => String(request.id) === req.params.id);
    if (!row || !isPartyTo(user.id, row.requester_id, row.recipient_id)) return sendError(res, 'not_found');
    res.json(feedbackRequestView(row, store.rowsById('users'), responseOf(row.id)));
  });

  router.post(`/constructive_feedback/requests`, guardedBy('POST', `${BASE}/requests`), (req, res) => {
    const { user } = subjectOf(res);
    const body = feedbackRequestInputSchema.safeParse(req.body);
    if (!body.success) return sendError(res, 'bad_request');
    const { recipientId, topic, dueDate } = body.data;
    const today = new Date(now()).toISOString().slice(0, 10);
    const problem = feedbackTopicProblem(topic) ?? feedbackDueDateProblem(dueDate, today);
    if (problem) return sendError(res, problem);
    if (recipientId === user.id) return sendError(res, 'feedback_self');
    const recipient = store.rowsById('users').get(recipientId);
    if (!isColleague(recipient, user)) return sendError(res, 'not_found');
    const row: FeedbackRequestRow = {
      id: store.nextId('feedback_requests'),
      company_id: user.company_id,
      requester_id: user.id,
      recipient_id: recipient.id,
      topic: topic.trim(),
      due_date: dueDate,
      created_at: new Date(now()).toISOString(),
    };
    store.all('feedback_requests').push(row);
    store.persist();
    notifier.notify([feedbackRequestedEvent(row, user)]);
    res.status(201).json(feedbackRequestView(row, store.rowsById('users'), undefined));
  });

  // Only the asker resends, and only while it waits for an answer: the person asked is reminded, and a request
  // without a due date gets its expiry days again.
  router.post(
    `/constructive_feedback/requests/:id/resend`,
    guardedBy('POST', `${BASE}/requests/:id/resend`),
    (req, res) => {
      const { user } = subjectOf(res);
      const row = store.all('feedback_requests').find((request) => String(request.id) === req.params.id);
      if (!row || row.requester_id !== user.id) return sendError(res, 'not_found');
      if (responseOf(row.id)) return sendError(res, 'feedback_request_answered');
      row.resent_at = new Date(now()).toISOString();
      store.persist();
      notifier.notify([feedbackResentEvent(row, user)]);
      res.json(feedbackRequestView(row, store.rowsById('users'), undefined));
    },
  );

  router.get(`/constructive_feedback/responses`, guardedBy('GET', `${BASE}/responses`), (_req, res) => {
    const { user } = subjectOf(res);
    const people = store.rowsById('users');
    const requests = requestsById();
    const result = store
      .all('feedback_responses')
      .filter((row) => row.receiver_id === user.id)
      .sort(newestFirst)
      .map((row) => feedbackResponseView(row, people, requests));
    res.json({ result });
  });

  router.get(`/constructive_feedback/responses/:id`, guardedBy('GET', `${BASE}/responses/:id`), (req, res) => {
    const { user } = subjectOf(res);
    const row = store.all('feedback_responses').find((response) => String(response.id) === req.params.id);
    if (!row || !isPartyTo(user.id, row.giver_id, row.receiver_id)) return sendError(res, 'not_found');
    res.json(feedbackResponseView(row, store.rowsById('users'), requestsById()));
  });

  // Answering names the request (only its recipient may answer, once); unrequested feedback names the receiver.
  router.post(`/constructive_feedback/responses`, guardedBy('POST', `${BASE}/responses`), (req, res) => {
    const { user } = subjectOf(res);
    const body = feedbackInputSchema.safeParse(req.body);
    if (!body.success) return sendError(res, 'bad_request');
    const { requestId, receiverId, message } = body.data;
    const problem = feedbackMessageProblem(message);
    if (problem) return sendError(res, problem);
    let receiver: User | undefined;
    if (requestId !== undefined) {
      const request = store.all('feedback_requests').find((row) => row.id === requestId);
      if (!request || request.recipient_id !== user.id) return sendError(res, 'not_found');
      if (responseOf(request.id)) return sendError(res, 'feedback_request_answered');
      receiver = store.rowsById('users').get(request.requester_id);
    } else {
      if (receiverId === undefined) return sendError(res, 'feedback_colleague_required');
      if (receiverId === user.id) return sendError(res, 'feedback_self');
      receiver = store.rowsById('users').get(receiverId);
    }
    if (!isColleague(receiver, user)) return sendError(res, 'not_found');
    const row: FeedbackResponseRow = {
      id: store.nextId('feedback_responses'),
      company_id: user.company_id,
      giver_id: user.id,
      receiver_id: receiver.id,
      request_id: requestId ?? null,
      message: message.trim(),
      created_at: new Date(now()).toISOString(),
    };
    store.all('feedback_responses').push(row);
    store.persist();
    notifier.notify([feedbackGivenEvent(row, user)]);
    res.status(201).json(feedbackResponseView(row, store.rowsById('users'), requestsById()));
  });

  return router;
}
