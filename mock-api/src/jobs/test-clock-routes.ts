import express, { type Router } from 'express';
import { z } from 'zod';
import { sendError } from '../http/send-error';
import type { JobScheduler } from './job-scheduler';

/** Not an API route of the spec: mounted only when the server runs with `--test-clock` (the e2e servers). */
export const TEST_CLOCK_PATH = '/__test__/clock';

const moveSchema = z
  .object({
    companyId: z.number().int().positive(),
    advanceTo: z.string().datetime({ offset: true }).optional(),
    advanceBy: z.number().int().nonnegative().optional(),
  })
  .strict()
  .refine(({ advanceTo, advanceBy }) => (advanceTo === undefined) !== (advanceBy === undefined));

/**
 * Moves one company's job clock forward (`advanceTo` a moment or `advanceBy` milliseconds) and runs the jobs that
 * became due at once; answers the company's job clock and what ran. A moment already passed leaves the clock as it is.
 */
export function testClockRoutes(jobs: JobScheduler): Router {
  const router = express.Router();
  router.post(TEST_CLOCK_PATH, (req, res) => {
    const move = moveSchema.safeParse(req.body);
    if (!move.success) return sendError(res, 'bad_request');
    const { companyId, advanceTo, advanceBy } = move.data;
    const target = advanceTo === undefined ? jobs.clockOf(companyId) + advanceBy! : Date.parse(advanceTo);
    const runs = jobs.advanceTo(companyId, target);
    res.json({ jobClock: new Date(jobs.clockOf(companyId)).toISOString(), runs });
  });
  return router;
}
