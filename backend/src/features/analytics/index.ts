/** What other features may use of analytics. */
export { ANALYTICS_EVENT_KINDS } from './analytics.events';
export { AnalyticsModule } from './analytics.module';
export { RecordAnalyticsEventCommand } from './commands/record-analytics-event.command';
export { AnalyticsEventDetailRowResponse } from './http/analytics.response';
export { readVisitHeaders, VISIT_HEADERS, type VisitContext } from './http/visit-headers';
export { DIRECT } from './read-models/analytics-daily-view';
export { sourceKey } from './read-models/analytics-session-view';
export { type FirstTouch, type VisitCount, VisitSessionsReader } from './read-models/visit-sessions.reader';
export { type DayRange, dayOf, toDayRange, weekOf, weeksOf } from './domain/analytics-day';
export {
  type AnalyticsEventDetailRow,
  type AnalyticsEventsFilter,
  AnalyticsEventsReader,
  type AnalyticsEventsSortField,
} from './read-models/analytics-events.reader';
