import { useId, useState } from 'react';
import { useRecordContext } from 'react-admin';

import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

import type { AccountRecord, AccountStatusValue } from '../data-provider/console-types';
import { ReasonDialogContent } from '../shared/reason-dialog';
import { statusChoices } from './account-choices';
import { useAccountAction } from './use-account-action';

/** Opens the status dialog for the account on screen. */
export function ChangeStatusButton() {
  const record = useRecordContext<AccountRecord>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Change status
        </Button>
      </DialogTrigger>
      {open && <ChangeStatusDialog record={record} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function ChangeStatusDialog({ record, onDone }: { record: AccountRecord; onDone: () => void }) {
  const statusId = useId();
  const options = statusChoices.map((choice) => ({
    value: choice.id,
    label: choice.id === record.status ? `${choice.name}, current` : choice.name,
    disabled: choice.id === record.status,
  }));
  const [status, setStatus] = useState<AccountStatusValue>(() => statusChoices.find((choice) => choice.id !== record.status)!.id);
  const action = useAccountAction((provider, reason: string) => provider.changeStatus(record.id, { status, reason }), 'Status changed');

  return (
    <ReasonDialogContent
      title="Change status"
      description={`The account is ${record.status} now. The change is recorded in its history with you as the operator.`}
      submitLabel="Change status"
      onSubmit={async (reason) => {
        await action.mutateAsync(reason);
        onDone();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={statusId}>New status</Label>
        <Select id={statusId} options={options} value={status} onValueChange={(value) => setStatus(value as AccountStatusValue)} />
      </div>
    </ReasonDialogContent>
  );
}
