import { ListTodo } from 'lucide-react';
import type { ReactNode } from 'react';

/** A quiet box for a list with nothing in it. */
export function TasksEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-control border border-dashed border-line px-5 py-10 text-center">
      <ListTodo aria-hidden="true" className="size-6 text-ink-muted" />
      <p className="text-small text-ink-muted">{children}</p>
    </div>
  );
}
