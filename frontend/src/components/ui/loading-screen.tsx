import { cn } from '@/lib/cn';

import { Spinner } from './spinner';

export type LoadingScreenProps = {
  /** Fill the whole viewport rather than the space of the page content. */
  fullScreen?: boolean;
  className?: string;
};

export function LoadingScreen({ fullScreen = false, className }: LoadingScreenProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-ink-muted',
        fullScreen ? 'min-h-dvh' : 'min-h-[50vh] py-16',
        className,
      )}
    >
      <Spinner size="lg" className="text-accent" />
      <p className="text-small font-medium">Loading...</p>
    </div>
  );
}
