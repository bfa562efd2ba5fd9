import { Pencil } from 'lucide-react';
import { memo, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { deferredComponent } from '@/lib/deferred-component';

import { useRemoveTask } from '../api/remove-task';
import { type TaskUpdate, useUpdateTask } from '../api/update-task';
import type { Task } from '../types/task';
import { repeatLabel } from '../utils/repeat-label';
import { ImportantToggle } from './important-toggle';
import { TaskDueEditor } from './task-due-editor';

// The editor is not on screen until Edit is pressed; it loads when the button is pointed at or
// focused, so it is there by the press, and the dashboard's first load does not carry it.
const { Component: TaskTextEditor, preload: loadTextEditor } = deferredComponent(
  async () => (await import('./task-text-editor')).TaskTextEditor,
);

export type TaskItemProps = {
  userId: string;
  task: Task;
  /** The list's one update request (stable): a row of its own would mean 200 mutation observers. */
  update: (update: TaskUpdate) => void;
  updateAsync: (update: TaskUpdate) => Promise<Task>;
};

/**
 * One task: the completed box, its text (editable in place), due date, and the important star.
 * Memoised: the list re-renders as its query refetches, and a row whose task is unchanged (the
 * query keeps unchanged tasks as the same objects) has nothing to redraw.
 */
export const TaskItem = memo(function TaskItem({ userId, task, update, updateAsync }: TaskItemProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Closing the editor removes the focused field; keyboard users land back on Edit, not at the top.
  useEffect(() => {
    if (wasEditing.current && !editing && document.activeElement === document.body) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const repeats = repeatLabel(task);
  const dueEditor = (
    <div>
      <TaskDueEditor
        title={task.title}
        dueDate={task.due_date}
        completed={task.completed}
        onSave={(changes) => updateAsync({ taskId: task.id, changes })}
      />
    </div>
  );

  const textView = (
    <div className="flex flex-col gap-0.5">
      <p className={cn('break-words font-medium leading-snug text-ink', task.completed && 'text-ink-muted line-through')}>{task.title}</p>
      {repeats && <p className="text-small text-ink-muted">{repeats}</p>}
      {task.description && <p className="whitespace-pre-line break-words text-small text-ink-muted">{task.description}</p>}
    </div>
  );

  return (
    // Off screen a row is skipped by style, layout and paint (a long list costs what the screen
    // shows); the clip margin keeps focus rings and the corner buttons' circles from being cut.
    <li className="flex gap-3 py-4 first:pt-1 [contain-intrinsic-size:auto_7.5rem] [content-visibility:auto] [overflow-clip-margin:1rem]">
      <Checkbox
        checked={task.completed}
        onCheckedChange={(checked) => update({ taskId: task.id, changes: { completed: checked === true } })}
        aria-label={`Completed: ${task.title}`}
        className="mt-0.5"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {editing ? (
          <Suspense
            fallback={
              <>
                {textView}
                {dueEditor}
              </>
            }
          >
            <TaskTextEditing userId={userId} task={task} onDone={() => setEditing(false)}>
              {dueEditor}
            </TaskTextEditing>
          </Suspense>
        ) : (
          textView
        )}
        {!editing && dueEditor}
      </div>
      {/* A finished task is history: ticking it open again is the one change it offers. */}
      {!task.completed && (
        <div className="-mr-2 -mt-2 flex shrink-0 items-start">
          <ImportantToggle
            title={task.title}
            important={task.important}
            onToggle={(important) => update({ taskId: task.id, changes: { important } })}
          />
          {!editing && (
            <button
              ref={editButton}
              type="button"
              onClick={() => setEditing(true)}
              onPointerEnter={() => void loadTextEditor()}
              onFocus={() => void loadTextEditor()}
              aria-label={`Edit ${task.title}`}
              title="Edit title and description"
              className="inline-flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      )}
    </li>
  );
});

type TaskTextEditingProps = { userId: string; task: Task; onDone: () => void; children: ReactNode };

/** The open editor with its own save request: a row that is only shown keeps one mutation, not two. */
function TaskTextEditing({ userId, task, onDone, children }: TaskTextEditingProps) {
  const textUpdate = useUpdateTask(userId);
  const removal = useRemoveTask(userId);

  const saveText = async (text: { title: string; description: string }) => {
    try {
      await textUpdate.mutateAsync({ taskId: task.id, changes: text });
      onDone();
    } catch {
      // Announced by the update; the editor stays open with what was typed.
    }
  };

  return (
    <TaskTextEditor
      title={task.title}
      description={task.description}
      saving={textUpdate.isPending}
      deleting={removal.isPending}
      onSave={(text) => void saveText(text)}
      onCancel={onDone}
      // Leaves the list at once; the toast that follows offers Undo.
      onDelete={() => removal.mutate(task)}
    >
      {children}
    </TaskTextEditor>
  );
}
