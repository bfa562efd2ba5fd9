import { defineFeature } from '../../platform/features/feature-declaration';
import { day, PRIVATE } from '../../platform/features/sentence';
import type { DecisionEvent } from './domain/decision.events';
import { DECISIONS } from './read-models/decision-view';

export const decisionsFeature = defineFeature<DecisionEvent>({
  name: 'decisions',
  events: {
    'decisions.decision_recorded': {
      concernsUser: true,
      summary: (d) => `Decision recorded · ${PRIVATE} · review ${day(d.reviewOn)}`,
    },
    'decisions.review_asked': { concernsUser: true, summary: () => 'Decision review asked' },
    'decisions.decision_reviewed': { concernsUser: true, summary: () => `Decision reviewed · ${PRIVATE}` },
    'decisions.decision_withdrawn': { concernsUser: true, summary: () => 'Decision withdrawn (undone)' },
  },
  live: {
    decisions: ['decisions.decision_recorded', 'decisions.review_asked', 'decisions.decision_reviewed', 'decisions.decision_withdrawn'],
  },
  personalReadModels: [{ collection: DECISIONS, by: 'userId' }],
  proof: {
    async seed(owner) {
      const choice = owner.text('decision');
      const reason = owner.text('reason');
      await owner.request('POST', '/api/me/decisions', { choice, reason });
      return { secrets: { choice, reason } };
    },
  },
});
