/** What other features may use of analytics. */
export { ANALYTICS_EVENT_KINDS } from './analytics.events';
export { AnalyticsModule } from './analytics.module';
export { AnalyticsRecorderModule } from './analytics-recorder.module';
export { AnalyticsRecorder } from './analytics-recorder.service';
export { AnalyticsEventDetailRowResponse } from './http/analytics.response';
export { readVisitHeaders, VISIT_HEADERS, type VisitContext } from './http/visit-headers';
export { DIRECT } from './read-models/analytics-daily-view';
export { ANALYTICS_SESSIONS, type AnalyticsSessionView, sourceKey } from './read-models/analytics-session-view';
export { type FirstTouch, VisitSessionsReader } from './read-models/visit-sessions.reader';
export { type DayRange, dayOf, toDayRange, weekOf, weeksOf } from './domain/analytics-day';
export {
  type AnalyticsEventDetailRow,
  type AnalyticsEventsFilter,
  AnalyticsEventsReader,
  type AnalyticsEventsSortField,
} from './read-models/analytics-events.reader';
