import { useCalendarConnection } from '../hooks/use-calendar-connection';
import { CalendarConnectionView } from './calendar-connection-view';

/** The Google Calendar control of /settings (spec section 4), ready to drop into a settings row. */
export function CalendarConnection() {
  const { state, connect, refresh, disconnect, warmUp } = useCalendarConnection();
  return <CalendarConnectionView state={state} onConnect={connect} onRefresh={refresh} onDisconnect={disconnect} onWarmUp={warmUp} />;
}
