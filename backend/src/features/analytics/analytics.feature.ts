import { defineFeature } from '../../platform/features/feature-declaration';
import type { AnalyticsEvent } from './analytics.events';

/** Tracked rows are keyed by a random id and hold no personal data: no personal read model. */
export const analyticsFeature = defineFeature<AnalyticsEvent>({
  name: 'analytics',
  events: {
    'analytics.event_recorded': {
      concernsUser: true,
      summary: (d) => `Tracked: ${d.event_type.replace(/_/g, ' ')}${d.page_path ? ` on ${d.page_path}` : ''}`,
      // Page views would grow a history without bound and say nothing an operator needs about the account.
      inHistory: (d) => d.event_type !== 'page_visit',
    },
  },
  // One stream per day, shared by every visitor.
  sharedStreamPrefixes: ['analytics-'],
});
