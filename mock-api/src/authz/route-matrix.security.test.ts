import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { API_ERRORS, API_ROUTES, routeAllows, routeKey, type ApiRouteRule } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { registeredRoutes, type RegisteredRoute } from '../testing/registered-routes';
import { apiActorOf, browserHeadersOf, matrixActors } from '../testing/matrix-actors';
import { MATRIX_CASES, plainRefusalRequest, prepareMatrixData, type CaseContext } from '../testing/matrix-cases';
import { NO_RATE_LIMITS } from '../config';
import { securityTally, writeSecurityResults } from '../testing/security-results';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'ALL']);
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-matrix-'));

const freshApi = () => {
  const api = createTestApi({ rateLimits: NO_RATE_LIMITS, uploadsDir });
  prepareMatrixData(api.db);
  return api;
};

/** json-server's routes as the matrix names them: `/api/v2/users/` and `/api/v2/meta/` are `/:collection`. */
function matrixPathOf({ path: routePath, plainCollections }: RegisteredRoute): string {
  if (!plainCollections) return routePath;
  return routePath.replace(/\/(?!:)[a-z_]+\/(:id)?$/, (_match, id?: string) =>
    id ? '/:collection/:id' : '/:collection',
  );
}

const matrix = securityTally('authorization matrix', () => '');
const foreign = securityTally('another company’s or user’s resource', () => '');
const leaks: string[] = [];
const outcomes: string[] = [];
const checkedRoutes = new Set<string>();

afterAll(() => {
  const actors = matrixActors(freshApi().db).length;
  writeSecurityResults('route-matrix', [
    {
      ...matrix.row(),
      detail: `${checkedRoutes.size} routes × ${actors} actors (20 personas and a spoofing session); ${leaks.length} leaks`,
    },
    { ...foreign.row(), detail: `404 (or the route's own refusal) and no change in the db; ${leaks.length} leaks` },
  ]);
});

describe('the registered routes and the matrix', () => {
  const { app } = freshApi();
  const registered = registeredRoutes(app);
  const inMatrix = new Set(API_ROUTES.map((route) => routeKey(route.method, route.path)));

  it('has a row for every route that changes state', () => {
    const missing = registered
      .filter((route) => STATE_CHANGING.has(route.method))
      .map((route) => routeKey(route.method as never, matrixPathOf(route)))
      .filter((key) => !inMatrix.has(key));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names only routes the app registers', () => {
    const keys = new Set(
      registered.flatMap((route) => [
        routeKey(route.method as never, route.path),
        routeKey(route.method as never, matrixPathOf(route)),
      ]),
    );
    expect(API_ROUTES.map((route) => routeKey(route.method, route.path)).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('has a case for every row that is not a plain refusal', () => {
    const withoutCase = API_ROUTES.filter((route) => !isPlainRefusal(route))
      .map((route) => routeKey(route.method, route.path))
      .filter((key) => !MATRIX_CASES[key]);
    expect(withoutCase).toEqual([]);
  });
});

const isPlainRefusal = (route: ApiRouteRule) => route.condition?.text === 'nobody';
const isAllowedStatus = (status: number, expected: number | undefined) =>
  expected === undefined ? status >= 200 && status < 300 : status === expected;

describe.each(API_ROUTES.map((route) => [routeKey(route.method, route.path), route] as const))('%s', (key, route) => {
  const routeCase = MATRIX_CASES[key];

  it('answers every persona as the spec says, and refusals change nothing', async () => {
    const api = freshApi();
    checkedRoutes.add(key);
    for (const actor of matrixActors(api.db)) {
      const ctx: CaseContext = { ...api, actor, headers: await browserHeadersOf(actor) };
      const specAllows = routeCase ? routeCase.allowed.includes(actor.name) : false;
      // The contract's rule must say what the spec says, or the UI and the API would agree on a wrong answer.
      expect({ actor: actor.name, allows: routeAllows(route, apiActorOf(api.db, actor)) }).toEqual({
        actor: actor.name,
        allows: specAllows,
      });

      const request = routeCase ? routeCase.request(ctx) : plainRefusalRequest(ctx, route.method, route.path);
      const before = JSON.stringify(api.db);
      const response = await request;
      const expectedStatus = specAllows ? routeCase?.allowedStatus?.(ctx) : API_ERRORS[route.refusal].status;
      const ok = specAllows
        ? isAllowedStatus(response.status, expectedStatus) && !routeCase?.leaks?.(ctx, response.body)
        : response.status === expectedStatus && JSON.stringify(api.db) === before;
      if (!matrix.count(ok)) {
        if (!specAllows || routeCase?.leaks?.(ctx, response.body)) leaks.push(`${key} as ${actor.name}`);
        outcomes.push(`${key} as ${actor.name}: ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`);
      }
    }
    expect(outcomes.filter((line) => line.startsWith(`${key} as`))).toEqual([]);
  });

  if (routeCase?.foreign) {
    it('refuses another company’s or another user’s resource without changing anything', async () => {
      const api = freshApi();
      const failures: string[] = [];
      for (const actor of matrixActors(api.db)) {
        const ctx: CaseContext = { ...api, actor, headers: await browserHeadersOf(actor) };
        const specAllows = routeCase.allowed.includes(actor.name);
        const { request, status = 404 } = routeCase.foreign!(ctx);
        const before = JSON.stringify(api.db);
        const response = await request;
        const expected = specAllows ? status : API_ERRORS[route.refusal].status;
        const ok = response.status === expected && JSON.stringify(api.db) === before;
        if (!foreign.count(ok)) {
          leaks.push(`${key} foreign as ${actor.name}`);
          failures.push(`${actor.name}: ${response.status} (expected ${expected})`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
