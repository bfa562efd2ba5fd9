import type { Doc } from '../../../platform/read-store/read-store.port';

/**
 * The `decisions` read model: one document per decision, its texts still sealed. They are opened
 * only to answer their owner, so destroying the person's key shreds this copy as well as the log.
 */
export interface DecisionView extends Doc {
  _id: string;
  userId: string;
  question: string | null;
  options: string[];
  choice: string;
  reason: string | null;
  expectedOutcome: string | null;
  confidence: number | null;
  decidedOn: string;
  reviewOn: string;
  timeZone: string;
  reviewAskedAt: string | null;
  outcome: string | null;
  reviewedAt: string | null;
  created_at: string;
}

export const DECISIONS = 'decisions';

/** A decision as its owner reads it, every text opened. */
export interface Decision {
  id: string;
  question: string | null;
  options: string[];
  choice: string;
  reason: string | null;
  expected_outcome: string | null;
  confidence: number | null;
  decided_on: string;
  review_on: string;
  outcome: string | null;
  reviewed_at: string | null;
}
