import { describe, expect, it } from 'vitest';

import {
  type CalendarControlEvent,
  calendarControlReducer,
  type CalendarStatus,
  initialCalendarControlState,
  isBusy,
} from './calendar-control-machine';

function after(events: CalendarControlEvent[], from = initialCalendarControlState) {
  return events.reduce(calendarControlReducer, from);
}

const at = (status: CalendarStatus) => ({ status, checkError: null });

describe('calendar control state machine', () => {
  it('starts by checking', () => {
    expect(initialCalendarControlState).toEqual({ status: 'checking', checkError: null });
    expect(isBusy('checking')).toBe(true);
  });

  it('a check decides between connected and not connected', () => {
    expect(after([{ type: 'check-succeeded', hasAccess: true, configured: true }]).status).toBe('connected');
    expect(after([{ type: 'check-succeeded', hasAccess: false, configured: true }]).status).toBe('not-connected');
  });

  it('a failed check leaves the person shown as not connected, and remembers why', () => {
    expect(after([{ type: 'check-failed', message: 'Failed to check connection status' }])).toEqual({
      status: 'not-connected',
      checkError: 'Failed to check connection status',
    });
    expect(after([{ type: 'check-failed', message: 'Network error when checking connection' }], at('connected')).status).toBe(
      'not-connected',
    );
  });

  it('a server without Google credentials is "not configured", from the config or from the check', () => {
    expect(after([{ type: 'config-loaded', configured: false }]).status).toBe('not-configured');
    expect(after([{ type: 'check-succeeded', hasAccess: false, configured: false }]).status).toBe('not-configured');
    expect(after([{ type: 'config-loaded', configured: true }]).status).toBe('checking');
    // Nothing can be started from there.
    for (const type of ['connect', 'refresh', 'disconnect'] as const) {
      expect(after([{ type }], at('not-configured')).status).toBe('not-configured');
    }
  });

  it('connect: not connected → connecting → connected, or back to not connected', () => {
    const connecting = after([{ type: 'connect' }], at('not-connected'));
    expect(connecting.status).toBe('connecting');
    expect(isBusy('connecting')).toBe(true);
    expect(after([{ type: 'authorised' }], connecting).status).toBe('connected');
    expect(after([{ type: 'authorisation-failed' }], connecting).status).toBe('not-connected');
  });

  it('refresh: connected → refreshing → connected, and a failed refresh keeps the connection', () => {
    const refreshing = after([{ type: 'refresh' }], at('connected'));
    expect(refreshing.status).toBe('refreshing');
    expect(after([{ type: 'authorised' }], refreshing).status).toBe('connected');
    expect(after([{ type: 'authorisation-failed' }], refreshing).status).toBe('connected');
  });

  it('disconnect: connected → disconnecting → not connected, or back to connected', () => {
    const disconnecting = after([{ type: 'disconnect' }], at('connected'));
    expect(disconnecting.status).toBe('disconnecting');
    expect(after([{ type: 'disconnected' }], disconnecting).status).toBe('not-connected');
    expect(after([{ type: 'disconnect-failed' }], disconnecting).status).toBe('connected');
  });

  it('ignores what makes no sense in a state', () => {
    expect(after([{ type: 'connect' }], at('connected')).status).toBe('connected');
    expect(after([{ type: 'refresh' }], at('not-connected')).status).toBe('not-connected');
    expect(after([{ type: 'disconnect' }], at('checking')).status).toBe('checking');
    expect(after([{ type: 'authorised' }], at('not-connected')).status).toBe('not-connected');
    expect(after([{ type: 'disconnected' }], at('connected')).status).toBe('connected');
  });

  it('a check answer arriving mid-action does not undo the action', () => {
    for (const status of ['connecting', 'refreshing', 'disconnecting'] as const) {
      expect(after([{ type: 'check-succeeded', hasAccess: false, configured: true }], at(status)).status).toBe(status);
      expect(after([{ type: 'check-failed', message: 'x' }], at(status)).status).toBe(status);
    }
  });

  it('a new check clears an old check error', () => {
    const failed = after([{ type: 'check-failed', message: 'Network error when checking connection' }]);
    expect(after([{ type: 'check-succeeded', hasAccess: true, configured: true }], failed)).toEqual({
      status: 'connected',
      checkError: null,
    });
  });
});
