import { Page } from '@/components/layout/page';
import { DocumentDescription } from '@/components/layout/document-description';
import { landingContent } from '@/content/landing';

import { LandingAboutCard } from './landing-about-card';
import { LandingClaims } from './landing-claims';
import { LandingFooter } from './landing-footer';
import { LandingHero } from './landing-hero';
import { SampleConversation } from './sample-conversation';
import { StorySection } from './story-section';

export function LandingPage() {
  return (
    <Page title={landingContent.meta.title} ownHeading width="wide">
      <DocumentDescription content={landingContent.meta.description} />
      <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-16">
        <LandingHero />
        <SampleConversation className="hidden lg:block" />
      </div>
      <LandingClaims />
      <StorySection />
      <LandingAboutCard />
      <LandingFooter />
    </Page>
  );
}
