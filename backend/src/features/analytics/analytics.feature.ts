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
  roles: {
    '/api/analytics/summary': 'analyst',
    '/api/analytics/totals': 'analyst',
    '/api/analytics/daily': 'analyst',
    '/api/analytics/events/recent': 'analyst',
  },
  proof: {
    // A tracked visit, so the reports and the console's analytics rows have one to show.
    async seed(owner) {
      const session = `sess_1718000000000_${owner.text('visit').replace(/\W+/g, '').slice(-6)}`;
      await owner.request('POST', '/api/analytics/events', { session_id: session, event_type: 'page_visit', page_path: '/proof' });
      // The console's row of that visit.
      return { pathIds: { '/api/admin/analytics-events/{id}': await owner.consoleRowId('analytics-events', { session_id: session }) } };
    },
  },
});
