/** A tracked event as the console lists it (`/api/admin/analytics-events`). */
export type AnalyticsEventRecord = {
  id: number;
  event_type: string;
  utm_source: string | null;
  page_path: string | null;
  timestamp: string;
  session_id: string | null;
  user_id: string | null;
  position: number;
};

export const analyticsEventTypeChoices = ['page_visit', 'whatsapp_signup', 'login', 'existing_user'].map((type) => ({
  id: type,
  name: type,
}));
