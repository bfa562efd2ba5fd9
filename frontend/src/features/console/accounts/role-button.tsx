import { useState } from 'react';
import { useRecordContext } from 'react-admin';

import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';

import type { AccountRecord, ConsoleRole } from '../data-provider/console-types';
import { ReasonDialogContent } from '../shared/reason-dialog';
import { useAccountAction } from './use-account-action';

/** Grants the role when the account lacks it, revokes it otherwise; either way with a reason. */
export function RoleButton({ role }: { role: ConsoleRole }) {
  const record = useRecordContext<AccountRecord>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const granted = !record.roles.includes(role);
  const verb = granted ? 'Grant' : 'Revoke';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={granted ? 'secondary' : 'ghost'} size="sm" aria-label={`${verb} ${role} role`}>
          {verb}
        </Button>
      </DialogTrigger>
      {open && <RoleDialog record={record} role={role} granted={granted} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

type RoleDialogProps = { record: AccountRecord; role: ConsoleRole; granted: boolean; onDone: () => void };

function RoleDialog({ record, role, granted, onDone }: RoleDialogProps) {
  const action = useAccountAction(
    (provider, reason: string) => provider.setRole(record.id, { role, granted, reason }),
    granted ? `The ${role} role was granted` : `The ${role} role was revoked`,
  );
  const who = record.phone ?? record.name ?? record.id;
  return (
    <ReasonDialogContent
      title={granted ? `Grant the ${role} role` : `Revoke the ${role} role`}
      description={
        granted
          ? `${who} will be able to ${role === 'operator' ? 'use this console and change accounts' : 'read the analytics dashboard'}.`
          : `${who} will lose access that needs the ${role} role.`
      }
      submitLabel={granted ? 'Grant role' : 'Revoke role'}
      onSubmit={async (reason) => {
        await action.mutateAsync(reason);
        onDone();
      }}
    />
  );
}
