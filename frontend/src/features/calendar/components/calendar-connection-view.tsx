import { CalendarPlus, RefreshCw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { deferredDialog } from '@/components/ui/deferred-dialog';
import { Spinner } from '@/components/ui/spinner';
import { product } from '@/config/product';
import { cn } from '@/lib/cn';

import type { CalendarControlState } from '../utils/calendar-control-machine';
import { calendarMessages } from '../utils/calendar-messages';
import { DisconnectCalendarButton } from './disconnect-calendar-button';
import type { DisconnectCalendarDialogProps } from './disconnect-calendar-dialog';

export type CalendarConnectionViewProps = {
  state: CalendarControlState;
  onConnect: () => void;
  onRefresh: () => void;
  onDisconnect: () => void;
  /** Called as the pointer or focus reaches a button that opens Google's popup. */
  onWarmUp?: () => void;
};

function StatusLine({ state }: { state: CalendarControlState }) {
  if (state.status === 'checking') {
    return (
      <>
        <Spinner size="sm" className="text-accent" />
        Checking connection...
      </>
    );
  }
  const connected = state.status === 'connected' || state.status === 'refreshing' || state.status === 'disconnecting';
  const label = state.status === 'not-configured' ? 'Not available' : connected ? 'Connected' : 'Not connected';
  return (
    <>
      <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', connected ? 'bg-success' : 'bg-ink-muted/60')} />
      {label}
    </>
  );
}

function explanation(state: CalendarControlState): string {
  switch (state.status) {
    case 'not-configured':
      return calendarMessages.notConfigured;
    case 'connected':
    case 'refreshing':
    case 'disconnecting':
      return `${product.name} can see when you are free and nudge you at a good moment.`;
    default:
      return `Connect it so ${product.name} can see when you are free and nudge you at a good moment.`;
  }
}

// Disconnecting is asked for twice, in a dialog; its code loads when the button is first pointed
// at, focused or pressed: most visits only read the status.
const DisconnectCalendarDialog = deferredDialog<Omit<DisconnectCalendarDialogProps, 'defaultOpen'>>(
  async () => (await import('./disconnect-calendar-dialog')).DisconnectCalendarDialog,
  (triggerProps, { disconnecting, disabled }) => (
    <DisconnectCalendarButton disconnecting={disconnecting} disabled={disabled} {...triggerProps} />
  ),
);

/** What the calendar control shows in each of its states; the states themselves live in the hook. */
export function CalendarConnectionView({ state, onConnect, onRefresh, onDisconnect, onWarmUp }: CalendarConnectionViewProps) {
  const { status } = state;
  const connected = status === 'connected' || status === 'refreshing' || status === 'disconnecting';

  return (
    <div data-status={status} className="flex flex-col gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p role="status" className="flex min-h-11 items-center gap-2 text-body font-medium text-ink">
          <StatusLine state={state} />
        </p>
        {status !== 'checking' && <p className="text-small text-ink-muted">{explanation(state)}</p>}
        {status === 'not-connected' && state.checkError && (
          <p className="text-caption text-ink-muted">Could not check the connection: {state.checkError}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {connected ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={onRefresh}
              onPointerEnter={onWarmUp}
              onFocus={onWarmUp}
              loading={status === 'refreshing'}
              loadingLabel="Refreshing..."
              disabled={status === 'disconnecting'}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Refresh Connection
            </Button>
            <DisconnectCalendarDialog
              onDisconnect={onDisconnect}
              disconnecting={status === 'disconnecting'}
              disabled={status === 'refreshing'}
            />
          </>
        ) : (
          <Button
            size="sm"
            onClick={onConnect}
            onPointerEnter={onWarmUp}
            onFocus={onWarmUp}
            loading={status === 'connecting'}
            loadingLabel="Connecting..."
            disabled={status === 'checking' || status === 'not-configured'}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            Connect Google Calendar
          </Button>
        )}
      </div>
    </div>
  );
}
