import type { ReactNode } from 'react';

import { DocumentDescription } from '@/components/layout/document-description';
import { Page } from '@/components/layout/page';
import { product } from '@/config/product';
import { welcomeContent } from '@/content/welcome';
import { cn } from '@/lib/cn';

import { introPhase, useIntroSequence } from '../hooks/use-intro-sequence';
import { useScrollToTopOnLoad } from '../hooks/use-scroll-to-top-on-load';
import { AboutPreview } from './about-preview';
import { FeatureTiles } from './feature-tiles';
import { PrivateBetaCard } from './private-beta-card';
import { SubscribePrompt } from './subscribe-prompt';
import { WelcomeHero } from './welcome-hero';

/** The signed-in home of accounts that are not paying members yet. */
export function WelcomePage({ name, callWidget }: { name?: string | null; callWidget?: ReactNode }) {
  const phase = useIntroSequence();
  useScrollToTopOnLoad();
  const contentShown = phase >= introPhase.content;

  return (
    <Page title={welcomeContent.meta.title} ownHeading width="wide">
      <DocumentDescription content={welcomeContent.meta.description} />
      <WelcomeHero
        phase={phase}
        heading={welcomeContent.heading}
        subheading={name ? welcomeContent.greeting(name) : welcomeContent.subheading}
      />
      <div
        data-testid="welcome-content"
        className={cn(
          'mt-10 flex flex-col gap-10 transition-[opacity,translate] duration-700 ease-out md:mt-14 md:gap-12',
          contentShown ? 'translate-y-0 opacity-100' : 'translate-y-3 opacity-0',
        )}
      >
        <FeatureTiles />
        <PrivateBetaCard bookingUrl={product.bookingUrl} />
        <SubscribePrompt />
        <AboutPreview />
      </div>
      {/* The route passes the call widget in: it floats in the corner and keeps its own room below the page. */}
      {callWidget}
    </Page>
  );
}
