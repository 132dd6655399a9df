import type { Limit } from './budgets';

export type Row = [measure: string, figure: string, budget: string];

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const ratio = (value: number) => `${value.toFixed(2)}×`;

export function printTable(title: string, rows: Row[]) {
  console.log(`\n${title}\n`);
  console.log(`| measure | figure | budget |\n|---|---|---|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/** `≤ budget` for the target, then the ceiling CI holds today when it is above the target. */
export const limitText = (limit: Limit, format: (value: number) => string) =>
  limit.budget === undefined
    ? `≤ ${format(limit.ceiling)} (CI ceiling)`
    : `≤ ${format(limit.budget)}${limit.ceiling > limit.budget ? ` (CI ceiling ${format(limit.ceiling)})` : ''}`;

export const overBudget = (value: number, limit: Limit) => value > (limit.budget ?? limit.ceiling);

/** A measured figure against its target: the run fails (exit 1) when one is missed, and says which. */
export function checked(measure: string, value: number, budget: number, format: (value: number) => string): Row {
  const over = value > budget;
  if (over) process.exitCode = 1;
  return [measure, `${format(value)}${over ? ' **over**' : ''}`, `≤ ${format(budget)}`];
}
