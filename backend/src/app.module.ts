import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from './platform/config/app-config';
import { AnalyticsModule } from './features/analytics/analytics.module';
import { AssistantModule } from './features/assistant/assistant.module';
import { AuthModule } from './features/auth/auth.module';
import { BillingModule } from './features/billing/billing.module';
import { CalendarModule } from './features/calendar/calendar.module';
import { CallsModule } from './features/calls/calls.module';
import { ConsoleModule } from './features/console/console.module';
import { DataRightsModule } from './features/data-rights/data-rights.module';
import { GrowthModule } from './features/growth/growth.module';
import { CheckInsModule } from './features/check-ins';
import { DecisionsModule } from './features/decisions';
import { JournalModule } from './features/journal/journal.module';
import { ProfileModule } from './features/profile/profile.module';
import { RemindersModule } from './features/reminders/reminders.module';
import { TasksModule } from './features/tasks/tasks.module';
import { AccessModule } from './platform/access/access.module';
import { HealthModule } from './platform/health/health.module';
import { LiveModule } from './platform/live/live.module';
import { ErrorFilter } from './platform/http/error-filter';
import { JsonBodiesGuard } from './platform/http/json-bodies.guard';
import { loggingModule } from './platform/logging/logging.module';
import { PlatformModule, type StoreOverrides } from './platform/platform.module';

export interface AppModuleOptions {
  startProjections?: boolean;
  stores?: StoreOverrides;
}

@Module({})
export class AppModule {
  static register(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        loggingModule(config),
        CqrsModule.forRoot(),
        PlatformModule.forRoot(config, { startProjections: options.startProjections, stores: options.stores }),
        HealthModule,
        LiveModule,
        AccessModule,
        AuthModule,
        BillingModule,
        ConsoleModule,
        AnalyticsModule,
        GrowthModule,
        TasksModule,
        JournalModule,
        DecisionsModule,
        CheckInsModule,
        ProfileModule,
        CalendarModule,
        CallsModule,
        RemindersModule,
        AssistantModule,
        DataRightsModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_GUARD, useClass: JsonBodiesGuard },
      ],
    };
  }
}
