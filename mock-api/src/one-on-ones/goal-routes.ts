import { Router, type Response } from 'express';
import { goalCommentSchema, goalSchema, type GoalInput } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { GoalRow, User } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { refuseIssues } from '../company-settings/settings-refusal';
import { goalView, initiativesOf, initiativeView } from './goal-view';

const BASE = '/api/v2/goals';

/** A person's goals are theirs and their manager's to read; everyone else is told the person has none. */
const mayRead = (reader: User, owner: User) =>
  owner.company_id === reader.company_id && (owner.id === reader.id || owner.manager_id === reader.id);

export function goalRoutes(store: Store, now: () => number): Router {
  const router = Router();
  const stamp = () => new Date(now()).toISOString();

  const goalFor = (res: Response, id: string | undefined): { goal: GoalRow; owner: User } | undefined => {
    const me = subjectOf(res).user as User;
    const goal = store.rowsById('goals').get(Number(id));
    const owner = goal && store.rowsById('users').get(goal.owner_id);
    if (goal && owner && mayRead(me, owner)) return { goal, owner };
    sendError(res, 'not_found');
    return undefined;
  };
  /** An initiative of another company is none at all. */
  const initiativeIdOf = (input: GoalInput, companyId: number) =>
    input.initiativeId !== null && initiativesOf(store, companyId).some((row) => row.id === input.initiativeId)
      ? input.initiativeId
      : null;

  router.get('/goals', guardedBy('GET', BASE), (req, res) => {
    const me = subjectOf(res).user as User;
    const ownerId = req.query.userId === undefined ? me.id : Number(req.query.userId);
    const owner = store.rowsById('users').get(ownerId);
    if (!owner || !mayRead(me, owner)) return sendError(res, 'not_found');
    const goals = store.all('goals').filter((goal) => goal.owner_id === owner.id);
    res.json({ result: goals.map((goal) => goalView(store, goal)) });
  });

  router.post('/goals', guardedBy('POST', BASE), (req, res) => {
    const parsed = goalSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const me = subjectOf(res).user as User;
    const goal: GoalRow = {
      id: store.nextId('goals'),
      company_id: me.company_id,
      owner_id: me.id,
      title: parsed.data.title,
      description: parsed.data.description,
      due_date: parsed.data.dueDate,
      progress: parsed.data.progress,
      status: parsed.data.status,
      initiative_id: initiativeIdOf(parsed.data, me.company_id),
      comments: [],
      updated_at: stamp(),
    };
    store.all('goals').push(goal);
    store.persist();
    res.status(201).json({ result: goalView(store, goal) });
  });

  router.patch('/goals/:id', guardedBy('PATCH', `${BASE}/:id`), (req, res) => {
    const found = goalFor(res, req.params.id);
    if (!found) return;
    // The manager reads and comments; the goal is its owner's to change.
    if (found.owner.id !== subjectOf(res).user.id) return sendError(res, 'forbidden');
    const parsed = goalSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    Object.assign(found.goal, {
      title: parsed.data.title,
      description: parsed.data.description,
      due_date: parsed.data.dueDate,
      progress: parsed.data.progress,
      status: parsed.data.status,
      initiative_id: initiativeIdOf(parsed.data, found.owner.company_id),
      updated_at: stamp(),
    });
    store.persist();
    res.json({ result: goalView(store, found.goal) });
  });

  router.post('/goals/:id/comments', guardedBy('POST', `${BASE}/:id/comments`), (req, res) => {
    const found = goalFor(res, req.params.id);
    if (!found) return;
    const parsed = goalCommentSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const { comments } = found.goal;
    comments.push({
      id: Math.max(0, ...comments.map((comment) => comment.id)) + 1,
      author_id: subjectOf(res).user.id,
      text: parsed.data.text,
      created_at: stamp(),
    });
    store.persist();
    res.status(201).json({ result: goalView(store, found.goal) });
  });

  router.get('/company_initiatives', guardedBy('GET', '/api/v2/company_initiatives'), (_req, res) => {
    const rows = initiativesOf(store, subjectOf(res).company.id);
    res.json({ result: rows.map((row) => initiativeView(store, row)) });
  });

  return router;
}
