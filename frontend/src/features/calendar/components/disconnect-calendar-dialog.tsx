import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';

import { calendarMessages } from '../utils/calendar-messages';
import { DisconnectCalendarButton } from './disconnect-calendar-button';

export type DisconnectCalendarDialogProps = {
  onDisconnect: () => void;
  disconnecting: boolean;
  disabled: boolean;
  defaultOpen?: boolean;
};

/** Disconnecting stops the nudges at free moments, so it is asked for twice, like other losses. */
export function DisconnectCalendarDialog({ onDisconnect, disconnecting, disabled, defaultOpen }: DisconnectCalendarDialogProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <DisconnectCalendarButton disconnecting={disconnecting} disabled={disabled} />
      </DialogTrigger>
      <DialogContent title="Disconnect Google Calendar?" description={calendarMessages.disconnectConsequence}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Stay Connected</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="danger" onClick={onDisconnect}>
              Disconnect
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
