/**
 * The calendar connection control of spec section 4 as a pure state machine: checking, not
 * connected, connected, and the three busy states in between, plus "not configured" for a server
 * without Google credentials. Events that make no sense in a state are ignored, so a late answer
 * cannot undo what the person did since.
 */
export type CalendarStatus = 'checking' | 'not-configured' | 'not-connected' | 'connected' | 'connecting' | 'refreshing' | 'disconnecting';

export type CalendarControlState = {
  status: CalendarStatus;
  /** Why the last check failed; the control still reads "not connected". */
  checkError: string | null;
};

export type CalendarControlEvent =
  | { type: 'config-loaded'; configured: boolean }
  | { type: 'check-succeeded'; hasAccess: boolean; configured: boolean }
  | { type: 'check-failed'; message: string }
  | { type: 'connect' }
  | { type: 'refresh' }
  | { type: 'disconnect' }
  | { type: 'authorised' }
  | { type: 'authorisation-failed' }
  | { type: 'disconnected' }
  | { type: 'disconnect-failed' }
  | { type: 'not-configured' };

export const initialCalendarControlState: CalendarControlState = { status: 'checking', checkError: null };

const settled: readonly CalendarStatus[] = ['checking', 'not-connected', 'connected'];

const busy: readonly CalendarStatus[] = ['checking', 'connecting', 'refreshing', 'disconnecting'];

export function isBusy(status: CalendarStatus): boolean {
  return busy.includes(status);
}

function to(status: CalendarStatus, checkError: string | null = null): CalendarControlState {
  return { status, checkError };
}

export function calendarControlReducer(state: CalendarControlState, event: CalendarControlEvent): CalendarControlState {
  switch (event.type) {
    case 'config-loaded':
      if (!event.configured) return to('not-configured');
      return state.status === 'not-configured' ? to('checking') : state;
    case 'check-succeeded':
      if (!settled.includes(state.status)) return state;
      if (!event.configured) return to('not-configured');
      return to(event.hasAccess ? 'connected' : 'not-connected');
    case 'check-failed':
      // Spec section 4: a failed check leaves the person shown as not connected.
      return settled.includes(state.status) ? to('not-connected', event.message) : state;
    case 'connect':
      return state.status === 'not-connected' ? to('connecting') : state;
    case 'refresh':
      return state.status === 'connected' ? to('refreshing') : state;
    case 'disconnect':
      return state.status === 'connected' ? to('disconnecting') : state;
    case 'authorised':
      return state.status === 'connecting' || state.status === 'refreshing' ? to('connected') : state;
    case 'authorisation-failed':
      // A failed refresh leaves the earlier grant as it was.
      if (state.status === 'connecting') return to('not-connected');
      if (state.status === 'refreshing') return to('connected');
      return state;
    case 'disconnected':
      return state.status === 'disconnecting' ? to('not-connected') : state;
    case 'disconnect-failed':
      return state.status === 'disconnecting' ? to('connected') : state;
    case 'not-configured':
      return to('not-configured');
  }
}
