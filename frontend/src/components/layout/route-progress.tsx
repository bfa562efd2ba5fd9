import { cn } from '@/lib/cn';

/** A thin bar along the top edge while the next page's code is on its way. */
export function RouteProgress({ active }: { active: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent transition-[transform,opacity] duration-500 ease-out',
        active ? 'scale-x-75 opacity-100' : 'scale-x-0 opacity-0',
      )}
    />
  );
}
