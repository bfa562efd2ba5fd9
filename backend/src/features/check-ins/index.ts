/** What other features may use of check-ins: the morning plan setting and the jobs' claims. */
export { CheckInsModule } from './check-ins.module';
export { ClaimCheckInCommand, type CheckInClaim } from './commands/claim-check-in.command';
export { SetMorningPlanCommand } from './commands/set-morning-plan.command';
export { MorningPlansReader } from './read-models/morning-plans.reader';
export type { MorningPlanView, MorningPlanSetting } from './read-models/morning-plan-view';
export type { CheckInEvent } from './domain/check-in.events';
export { planIsDue, DEFAULT_PLAN_TIME } from './domain/morning-plan-rules';
