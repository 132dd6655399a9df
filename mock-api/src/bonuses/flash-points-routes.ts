import { Router } from 'express';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { companyFlashPointsPrograms, flashPointsProgramView, flashPointsSpendableBy } from './flash-points';

/** The header the v2 client sends for camel-case keys (shared `http/request-headers`, which reads cookies). */
const KEY_INFLECTION_HEADER = 'X-Key-Inflection';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const snakeKeys = (row: object) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeCase(key), value]));

/** `GET /programs/flash_points` (recognition §7): the company's programs, `status=active` for those running now. */
export function flashPointsRoutes(store: Store, now: () => number): Router {
  const router = Router();

  router.get('/programs/flash_points', guardedBy('GET', '/api/v2/programs/flash_points'), (req, res) => {
    const subject = subjectOf(res);
    const at = now();
    const balance = flashPointsSpendableBy(store, subject, at);
    const programs = companyFlashPointsPrograms(store, subject.company.id, at, req.query.status === 'active').map(
      (program) => flashPointsProgramView(program, balance),
    );
    const camel = req.get(KEY_INFLECTION_HEADER) === 'camel';
    res.json({ result: camel ? programs : programs.map(snakeKeys) });
  });

  return router;
}
