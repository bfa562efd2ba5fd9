import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog';

function CancelSubscriptionDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="danger">Cancel Subscription</Button>
      </DialogTrigger>
      <DialogContent title="Cancel your subscription?" description="You keep access until the period ends.">
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Keep Subscription</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a labelled, described modal dialog', async () => {
    render(<CancelSubscriptionDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveAccessibleDescription('You keep access until the period ends.');
  });

  it('closes with the close button and gives focus back to the trigger', async () => {
    render(<CancelSubscriptionDialog />);
    const trigger = screen.getByRole('button', { name: 'Cancel Subscription' });

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and through a DialogClose action', async () => {
    render(<CancelSubscriptionDialog />);
    const trigger = screen.getByRole('button', { name: 'Cancel Subscription' });

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Keep Subscription' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can leave out the close button', async () => {
    render(
      <Dialog defaultOpen>
        <DialogContent title="Saving" hideCloseButton />
      </Dialog>,
    );

    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
