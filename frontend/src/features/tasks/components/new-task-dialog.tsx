import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { deferredComponent } from '@/lib/deferred-component';

// The form loads with the dialog, when it is first opened (or its button pointed at).
const { Component: NewTaskForm, preload: loadNewTaskForm } = deferredComponent(async () => (await import('./new-task-form')).NewTaskForm);

/** The New Task button and the form it opens; closing the dialog discards a half-typed task. */
export function NewTaskDialog({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" onPointerEnter={() => void loadNewTaskForm()} onFocus={() => void loadNewTaskForm()}>
          <Plus aria-hidden="true" className="size-4" />
          New Task
        </Button>
      </DialogTrigger>
      <DialogContent title="New Task" description="Give it a title; a due date and details are optional.">
        <Suspense fallback={<Spinner size="sm" className="text-accent" />}>
          <NewTaskForm
            userId={userId}
            onCreated={() => {
              setOpen(false);
              notify.success('Task created');
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
