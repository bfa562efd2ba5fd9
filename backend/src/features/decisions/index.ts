/** What other features may use of decisions: recording and reviewing one, and reading them back. */
export { DecisionsModule } from './decisions.module';
export { RecordDecisionCommand, type NewDecision, type RecordedDecision } from './commands/record-decision.command';
export { ClaimReviewCommand } from './commands/claim-review.command';
export { ReviewDecisionCommand } from './commands/review-decision.command';
export { WithdrawDecisionCommand } from './commands/withdraw-decision.command';
export { DecisionsReader } from './read-models/decisions.reader';
export type { Decision, DecisionView } from './read-models/decision-view';
export type { DecisionEvent } from './domain/decision.events';
export { DEFAULT_REVIEW_DAYS, reviewDayOf, reviewDaysIn, shortDate } from './domain/decision-rules';
