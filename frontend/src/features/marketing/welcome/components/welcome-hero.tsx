import { LogoMark } from '@/components/layout/logo-mark';
import { cn } from '@/lib/cn';

import { introPhase, type IntroPhase } from '../hooks/use-intro-sequence';

/**
 * The logo appears centred, slides to the left on desktop, then the heading fades in beside it
 * (below it on mobile). Every element keeps its box from the start, so nothing below moves.
 */
export function WelcomeHero({ phase, heading, subheading }: { phase: IntroPhase; heading: string; subheading: string }) {
  const logoShown = phase >= introPhase.logoCentred;
  const logoLeft = phase >= introPhase.logoLeft;
  const headingShown = phase >= introPhase.heading;

  return (
    <header data-intro-phase={phase} className="relative h-52 md:h-24">
      <div
        data-testid="welcome-logo"
        className={cn(
          'absolute left-1/2 top-0 -translate-x-1/2 transition-[left,translate,opacity,scale] duration-[400ms] ease-out',
          logoShown ? 'scale-100 opacity-100' : 'scale-90 opacity-0',
          logoLeft && 'md:left-0 md:translate-x-0',
        )}
      >
        <LogoMark className="size-20 md:size-24" />
      </div>
      <div
        className={cn(
          'absolute inset-x-0 top-24 text-center transition-[opacity,translate] duration-300 ease-out',
          'md:bottom-0 md:left-32 md:top-0 md:flex md:flex-col md:justify-center md:text-left',
          headingShown ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0',
        )}
      >
        <h1 className="text-balance text-title font-bold text-ink md:text-display">{heading}</h1>
        <p className="mt-2 text-body text-ink-muted md:text-lg">{subheading}</p>
      </div>
    </header>
  );
}
