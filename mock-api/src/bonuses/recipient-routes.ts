import { Router, type Request } from 'express';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { canReceive } from './resolve-recipients';
import { groupRecipient, personRecipient } from './recipient-views';

export const AUTOCOMPLETE_LIMIT = 20;

const flag = (req: Request, name: string) => req.query[name] === 'true';
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether every word typed starts a word of the name or username. */
const matches = (search: string, ...fields: string[]) => {
  const words = folded(fields.join(' ')).split(/[\s._-]+/);
  return folded(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((typed) => words.some((word) => word.startsWith(typed)));
};

/** Who can be recognised: `/recipients` (everyone at once) and `/users/autocomplete` (as the giver types). */
export function recipientRoutes(store: Store): Router {
  const router = Router();

  router.get('/recipients', (_req, res) => {
    const { user } = subjectOf(res);
    const people = store
      .all('users')
      .filter(
        (candidate) => candidate.company_id === user.company_id && candidate.id !== user.id && canReceive(candidate),
      )
      .map(personRecipient);
    const groups = store
      .all('groups')
      .filter((group) => group.company_id === user.company_id && group.member_ids.some((id) => id !== user.id))
      .map(groupRecipient);
    res.json({ result: [...groups, ...people] });
  });

  router.get('/users/autocomplete', (req, res) => {
    const { user } = subjectOf(res);
    const search = typeof req.query.search === 'string' ? req.query.search : '';
    const people = store
      .all('users')
      .filter((candidate) => candidate.company_id === user.company_id && candidate.status === 'active')
      .filter((candidate) => flag(req, 'include_self') || candidate.id !== user.id)
      .filter((candidate) => flag(req, 'include_non_receivable') || canReceive(candidate))
      .filter((candidate) => matches(search, candidate.display_name, candidate.slug))
      .map(personRecipient);
    const everyone = folded(search) === 'everyone';
    const groups =
      flag(req, 'search_usergroups') || everyone
        ? store
            .all('groups')
            .filter((group) => group.company_id === user.company_id)
            .filter((group) => (everyone ? group.dimension === 'everyone' : matches(search, group.name)))
            .map(groupRecipient)
        : [];
    res.json({ result: [...groups, ...(everyone ? [] : people)].slice(0, AUTOCOMPLETE_LIMIT) });
  });

  router.get('/user_management/users/:userId', (req, res) => {
    const { company } = subjectOf(res);
    const found = store.all('users').find((candidate) => candidate.id === Number(req.params.userId));
    if (!found || found.company_id !== company.id) {
      res.status(404).json({ error: 'not_found', message: 'This person does not exist' });
      return;
    }
    const { id, display_name, username, profile_pic_url } = personRecipient(found);
    res.json({ id, display_name, username, profile_pic_url });
  });

  return router;
}
