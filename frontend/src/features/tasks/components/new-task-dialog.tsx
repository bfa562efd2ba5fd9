import { Plus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';

import { NewTaskForm } from './new-task-form';

/** The New Task button and the form it opens; closing the dialog discards a half-typed task. */
export function NewTaskDialog({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" className="size-4" />
          New Task
        </Button>
      </DialogTrigger>
      <DialogContent title="New Task" description="Give it a title; a due date and details are optional.">
        <NewTaskForm
          userId={userId}
          onCreated={() => {
            setOpen(false);
            notify.success('Task created');
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
