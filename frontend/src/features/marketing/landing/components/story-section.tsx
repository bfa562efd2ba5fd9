import { landingContent } from '@/content/landing';

import { useIsWideScreen } from '../../hooks/use-media-query';
import { StoryCarousel } from './story-carousel';
import { StoryStack } from './story-stack';

export function StorySection() {
  const wide = useIsWideScreen();
  const { story } = landingContent;
  return (
    <section aria-labelledby="story-heading" className="mt-16 md:mt-20">
      <h2 id="story-heading" className="mb-6 text-title font-bold text-ink">
        {story.heading}
      </h2>
      {wide ? (
        <StoryCarousel cards={story.cards} label={story.label} previousLabel={story.previous} nextLabel={story.next} />
      ) : (
        <StoryStack cards={story.cards} />
      )}
    </section>
  );
}
