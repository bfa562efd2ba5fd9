import { type ReactNode, useEffect, useState } from 'react';

import { afterFirstPaint } from '@/lib/after-first-paint';

/**
 * Renders its children once the page around it has painted and the browser is idle (see
 * lib/after-first-paint.ts); on a prerendered page that is after hydration, as effects run only
 * then. Only this component renders again when they appear, not its owner's tree.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted ? children : null;
}
