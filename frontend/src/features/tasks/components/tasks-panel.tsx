import { useAuth } from '@/lib/auth/auth-context';

import { useTasks } from '../api/get-tasks';
import { splitTasks } from '../utils/task-order';
import { taskMessages } from '../utils/task-messages';
import { CompletedTasks } from './completed-tasks';
import { NewTaskDialog } from './new-task-dialog';
import { TaskList } from './task-list';
import { TasksEmpty } from './tasks-empty';
import { TasksError } from './tasks-error';
import { TasksLoading } from './tasks-loading';
import { TasksStaleNotice } from './tasks-stale-notice';

/** The Tasks tab: active tasks in spec order, the New Task form, and the folded completed list. */
export function TasksPanel() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const tasksQuery = useTasks(userId);

  if (tasksQuery.isPending) return <TasksLoading />;
  // Only a list never read is replaced by the failure; one on screen stays, with a note beside it.
  if (tasksQuery.isError && tasksQuery.data === undefined) {
    return (
      <TasksError
        message={tasksQuery.error.message || taskMessages.fetchFailed}
        onRetry={() => void tasksQuery.refetch()}
        retrying={tasksQuery.isFetching}
      />
    );
  }

  const { active, completed } = splitTasks(tasksQuery.data);
  const none = active.length === 0 && completed.length === 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-body font-semibold text-ink">
          Active tasks <span className="font-normal text-ink-muted">({active.length})</span>
        </h2>
        <NewTaskDialog userId={userId} />
      </div>
      {tasksQuery.isError && <TasksStaleNotice onRetry={() => void tasksQuery.refetch()} retrying={tasksQuery.isFetching} />}
      {none ? (
        <TasksEmpty>{taskMessages.empty}</TasksEmpty>
      ) : active.length === 0 ? (
        <TasksEmpty>Nothing left to do. Every task is completed.</TasksEmpty>
      ) : (
        <TaskList userId={userId} tasks={active} label="Active tasks" />
      )}
      {completed.length > 0 && <CompletedTasks userId={userId} tasks={completed} />}
    </div>
  );
}
