import { Suspense, type ReactNode } from 'react';

import { useInViewOnce } from '@/hooks/use-in-view-once';

/**
 * Draws a chart once its place comes near the screen, and the placeholder until then: the code
 * and the drawing of the charts below the first screen need not hold up the page as it opens.
 */
export function ChartWhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  // Started a little ahead, so the chart is usually drawn by the time it scrolls into view.
  const { ref, inView: near } = useInViewOnce<HTMLDivElement>({ rootMargin: '320px' });
  return (
    <div ref={ref} className="h-full w-full">
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
