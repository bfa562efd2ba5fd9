import { Module } from '@nestjs/common';
import { featureProvider } from '../../platform/features/feature-declaration';
import { checkInsFeature } from './check-ins.feature';
import { ClaimCheckInHandler } from './commands/claim-check-in.command';
import { SetMorningPlanHandler } from './commands/set-morning-plan.command';
import { MorningPlanHttpController } from './http/morning-plan.http.controller';
import { MorningPlansProjection } from './read-models/morning-plans.projection';
import { MorningPlansReader } from './read-models/morning-plans.reader';

/** daily's proactive messages: the morning plan (opt-in, at the person's time) and one follow-up per unanswered reminder. */
@Module({
  controllers: [MorningPlanHttpController],
  providers: [featureProvider(checkInsFeature), MorningPlansProjection, MorningPlansReader, SetMorningPlanHandler, ClaimCheckInHandler],
  exports: [MorningPlansReader],
})
export class CheckInsModule {}
