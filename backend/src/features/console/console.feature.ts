import { defineFeature } from '../../platform/features/feature-declaration';

/** The console writes through other features' commands and keeps only its history index. */
export const consoleFeature = defineFeature<never>({
  name: 'console',
  events: {},
  roles: { '/api/admin/': 'operator' },
  proof: {
    // The console's own routes: the owner's account, and a row of the event log. The rows other
    // features' data fills (subscriptions, tracked events, a conversation) are named by their seeds.
    async seed(owner) {
      const event = await owner.consoleRowId('events');
      return {
        pathIds: {
          '/api/admin/accounts/{id}': owner.userId,
          '/api/admin/accounts/{id}/history': owner.userId,
          '/api/admin/accounts/{id}/status': owner.userId,
          '/api/admin/accounts/{id}/roles': owner.userId,
          '/api/admin/events/{id}': event,
        },
      };
    },
  },
});
