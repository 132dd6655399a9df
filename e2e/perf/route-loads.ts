// S1 and the other routes with a byte budget: cold signed-in loads, compressed JS, requests, first marks.
import type { Browser } from '@playwright/test';
import { measureColdLoad, median, type LoadMeasure } from '../support/measure-load';
import { KIB, ROUTE_BUDGETS, type RouteBudget } from './budgets';
import { RUNS, signedInContext } from './perf-system';
import { kib, limitText, ms, overBudget, type Row } from './perf-table';

export interface RouteLoad {
  path: string;
  rows: Row[];
  scripts: string[];
}

const medianOf = (runs: LoadMeasure[], figure: (run: LoadMeasure) => number) => median(runs.map(figure));

async function routeLoad(browser: Browser, route: RouteBudget): Promise<RouteLoad> {
  const context = await signedInContext(browser, route.persona);
  try {
    await measureColdLoad(context, route.path); // warms the servers, not the browser: every measured load is cold
    const runs: LoadMeasure[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureColdLoad(context, route.path));
    const jsBytes = medianOf(runs, (run) => run.jsBytes);
    const requests = medianOf(runs, (run) => run.requests);
    if (overBudget(jsBytes / KIB, route.jsKiB) || requests > route.requests.ceiling) process.exitCode = 1;
    const home = route.path === '/';
    const label = (measure: string) => (home ? measure : `${route.path} (${route.persona}): ${measure}`);
    const kibLimit = (value: number) => `${value.toFixed(1)} KiB`;
    return {
      path: route.path,
      rows: [
        [label('JS fetched (compressed)'), kib(jsBytes), limitText(route.jsKiB, kibLimit)],
        [label('CSS fetched (compressed)'), kib(medianOf(runs, (run) => run.cssBytes)), ''],
        [label('Script files'), String(medianOf(runs, (run) => run.scripts.length)), limitText(route.scripts, String)],
        [label('Requests'), String(requests), limitText(route.requests, String)],
        [label("Shell's chrome visible"), ms(medianOf(runs, (run) => run.marks.chrome!)), ''],
        [
          label(home ? 'Home remote visible' : 'Page heading visible'),
          ms(medianOf(runs, (run) => run.marks.home!)),
          '',
        ],
      ],
      scripts: runs[0]!.scripts.map((script) => `${kib(script.bytes)}\t${script.url}`),
    };
  } finally {
    await context.close();
  }
}

export async function routeLoads(browser: Browser): Promise<RouteLoad[]> {
  const results = [];
  for (const route of ROUTE_BUDGETS) results.push(await routeLoad(browser, route));
  return results;
}
