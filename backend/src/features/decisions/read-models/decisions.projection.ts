import { eventTypes } from '../../../platform/event-store/event-types';
import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import type { DecisionEvent } from '../domain/decision.events';
import { DECISIONS, type DecisionView } from './decision-view';

export const DecisionsProjection = defineProjection({
  name: 'decisions',
  handles: eventTypes<DecisionEvent>({
    'decisions.decision_recorded': true,
    'decisions.review_asked': true,
    'decisions.decision_reviewed': true,
    'decisions.decision_withdrawn': true,
  }),
  collections: {
    decisions: readModel<DecisionView>(DECISIONS, [{ fields: { userId: 1, decidedOn: -1 } }, { fields: { reviewOn: 1 } }]),
  },
  evolve: (event, { decisions }) => {
    switch (event.type) {
      case 'decisions.decision_recorded': {
        const d = event.data;
        return applyOnce(decisions, d.decisionId, event, () => ({
          userId: d.userId,
          question: d.question,
          options: d.options,
          choice: d.choice,
          reason: d.reason,
          expectedOutcome: d.expectedOutcome,
          confidence: d.confidence,
          decidedOn: d.decidedOn,
          reviewOn: d.reviewOn,
          timeZone: d.timeZone,
          reviewAskedAt: null,
          outcome: null,
          reviewedAt: null,
          created_at: event.metadata.occurredAt,
        }));
      }
      case 'decisions.review_asked':
        return applyOnce(decisions, event.data.decisionId, event, (current) =>
          current ? { ...current, reviewAskedAt: event.data.askedAt } : null,
        );
      case 'decisions.decision_reviewed':
        return applyOnce(decisions, event.data.decisionId, event, (current) =>
          current ? { ...current, outcome: event.data.outcome, reviewedAt: event.data.reviewedAt } : null,
        );
      case 'decisions.decision_withdrawn':
        return applyOnce(decisions, event.data.decisionId, event, () => null);
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
