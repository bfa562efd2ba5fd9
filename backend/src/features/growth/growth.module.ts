import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics';
import { AssistantModule } from '../assistant';
import { featureProvider } from '../../platform/features/feature-declaration';
import { growthFeature } from './growth.feature';
import { GrowthReportsHttpController } from './http/growth-reports.http.controller';
import { GetCancellationReasonsHandler } from './queries/get-cancellation-reasons.query';
import { GetCodePerformanceHandler } from './queries/get-code-performance.query';
import { GetCohortsHandler } from './queries/get-cohorts.query';
import { GetFunnelHandler } from './queries/get-funnel.query';
import { FunnelReader } from './read-models/funnel.reader';
import { GrowthAccountsProjection } from './read-models/growth-accounts.projection';

/** The growth funnel and weekly cohorts, from first visit to paying member and the reasons people leave. */
@Module({
  imports: [AnalyticsModule, AssistantModule],
  controllers: [GrowthReportsHttpController],
  providers: [
    featureProvider(growthFeature),
    GrowthAccountsProjection,
    FunnelReader,
    GetFunnelHandler,
    GetCohortsHandler,
    GetCodePerformanceHandler,
    GetCancellationReasonsHandler,
  ],
})
export class GrowthModule {}
