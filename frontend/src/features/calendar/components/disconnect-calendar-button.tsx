import { Unplug } from 'lucide-react';
import type { ComponentProps } from 'react';

import { Button } from '@/components/ui/button';

export type DisconnectCalendarButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  disconnecting: boolean;
};

/** The Disconnect button, the same whether its dialog's code has arrived or not. */
export function DisconnectCalendarButton({ disconnecting, ...props }: DisconnectCalendarButtonProps) {
  return (
    <Button variant="secondary" size="sm" loading={disconnecting} loadingLabel="Disconnecting..." {...props}>
      <Unplug aria-hidden="true" className="size-4" />
      Disconnect
    </Button>
  );
}
