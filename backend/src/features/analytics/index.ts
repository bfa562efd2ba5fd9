/** What other features may use of analytics. */
export { ANALYTICS_EVENT_KINDS } from './analytics.events';
export { AnalyticsModule } from './analytics.module';
export { AnalyticsRecorderModule } from './analytics-recorder.module';
export { AnalyticsRecorder } from './analytics-recorder.service';
export { AnalyticsEventDetailRowResponse } from './http/analytics.response';
export { readVisitHeaders, VISIT_HEADERS, type VisitContext } from './http/visit-headers';
export { DIRECT } from './read-models/analytics-daily-view';
export {
  type AnalyticsEventDetailRow,
  type AnalyticsEventsFilter,
  AnalyticsEventsReader,
  type AnalyticsEventsSortField,
} from './read-models/analytics-events.reader';
