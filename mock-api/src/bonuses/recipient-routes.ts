import { Router, type Request } from 'express';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { canReceive } from './resolve-recipients';
import { groupRecipientOf, personRecipient } from './recipient-views';
import { personView } from './bonus-view';
import { sendError } from '../http/send-error';

export const AUTOCOMPLETE_LIMIT = 20;
/** The group popover names the first 20 members (spec §9); a lookup asks for a page of them, never thousands. */
export const PEOPLE_BY_IDS_MAX = 100;

const flag = (req: Request, name: string) => req.query[name] === 'true';
/** A `name[]=` list; past 20 items the query parser answers an object keyed by index instead. */
const queryList = (value: unknown): unknown[] =>
  value === undefined ? [] : typeof value === 'object' && value !== null ? Object.values(value) : [value];
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
      .map(groupRecipientOf(store.rowsById('users')));
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
            .map(groupRecipientOf(store.rowsById('users')))
        : [];
    res.json({ result: [...groups, ...(everyone ? [] : people)].slice(0, AUTOCOMPLETE_LIMIT) });
  });

  /** The group popover's member lookup: `ids[]=1&ids[]=2` (or `ids=1,2`), in the order asked, within the company. */
  router.get('/users/by_ids', (req, res) => {
    const { company } = subjectOf(res);
    const asked = queryList(req.query.ids).flatMap((part) => String(part).split(','));
    const ids = asked.map(Number).filter(Number.isInteger);
    if (ids.length !== asked.length || ids.length > PEOPLE_BY_IDS_MAX) {
      sendError(res, 'too_many_ids', { params: { max: PEOPLE_BY_IDS_MAX } });
      return;
    }
    const usersById = store.rowsById('users');
    const people = [...new Set(ids)].flatMap((id) => {
      const user = usersById.get(id);
      return user && user.company_id === company.id && user.status === 'active' ? [personRecipient(user)] : [];
    });
    res.json({ result: people });
  });

  router.get('/user_management/users/:userId', (req, res) => {
    const { company } = subjectOf(res);
    const found = store.rowsById('users').get(Number(req.params.userId));
    if (!found || found.company_id !== company.id) {
      sendError(res, 'not_found');
      return;
    }
    const preferred = found.recognition_preferences?.default_privacy;
    // The composer prefilled with this person starts at the privacy they prefer (profile settings).
    res.json({ ...personView(found), ...(preferred && { preferred_privacy: preferred }) });
  });

  return router;
}
