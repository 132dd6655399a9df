import type { ScoredRecognition } from '@laurel/shared/contract';
import type { CaseContext, MatrixCase } from './matrix-cases';

/** Programs §6: recognition scores need finance; a global admin without it is refused like anyone else. */
const RECOGNITION_SCORES_READERS = ['finance_admin'];
/** Programs §6: pulse results need finance and global both, which no single-role persona holds. */
const PULSE_RESULTS_READERS: string[] = [];

const get = (ctx: CaseContext, path: string) => ctx.http.get(path).set(ctx.headers);
const QUALITY = '/api/v2/admin/analytics/recognition_quality';
const RANGE = 'start_date=2026-01-01&end_date=2026-12-31';

/** The recognition quality and pulse results rows of the matrix. */
export function recognitionScoresMatrixCases(): Record<string, MatrixCase> {
  const quality = (call: string, leaks?: MatrixCase['leaks']): Record<string, MatrixCase> => ({
    [`GET ${QUALITY}/${call}`]: {
      allowed: RECOGNITION_SCORES_READERS,
      request: (ctx) => get(ctx, `${QUALITY}/${call}?${RANGE}`),
      ...(leaks && { leaks }),
    },
  });
  return {
    ...quality('filter_options'),
    ...quality('averages'),
    ...quality('monthly_averages'),
    ...quality('department_averages'),
    // The list is the actor's company's recognitions: another company's would show.
    ...quality('top_scoring_recognition', ({ db, actor }, body) =>
      (body as { result: { records: ScoredRecognition[] } }).result.records.some(
        (record) => db.bonuses.find((bonus) => bonus.id === record.id)?.company_id !== actor.user.company_id,
      ),
    ),
    'GET /api/v2/admin/reports/pulse_results': {
      allowed: PULSE_RESULTS_READERS,
      request: (ctx) => get(ctx, `/api/v2/admin/reports/pulse_results?${RANGE}`),
    },
  };
}
