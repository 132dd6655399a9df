import {
  QUALITY_BANDS,
  QUALITY_REPORT_DAYS,
  QUALITY_REPORT_LOWEST,
  type QualityBotReport,
  type QualityScore,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Bonus } from '../db/types';
import { givenQualityContext, qualityScorer } from '../quality/quality-context';
import { textOfRichText } from '../rich-text/sanitize-rich-text';

const DAY_MS = 24 * 60 * 60 * 1000;
// The scorer is pure: a recognition given before scores were stored is scored once per server.
const scored = new WeakMap<Bonus, QualityScore>();

const bandOf = (score: number) => QUALITY_BANDS.findLastIndex((floor) => score >= floor);

/** How the quality scorer rated every company's recognitions of the last 30 days, and the lowest of them. */
export function qualityBotReport(store: Store, now: number): QualityBotReport {
  const start = new Date(now - QUALITY_REPORT_DAYS * DAY_MS).toISOString();
  const users = store.rowsById('users');
  const companies = store.rowsById('companies');
  const scoreOf = (bonus: Bonus) => {
    if (bonus.quality_score) return bonus.quality_score.score;
    let score = scored.get(bonus);
    if (!score) {
      const receivers = bonus.receiver_ids.flatMap((id) => users.get(id) ?? []);
      score = qualityScorer.score(
        bonus.reason,
        givenQualityContext(store, companies.get(bonus.company_id)!, receivers),
      );
      scored.set(bonus, score);
    }
    return score.score;
  };
  const recent = store
    .all('bonuses')
    .filter((bonus) => bonus.created_at >= start && companies.has(bonus.company_id))
    .map((bonus) => ({ bonus, score: scoreOf(bonus) }));

  return {
    period: { start, end: new Date(now).toISOString() },
    companies: store.all('companies').map((company) => {
      const own = recent.filter(({ bonus }) => bonus.company_id === company.id);
      const bands = QUALITY_BANDS.map(() => 0);
      for (const { score } of own) bands[bandOf(score)]! += 1;
      const total = own.reduce((sum, { score }) => sum + score, 0);
      return {
        companyId: company.id,
        companyName: company.name,
        scored: own.length,
        average: own.length === 0 ? null : Math.round((total / own.length) * 10) / 10,
        bands,
      };
    }),
    lowest: [...recent]
      .sort((a, b) => a.score - b.score || a.bonus.id - b.bonus.id)
      .slice(0, QUALITY_REPORT_LOWEST)
      .map(({ bonus, score }) => ({
        id: bonus.id,
        companyName: companies.get(bonus.company_id)!.name,
        score,
        createdAt: bonus.created_at,
        reason: textOfRichText(bonus.reason),
      })),
  };
}
