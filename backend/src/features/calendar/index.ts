/** What other features may use of calendar. */
export { CalendarModule } from './calendar.module';
export { CalendarService } from './calendar.service';
export { DisconnectCalendarCommand } from './commands/disconnect-calendar.command';
