/** What other features may use of accounts. Everything else in this folder is its own business. */
export { AccountsModule } from './accounts.module';
export { SeedTestPlanCommand } from './commands/seed-test-plan.command';
export { SetAccountNameCommand } from './commands/set-account-name.command';
export { type Attribution, type SignInResult, SignInVerifiedPhoneCommand } from './commands/sign-in-verified-phone.command';
export { accountDecider } from './domain/account.decider';
export {
  type AccountAttributed,
  type AccountPhoneChanged,
  type AccountRegistered,
  accountStream,
  type EmailChanged,
} from './domain/account.events';
export { hasPaidAccess, ROLES, type Role, SERVER_STATUSES, type ServerStatus } from './domain/account-status';
export { phoneClaimDecider, phoneClaimStream } from './domain/phone-claim';
export { normalisePhone } from './domain/phone-number';
export type { AccountView } from './read-models/account-view';
export { AccountsReader } from './read-models/accounts.reader';
