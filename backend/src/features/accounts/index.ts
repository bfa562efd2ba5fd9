/** What other features may use of accounts. Everything else in this folder is its own business. */
export { AccountsModule } from './accounts.module';
export { AccountsService } from './accounts.service';
export { accountDecider } from './domain/account.decider';
export {
  type AccountAttributed,
  type AccountPhoneChanged,
  type AccountRegistered,
  accountStream,
  type EmailChanged,
} from './domain/account.events';
export { ROLES, type Role, SERVER_STATUSES, type ServerStatus } from './domain/account-status';
export { phoneClaimDecider, phoneClaimStream } from './domain/phone-claim';
export { normalisePhone } from './domain/phone-number';
export { ACCOUNTS, type AccountView } from './read-models/account-view';
