/** What other features may use of calendar. */
export { CalendarModule } from './calendar.module';
export { CalendarService } from './calendar.service';
