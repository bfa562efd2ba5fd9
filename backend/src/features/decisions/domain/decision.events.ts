/**
 * A decision as practitioners keep them: what was asked, the options, the choice, why, what is
 * expected and how sure the person was, and a day to look back at it. Every text is `enc:v1:`
 * ciphertext made with the person's own key, so the log holds none of their words and shredding
 * the key shreds the decisions.
 */
export type DecisionRecorded = {
  type: 'decisions.decision_recorded';
  data: {
    decisionId: string;
    userId: string;
    /** Sealed: "Hire a VA or do the admin myself?"; null when the person only stated the choice. */
    question: string | null;
    /** Sealed, each one. */
    options: string[];
    /** Sealed: what was decided. */
    choice: string;
    /** Sealed: why (what mattered most); null when not said. */
    reason: string | null;
    /** Sealed; null when not said. */
    expectedOutcome: string | null;
    /** How sure the person was, 0 to 100; null when not said. */
    confidence: number | null;
    /** The person's local date of the decision (YYYY-MM-DD). */
    decidedOn: string;
    /** The local date daily asks how it turned out. */
    reviewOn: string;
    /** The zone both dates were read in, so the review is asked on that day there. */
    timeZone: string;
  };
};

/**
 * The review question was sent. Appended with the expected revision before the message goes, so
 * two instances never both ask.
 */
export type DecisionReviewAsked = {
  type: 'decisions.review_asked';
  data: { decisionId: string; userId: string; askedAt: string };
};

/** How it turned out, in the person's words (sealed). */
export type DecisionReviewed = {
  type: 'decisions.decision_reviewed';
  data: { decisionId: string; userId: string; outcome: string; reviewedAt: string };
};

/** Taken back (UNDO of the message that recorded it): gone from the person's decisions, never reviewed. */
export type DecisionWithdrawn = {
  type: 'decisions.decision_withdrawn';
  data: { decisionId: string; userId: string; withdrawnAt: string };
};

export type DecisionEvent = DecisionRecorded | DecisionReviewAsked | DecisionReviewed | DecisionWithdrawn;

/** One stream per decision: a review folds only its own few events. */
export const decisionStream = (decisionId: string): string => `decision-${decisionId}`;
