import { Router } from 'express';
import type { Store } from '../../db/store';
import { subjectOf } from '../../authz/subject';
import { guardedBy } from '../../authz/route-guard';
import { seedPulseChecks, type PulseCheckData } from '../../seed/pulse-checks';
import { dayRangeOf } from '../recognition-scores/recognition-quality-routes';
import { pulseResults } from './pulse-results';

export const PULSE_RESULTS_API = '/api/v2/admin/reports/pulse_results';

export type PulseSource = (companyId: number) => PulseCheckData;

const madeByStore = new WeakMap<Store, Map<number, PulseCheckData>>();

/** The seeded pulse checks, made once per company from its people when first read (the page and its CSV alike). */
export function seededPulseSource(store: Store, now: () => number): PulseSource {
  const made = madeByStore.get(store) ?? new Map<number, PulseCheckData>();
  madeByStore.set(store, made);
  return (companyId) => {
    let data = made.get(companyId);
    if (!data) {
      data = seedPulseChecks(companyId, store.all('users'), new Date(now()));
      made.set(companyId, data);
    }
    return data;
  };
}

/** `GET /admin/reports/pulse_results?start_date&end_date` for the caller's company (default: the previous month). */
export function pulseResultsRoutes(store: Store, now: () => number, source = seededPulseSource(store, now)): Router {
  const router = Router();
  router.get('/admin/reports/pulse_results', guardedBy('GET', PULSE_RESULTS_API), (req, res) => {
    res.json({ result: pulseResults(source(subjectOf(res).company.id), dayRangeOf(req, new Date(now()))) });
  });
  return router;
}
