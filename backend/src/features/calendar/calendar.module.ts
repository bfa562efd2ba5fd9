import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { CalendarGrants } from './calendar-grants';
import { CalendarService } from './calendar.service';
import { CheckCalendarAccessHandler } from './commands/check-calendar-access.command';
import { ConnectCalendarHandler } from './commands/connect-calendar.command';
import { DisconnectCalendarHandler } from './commands/disconnect-calendar.command';
import { GOOGLE_CALENDAR_CLIENT, GoogleCalendarClient } from './google/google-calendar.client';
import { GOOGLE_ENDPOINTS, type GoogleEndpoints, googleEndpoints } from './google/google-endpoints';
import { GoogleCalendarHttpController } from './http/google-calendar.http.controller';
import { CalendarConnectionsProjection } from './read-models/calendar-connections.projection';
import { featureProvider } from '../../platform/features/feature-declaration';
import { calendarFeature } from './calendar.feature';

/** Google Calendar: connect, check, disconnect, and free/busy for the nudge job. */
@Module({
  controllers: [GoogleCalendarHttpController],
  providers: [
    featureProvider(calendarFeature),
    { provide: GOOGLE_ENDPOINTS, useFactory: () => googleEndpoints() },
    {
      provide: GOOGLE_CALENDAR_CLIENT,
      inject: [APP_CONFIG, GOOGLE_ENDPOINTS],
      // Without a client id and secret the feature answers "not configured" instead of failing.
      useFactory: (config: AppConfig, endpoints: GoogleEndpoints) =>
        config.google.clientId && config.google.clientSecret
          ? new GoogleCalendarClient(config.google.clientId, config.google.clientSecret, endpoints)
          : null,
    },
    CalendarGrants,
    CalendarService,
    CalendarConnectionsProjection,
    ConnectCalendarHandler,
    CheckCalendarAccessHandler,
    DisconnectCalendarHandler,
  ],
  exports: [CalendarService],
})
export class CalendarModule {}
