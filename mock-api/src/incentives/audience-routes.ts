import { Router } from 'express';
import { z } from 'zod';
import {
  AUDIENCE_OPTION_SEARCH_MAX_RESULTS,
  BULK_USERS_CHUNK,
  audienceConditionSchema,
  bulkUsersSchema,
  userSearchSchema,
  type AudienceCondition,
  type AudienceGroupOption,
  type AudienceGroups,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Group, User } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { audienceMatcher, audienceOf } from './audience';
import { userSummaryOf } from './incentive-views';

/** Custom properties offered as custom groups: those that are not a dimension of their own. */
const CUSTOM_PROPERTIES = ['role'] as const;
const USER_SEARCH_MAX_RESULTS = 50;

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const conditionsQuerySchema = z.object({
  conditions: z.optional(z.array(audienceConditionSchema).max(50)),
  conditions_operator: z.optional(z.enum(['and', 'or'])),
  status: z.optional(z.literal('active')),
});

/**
 * Conditions as params: indexed (`conditions[0][attr]=department&conditions[0][value]=Sales`, which qs
 * reads as a list, or past 20 as an object of indexes) or one JSON text (`conditions=[{"attr":…}]`).
 */
function listOf(value: unknown): unknown {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value;
}

const groupOption = (type: AudienceGroupOption['type'], key: string, name: string): AudienceGroupOption => ({
  type,
  key,
  name,
});

const distinctSorted = (values: readonly string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * Audience and user lookups (programs §7) for the admin forms: people by name or e-mail and/or conditions,
 * how many people conditions reach, the options of the conditions, and people by id in chunks of 1000.
 */
export function audienceRoutes(store: Store): Router {
  const router = Router();
  const activeOf = (companyId: number) =>
    store.all('users').filter((user) => user.company_id === companyId && user.status === 'active');

  router.post(
    '/user_management/users/search',
    guardedBy('POST', '/api/v2/user_management/users/search'),
    (req, res) => {
      const { company } = subjectOf(res);
      const parsed = userSearchSchema.safeParse(req.body ?? {});
      if (!parsed.success) return sendError(res, 'bad_request');
      const { search, or_conditions, and_conditions } = parsed.data;
      const matches = audienceMatcher(store, company.id);
      const conditions: AudienceCondition[] = or_conditions ?? and_conditions ?? [];
      const operator = or_conditions ? 'or' : 'and';
      const words = folded(search.trim());
      const result = activeOf(company.id)
        .filter((user) => matches(user, conditions, operator))
        .filter((user) => words === '' || folded(`${user.display_name} ${user.email} ${user.slug}`).includes(words))
        .slice(0, USER_SEARCH_MAX_RESULTS)
        .map(userSummaryOf);
      res.json({ result });
    },
  );

  router.get('/users/metadata/user_count', guardedBy('GET', '/api/v2/users/metadata/user_count'), (req, res) => {
    const { company } = subjectOf(res);
    const parsed = conditionsQuerySchema.safeParse({ ...req.query, conditions: listOf(req.query.conditions) });
    if (!parsed.success) return sendError(res, 'bad_request');
    const { conditions = [], conditions_operator = 'and' } = parsed.data;
    res.json({
      scopedCount: audienceOf(store, company.id, conditions, conditions_operator).length,
      totalCount: activeOf(company.id).length,
    });
  });

  router.get('/user_groups', guardedBy('GET', '/api/v2/user_groups'), (req, res) => {
    const { company } = subjectOf(res);
    const people = activeOf(company.id);
    const groups = store.all('groups').filter((group) => group.company_id === company.id);
    const search = folded(String(req.query.search ?? ''));
    const found = (option: AudienceGroupOption) => search === '' || folded(option.name).includes(search);
    const limited = (options: AudienceGroupOption[]) =>
      options.filter(found).slice(0, search === '' ? undefined : AUDIENCE_OPTION_SEARCH_MAX_RESULTS);
    const propertyOf = (user: User, name: 'department' | 'location') => user.custom_properties[name] ?? '';
    const result: AudienceGroups = {
      departments: limited(
        distinctSorted(people.map((user) => propertyOf(user, 'department')).filter(Boolean)).map((name) =>
          groupOption('department', name, name),
        ),
      ),
      teams: limited(
        groups
          .filter((group: Group) => group.dimension === 'team')
          .map((group) => groupOption('team', String(group.id), group.name)),
      ),
      locations: limited(
        distinctSorted(people.map((user) => propertyOf(user, 'location')).filter(Boolean)).map((name) =>
          groupOption('location', name, name),
        ),
      ),
      roles: [
        groupOption('has_reports?', 'true', 'Managers'),
        groupOption('has_reports?', 'false', 'Individual contributors'),
      ],
    };
    res.json({ result });
  });

  router.get(
    '/user_groups/custom_property_groups',
    guardedBy('GET', '/api/v2/user_groups/custom_property_groups'),
    (_req, res) => {
      const { company } = subjectOf(res);
      const people = activeOf(company.id);
      const uploaded = store
        .all('groups')
        .filter((group) => group.company_id === company.id && group.dimension === 'csv_upload')
        .map((group) => groupOption('custom_group', String(group.id), group.name));
      const properties = CUSTOM_PROPERTIES.flatMap((property) =>
        distinctSorted(
          people.map(
            (user) => (user.custom_properties as unknown as Record<string, string | undefined>)[property] ?? '',
          ),
        )
          .filter(Boolean)
          .map((value) => groupOption('custom_group', `${property}=${value}`, `${property}: ${value}`)),
      );
      res.json({ result: [...uploaded, ...properties] });
    },
  );

  router.post('/user_management/users/bulk', guardedBy('POST', '/api/v2/user_management/users/bulk'), (req, res) => {
    const { company } = subjectOf(res);
    const asked = (req.body as { user_ids?: unknown } | undefined)?.user_ids;
    if (Array.isArray(asked) && asked.length > BULK_USERS_CHUNK) {
      return sendError(res, 'too_many_ids', { params: { max: BULK_USERS_CHUNK } });
    }
    const parsed = bulkUsersSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 'bad_request');
    const users = store.rowsById('users');
    const result = [...new Set(parsed.data.user_ids)].flatMap((id) => {
      const user = users.get(id);
      return user && user.company_id === company.id ? [userSummaryOf(user)] : [];
    });
    res.json({ result });
  });

  return router;
}
