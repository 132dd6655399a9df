import type { ReportRange } from './report-filters';

/** Anti-gaming signals (issue 17 item 7): recognition that looks traded rather than earned. */

/** Reciprocal pair: each gives at least this share of their points in the range to the other. */
export const RECIPROCAL_SHARE = 0.5;
/** Ring: each member gives at least this share of their points to the other members. */
export const RING_SHARE = 0.5;
export const RING_SIZES = [3, 4] as const;
/** Concentration: a giver sends at least this share of their allowance for the range to one person. */
export const CONCENTRATION_SHARE = 0.5;
/** A link between two people counts only from this many recognitions, so one gift is never a signal. */
export const MIN_SIGNAL_RECOGNITIONS = 2;

export type GamingSignalKind = 'reciprocal_pair' | 'ring' | 'concentration';

export interface SignalPerson {
  id: number;
  name: string;
  slug: string;
}

export interface SignalRecognition {
  id: number;
  giverId: number;
  receiverIds: number[];
  amount: number;
  createdAt: string;
}

export interface GamingSignal {
  kind: GamingSignalKind;
  /** 0 to 1: the weakest share that made it a signal; the higher, the more it looks traded. */
  score: number;
  /** A pair or ring in the order points flow; a concentration's giver then recipient. */
  people: SignalPerson[];
  /** Points that flowed between them in the range. */
  points: number;
  recognitions: SignalRecognition[];
}

/** `GET /api/v2/admin/reports/gaming_signals` (global admin), strongest first within each kind. */
export interface GamingSignals {
  range: ReportRange;
  thresholds: {
    reciprocalShare: number;
    ringShare: number;
    concentrationShare: number;
    minRecognitions: number;
  };
  signals: GamingSignal[];
}
