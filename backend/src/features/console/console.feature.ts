import { defineFeature } from '../../platform/features/feature-declaration';

/** The console writes through other features' commands and keeps only its history index. */
export const consoleFeature = defineFeature<never>({
  name: 'console',
  events: {},
  roles: { '/api/admin/': 'operator' },
  proof: {
    // The console's own rows: the owner's account and subscription, and a row of each log.
    after: ['billing', 'analytics'],
    async seed(owner) {
      const firstRow = async (resource: string) =>
        (await owner.asOperator<Array<{ id: string }>>('GET', `/api/admin/${resource}?range=[0,0]`))[0]?.id ?? 'none';
      const subscription = await firstRow('subscriptions');
      const event = await firstRow('events');
      const analyticsEvent = await firstRow('analytics-events');
      return {
        pathIds: {
          '/api/admin/accounts/{id}': owner.userId,
          '/api/admin/accounts/{id}/history': owner.userId,
          '/api/admin/accounts/{id}/conversation': owner.userId,
          '/api/admin/accounts/{id}/status': owner.userId,
          '/api/admin/accounts/{id}/roles': owner.userId,
          '/api/admin/subscriptions/{id}': subscription,
          '/api/admin/subscriptions/{id}/history': subscription,
          '/api/admin/events/{id}': event,
          '/api/admin/analytics-events/{id}': analyticsEvent,
        },
      };
    },
  },
});
