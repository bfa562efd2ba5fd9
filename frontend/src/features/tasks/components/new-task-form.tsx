import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DateField } from '@/components/ui/date-field';
import { DialogClose } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isUnreadableTime, TimeField } from '@/components/ui/time-field';

import { type NewTask, useCreateTask } from '../api/create-task';
import { DueDateHint } from './due-date-hint';
import { DEFAULT_DUE_TIME } from '../utils/due-date';
import { TaskRequestError } from '../utils/task-request-error';
import { taskMessages } from '../utils/task-messages';

const emptyTask: NewTask = { title: '', description: '', dueDate: '', dueTime: DEFAULT_DUE_TIME, important: false };

/** The New Task form (spec section 3): the title is required, everything else optional. */
export function NewTaskForm({ userId, onCreated }: { userId: string; onCreated: () => void }) {
  const [task, setTask] = useState<NewTask>(emptyTask);
  const createTask = useCreateTask(userId);
  const ids = {
    title: useId(),
    description: useId(),
    date: useId(),
    dateLabel: useId(),
    time: useId(),
    important: useId(),
    error: useId(),
    hint: useId(),
  };
  const blank = task.title.trim() === '';
  const badTime = isUnreadableTime(task.dueTime);
  const failure = createTask.error;

  const set = <K extends keyof NewTask>(key: K, value: NewTask[K]) => setTask((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || badTime || createTask.isPending) return;
    createTask.mutate(task, { onSuccess: onCreated });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-describedby={failure ? ids.error : undefined}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.title}>Title</Label>
        <Input
          id={ids.title}
          value={task.title}
          onChange={(event) => set('title', event.target.value)}
          placeholder="What needs doing?"
          maxLength={200}
          required
          autoFocus
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.description} optional>
          Description
        </Label>
        <Textarea
          id={ids.description}
          rows={3}
          className="min-h-20"
          value={task.description}
          onChange={(event) => set('description', event.target.value)}
          maxLength={5000}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label id={ids.dateLabel} htmlFor={ids.date} optional>
            Due date
          </Label>
          <DateField id={ids.date} labelledBy={ids.dateLabel} value={task.dueDate} onChange={(value) => set('dueDate', value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.time}>Time</Label>
          <TimeField id={ids.time} value={task.dueTime} onChange={(value) => set('dueTime', value)} describedBy={ids.hint} />
        </div>
        <DueDateHint id={ids.hint} date={task.dueDate} time={task.dueTime} className="-mt-1 sm:col-span-2" />
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id={ids.important} checked={task.important} onCheckedChange={(checked) => set('important', checked === true)} />
        <Label htmlFor={ids.important}>Important</Label>
      </div>
      {failure && (
        <FieldMessage id={ids.error} tone="error" className="rounded-control bg-danger-soft px-3.5 py-2.5 text-small">
          {failure.message || taskMessages.createFailed}
          {failure instanceof TaskRequestError && failure.detail && (
            <span className="mt-0.5 block text-caption text-ink">{failure.detail}</span>
          )}
        </FieldMessage>
      )}
      <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={blank || badTime} loading={createTask.isPending} loadingLabel="Creating...">
          Create Task
        </Button>
      </div>
    </form>
  );
}
