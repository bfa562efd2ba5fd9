import { Star } from 'lucide-react';

import { cn } from '@/lib/cn';

export type ImportantToggleProps = {
  title: string;
  important: boolean;
  onToggle: (important: boolean) => void;
};

/** A star that marks a task important; a toggle button, so its state is read out. */
export function ImportantToggle({ title, important, onToggle }: ImportantToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={important}
      aria-label={`Important: ${title}`}
      title={important ? 'Marked important' : 'Mark as important'}
      onClick={() => onToggle(!important)}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-ink/5',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        important ? 'text-[#b26a00]' : 'text-ink-muted hover:text-ink',
      )}
    >
      <Star aria-hidden="true" className={cn('size-5', important && 'fill-highlight')} />
    </button>
  );
}
