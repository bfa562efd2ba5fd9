import { Module } from '@nestjs/common';
import { featureProvider } from '../../platform/features/feature-declaration';
import { JournalModule } from '../journal';
import { ProfileModule } from '../profile';
import { ClaimReviewHandler } from './commands/claim-review.command';
import { DecisionJournal } from './commands/decision-journal';
import { RecordDecisionHandler } from './commands/record-decision.command';
import { ReviewDecisionHandler } from './commands/review-decision.command';
import { WithdrawDecisionHandler } from './commands/withdraw-decision.command';
import { decisionsFeature } from './decisions.feature';
import { DecisionsHttpController } from './http/decisions.http.controller';
import { ListDecisionsHandler } from './queries/list-decisions.query';
import { DecisionsProjection } from './read-models/decisions.projection';
import { DecisionsReader } from './read-models/decisions.reader';

/** Decisions kept as records: the choice, why, and a day to look back at it. */
@Module({
  imports: [JournalModule, ProfileModule],
  controllers: [DecisionsHttpController],
  providers: [
    featureProvider(decisionsFeature),
    DecisionsProjection,
    DecisionJournal,
    RecordDecisionHandler,
    ReviewDecisionHandler,
    ClaimReviewHandler,
    WithdrawDecisionHandler,
    ListDecisionsHandler,
    DecisionsReader,
  ],
  exports: [DecisionsReader],
})
export class DecisionsModule {}
