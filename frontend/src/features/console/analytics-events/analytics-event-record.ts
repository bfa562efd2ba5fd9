import type { ApiSchema } from '@/lib/api-types';

/** A tracked event as the console lists it (`/api/admin/analytics-events`). */
export type AnalyticsEventRecord = ApiSchema<'AnalyticsEventDetailRowResponse'>;

export const analyticsEventTypeChoices = ['page_visit', 'whatsapp_signup', 'login', 'existing_user'].map((type) => ({
  id: type,
  name: type,
}));
