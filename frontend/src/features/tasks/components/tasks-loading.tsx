import { Spinner } from '@/components/ui/spinner';

export function TasksLoading() {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-3 py-14 text-small text-ink-muted">
      <Spinner className="text-accent" />
      <span>Loading tasks...</span>
    </div>
  );
}
