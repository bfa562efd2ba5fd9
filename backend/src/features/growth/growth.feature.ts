import { defineFeature } from '../../platform/features/feature-declaration';
import { GROWTH_ACCOUNTS } from './read-models/growth-account-view';

/** The funnel writes no events of its own; its per-account documents go with the account. */
export const growthFeature = defineFeature<never>({
  name: 'growth',
  events: {},
  personalReadModels: [{ collection: GROWTH_ACCOUNTS, by: '_id' }],
  roles: {
    '/api/analytics/funnel': 'analyst',
    '/api/analytics/cohorts': 'analyst',
    '/api/analytics/codes': 'analyst',
    '/api/analytics/cancellation-reasons': 'analyst',
  },
});
