import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

import { cn } from '@/lib/cn';

import type { Task } from '../types/task';
import { TaskList } from './task-list';

/** Done tasks, folded away until asked for; unticking one puts it back in the active list. */
export function CompletedTasks({ userId, tasks }: { userId: string; tasks: readonly Task[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();

  return (
    <section className="border-t border-line pt-3">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen((value) => !value)}
          className="-ml-2 inline-flex h-10 items-center gap-2 rounded-full pl-2 pr-4 text-small font-semibold text-ink-muted transition-colors hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open ? 'rotate-0' : '-rotate-90')} />
          Completed ({tasks.length})
        </button>
      </h3>
      {open && (
        <div className="mt-2">
          <TaskList id={listId} userId={userId} tasks={tasks} label="Completed tasks" />
        </div>
      )}
    </section>
  );
}
