import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { product } from '@/config/product';
import { useAuth } from '@/lib/auth/auth-context';

import { useDeleteAccount } from '../api/delete-account';
import { toastFailure } from '../utils/toast-failure';
import { dataRightsMessages } from '../utils/user-data-messages';

const { confirmWord } = dataRightsMessages;

/**
 * Deleting the account needs the word DELETE typed out, so it cannot happen by a slip. `planNote`
 * says, before that, what becomes of the person's subscription (the billing feature words it).
 */
export function DeleteAccountDialog({ defaultOpen = false, planNote }: { defaultOpen?: boolean; planNote?: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inputId = useId();
  const busy = remove.isPending || remove.isSuccess;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) setTyped('');
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (typed !== confirmWord || busy) return;
    try {
      await remove.mutateAsync();
    } catch (error) {
      toastFailure(dataRightsMessages.deleteFailed, error);
      return;
    }
    try {
      await logout();
    } catch {
      // The server has already ended every session of the account; this device forgets it regardless.
    }
    navigate(paths.home.getHref(), { replace: true });
    // Nothing of the deleted account stays in this tab's memory once its pages have gone.
    queryClient.removeQueries({ type: 'inactive' });
    notify.success(dataRightsMessages.deleted, { keepOnNextPage: true });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description={`Your tasks, journal, context, contact details and calendar connection are erased, and you are signed out everywhere. ${product.name} cannot undo this.`}
        hideCloseButton={busy}
      >
        <form onSubmit={(event) => void confirm(event)} noValidate>
          {planNote}
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>
              Type <span className="font-mono font-semibold">{confirmWord}</span> to confirm
            </Label>
            <Input
              id={inputId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={busy}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                Keep my account
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={typed !== confirmWord} loading={busy} loadingLabel="Deleting...">
              Delete account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
