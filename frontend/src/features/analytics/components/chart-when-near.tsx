import { Suspense, type ReactNode } from 'react';

import { useNearViewport } from '../hooks/use-near-viewport';

/**
 * Draws a chart once its place comes near the screen, and the placeholder until then. A chart
 * costs hundreds of milliseconds of main thread on a phone (recharts measures every tick label);
 * the charts below the first screen need not hold up the page as it opens.
 */
export function ChartWhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="h-full w-full">
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
