import { Module } from '@nestjs/common';
import { ANALYTICS_CONFIG, loadAnalyticsConfig } from './analytics-config';
import { RecordAnalyticsEventHandler } from './commands/record-analytics-event.command';
import { AnalyticsRateLimitGuard } from './http/analytics-rate-limit.guard';
import { AnalyticsReportsHttpController } from './http/analytics-reports.http.controller';
import { AnalyticsTrackingHttpController } from './http/analytics-tracking.http.controller';
import { OptionalSessionGuard } from './http/optional-session.guard';
import { WindowThrottlerStorage } from './http/window-throttler-storage';
import { GetAnalyticsDailyHandler } from './queries/get-analytics-daily.query';
import { GetAnalyticsSummaryHandler } from './queries/get-analytics-summary.query';
import { GetAnalyticsTotalsHandler } from './queries/get-analytics-totals.query';
import { GetRecentAnalyticsEventsHandler } from './queries/get-recent-analytics-events.query';
import { AnalyticsDailyProjection } from './read-models/analytics-daily.projection';
import { AnalyticsEventsProjection } from './read-models/analytics-events.projection';
import { AnalyticsEventsReader } from './read-models/analytics-events.reader';
import { featureProvider } from '../../platform/features/feature-declaration';
import { analyticsFeature } from './analytics.feature';
import { AnalyticsSessionsProjection } from './read-models/analytics-sessions.projection';
import { VisitSessionsReader } from './read-models/visit-sessions.reader';

/**
 * Visitor tracking (public) and the reports analysts read. Other features read through its exported
 * readers: tracked events (the console), visits (sign-in's attribution, the growth funnel).
 */
@Module({
  controllers: [AnalyticsTrackingHttpController, AnalyticsReportsHttpController],
  providers: [
    featureProvider(analyticsFeature),
    { provide: ANALYTICS_CONFIG, useFactory: () => loadAnalyticsConfig() },
    WindowThrottlerStorage,
    AnalyticsRateLimitGuard,
    OptionalSessionGuard,
    AnalyticsDailyProjection,
    AnalyticsEventsProjection,
    AnalyticsSessionsProjection,
    AnalyticsEventsReader,
    VisitSessionsReader,
    RecordAnalyticsEventHandler,
    GetAnalyticsSummaryHandler,
    GetAnalyticsTotalsHandler,
    GetAnalyticsDailyHandler,
    GetRecentAnalyticsEventsHandler,
  ],
  exports: [AnalyticsEventsReader, VisitSessionsReader],
})
export class AnalyticsModule {}
