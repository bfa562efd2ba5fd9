import { Module } from '@nestjs/common';
import { featureProvider } from '../../platform/features/feature-declaration';
import { AccountsModule } from '../accounts';
import { AnalyticsModule } from '../analytics';
import { BillingModule } from '../billing';
import { consoleFeature } from './console.feature';
import { ChangeAccountStatusHandler } from './commands/change-account-status.command';
import { SetAccountRoleHandler } from './commands/set-account-role.command';
import { ConsoleAccountsHttpController } from './http/console-accounts.http.controller';
import { ConsoleAnalyticsEventsHttpController } from './http/console-analytics-events.http.controller';
import { ConsoleEventsHttpController } from './http/console-events.http.controller';
import { ConsoleSubscriptionsHttpController } from './http/console-subscriptions.http.controller';
import { EventLogReader } from './log/event-log-reader';
import { GetAccountHistoryHandler } from './queries/get-account-history.query';
import { GetConsoleAccountHandler } from './queries/get-console-account.query';
import { GetConsoleAnalyticsEventHandler } from './queries/get-console-analytics-event.query';
import { GetConsoleSubscriptionHandler } from './queries/get-console-subscription.query';
import { GetLogEventHandler } from './queries/get-log-event.query';
import { GetSubscriptionHistoryHandler } from './queries/get-subscription-history.query';
import { ListConsoleAccountsHandler } from './queries/list-console-accounts.query';
import { ListConsoleAnalyticsEventsHandler } from './queries/list-console-analytics-events.query';
import { ListConsoleSubscriptionsHandler } from './queries/list-console-subscriptions.query';
import { ListLogEventsHandler } from './queries/list-log-events.query';

/** The operator console's API under /api/admin, in react-admin's simple REST shape. */
@Module({
  imports: [AccountsModule, AnalyticsModule, BillingModule],
  controllers: [
    ConsoleAccountsHttpController,
    ConsoleSubscriptionsHttpController,
    ConsoleEventsHttpController,
    ConsoleAnalyticsEventsHttpController,
  ],
  providers: [
    featureProvider(consoleFeature),
    EventLogReader,
    ListConsoleAccountsHandler,
    GetConsoleAccountHandler,
    GetAccountHistoryHandler,
    ListLogEventsHandler,
    GetLogEventHandler,
    ListConsoleAnalyticsEventsHandler,
    GetConsoleAnalyticsEventHandler,
    ListConsoleSubscriptionsHandler,
    GetConsoleSubscriptionHandler,
    GetSubscriptionHistoryHandler,
    ChangeAccountStatusHandler,
    SetAccountRoleHandler,
  ],
})
export class ConsoleModule {}
