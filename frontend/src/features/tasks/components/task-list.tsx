import type { Task } from '../types/task';
import { TaskItem } from './task-item';

export type TaskListProps = {
  userId: string;
  tasks: readonly Task[];
  label: string;
  id?: string;
};

export function TaskList({ userId, tasks, label, id }: TaskListProps) {
  return (
    <ul id={id} aria-label={label} className="divide-y divide-line">
      {tasks.map((task) => (
        <TaskItem key={task.id} userId={userId} task={task} />
      ))}
    </ul>
  );
}
