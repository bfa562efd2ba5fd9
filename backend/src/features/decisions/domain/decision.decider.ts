import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/commands/domain-error';
import { isCiphertext } from '../../../platform/crypto/personal-data-cipher';
import type { DecisionEvent, DecisionRecorded } from './decision.events';

export interface DecisionState {
  userId: string | null;
  reviewOn: string | null;
  reviewAsked: boolean;
  reviewed: boolean;
  withdrawn: boolean;
}

export type DecisionCommand =
  | { kind: 'record'; decision: DecisionRecorded['data'] }
  /** The review job's claim: only the first instance to append it sends the question. */
  | { kind: 'ask_review'; userId: string; decisionId: string; at: string }
  | { kind: 'review'; userId: string; decisionId: string; outcome: string; at: string }
  | { kind: 'withdraw'; userId: string; decisionId: string; at: string };

const sealedOrNull = (value: string | null): boolean => value === null || isCiphertext(value);

/** A programming error, not a person's: their words must be sealed before they are decided on. */
function assertSealed(data: DecisionRecorded['data']): void {
  if (!isCiphertext(data.choice) || !sealedOrNull(data.question) || !sealedOrNull(data.reason) || !sealedOrNull(data.expectedOutcome))
    throw new Error('Decision text must be encrypted before it is recorded');
  if (!data.options.every(isCiphertext)) throw new Error('Decision options must be encrypted before they are recorded');
}

/**
 * One decision. Recording it again (a retried message) changes nothing; the review is asked once
 * and its outcome kept once: a second answer is not a review of the same decision. A withdrawn
 * decision (UNDO) is neither asked about nor reviewed.
 */
export const decisionDecider: Decider<DecisionState, DecisionCommand, DecisionEvent> = {
  initialState: () => ({ userId: null, reviewOn: null, reviewAsked: false, reviewed: false, withdrawn: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'decisions.decision_recorded':
        return { ...state, userId: event.data.userId, reviewOn: event.data.reviewOn };
      case 'decisions.review_asked':
        return { ...state, reviewAsked: true };
      case 'decisions.decision_reviewed':
        return { ...state, reviewed: true };
      case 'decisions.decision_withdrawn':
        return { ...state, withdrawn: true };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'record': {
        if (state.userId !== null) return [];
        assertSealed(command.decision);
        return [{ type: 'decisions.decision_recorded', data: command.decision }];
      }
      case 'ask_review': {
        if (state.userId !== command.userId) throw new DomainError('Decision not found.', 'not_found');
        if (state.reviewAsked || state.reviewed || state.withdrawn) return [];
        return [{ type: 'decisions.review_asked', data: { decisionId: command.decisionId, userId: command.userId, askedAt: command.at } }];
      }
      case 'review': {
        if (state.userId !== command.userId || state.withdrawn) throw new DomainError('Decision not found.', 'not_found');
        if (state.reviewed) throw new DomainError('This decision already has its outcome.', 'conflict');
        if (!isCiphertext(command.outcome)) throw new Error('A decision outcome must be encrypted before it is recorded');
        return [
          {
            type: 'decisions.decision_reviewed',
            data: { decisionId: command.decisionId, userId: command.userId, outcome: command.outcome, reviewedAt: command.at },
          },
        ];
      }
      case 'withdraw': {
        if (state.userId !== command.userId) throw new DomainError('Decision not found.', 'not_found');
        if (state.withdrawn) return [];
        return [
          {
            type: 'decisions.decision_withdrawn',
            data: { decisionId: command.decisionId, userId: command.userId, withdrawnAt: command.at },
          },
        ];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
