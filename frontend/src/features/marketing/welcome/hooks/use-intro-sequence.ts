import { useEffect, useState } from 'react';

import { useMediaQuery } from '@/hooks/use-media-query';

/**
 * Spec section 9, in order: the logo appears centred after 600 ms, moves left (desktop) 400 ms
 * later, the heading follows 300 ms after that, and the rest of the page about 1000 ms later.
 */
export const introStepDelaysMs = [600, 400, 300, 1000] as const;

export const introPhase = {
  hidden: 0,
  logoCentred: 1,
  logoLeft: 2,
  heading: 3,
  content: 4,
} as const;

export type IntroPhase = (typeof introPhase)[keyof typeof introPhase];

/** The current step of the welcome animation; people who ask for less motion see the end state. */
export function useIntroSequence(): IntroPhase {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [phase, setPhase] = useState<IntroPhase>(introPhase.hidden);

  useEffect(() => {
    if (reducedMotion) return;
    let elapsed = 0;
    const timers = introStepDelaysMs.map((delay, step) => {
      elapsed += delay;
      return window.setTimeout(() => setPhase((step + 1) as IntroPhase), elapsed);
    });
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [reducedMotion]);

  return reducedMotion ? introPhase.content : phase;
}
