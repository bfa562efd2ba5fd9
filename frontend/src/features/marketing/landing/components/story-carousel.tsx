import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Button } from '@/components/ui/button';
import type { StoryCard as StoryCardContent } from '@/content/landing';
import { cn } from '@/lib/cn';

import { carouselTransitionMs, useStoryCarousel } from '../hooks/use-story-carousel';
import { StoryCard } from './story-card';

export type StoryCarouselProps = {
  cards: readonly StoryCardContent[];
  label: string;
  previousLabel: string;
  nextLabel: string;
};

/** Wide screens: one card at a time, advancing on its own once per session. */
export function StoryCarousel({ cards, label, previousLabel, nextLabel }: StoryCarouselProps) {
  const carousel = useStoryCarousel(cards.length);
  const { index, count } = carousel;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="rounded-card border border-line bg-surface p-8 shadow-card lg:p-10"
      onMouseEnter={() => carousel.setPaused(true)}
      onMouseLeave={() => carousel.setPaused(false)}
      onFocus={() => carousel.setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setPaused(false);
      }}
    >
      {/* All cards share one grid cell, so the box is as tall as the longest card and never jumps. */}
      <div aria-live={carousel.autoPlaying ? 'off' : 'polite'} className="grid">
        {cards.map((card, cardIndex) => {
          const active = cardIndex === index;
          return (
            <div
              key={card.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${cardIndex + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              style={{ transitionDuration: `${carouselTransitionMs}ms` }}
              className={cn(
                'col-start-1 row-start-1 transition-[opacity,translate] ease-out',
                active ? 'translate-x-0 opacity-100' : 'pointer-events-none opacity-0',
                !active && (cardIndex < index ? '-translate-x-6' : 'translate-x-6'),
              )}
            >
              <StoryCard card={card} step={cardIndex + 1} />
            </div>
          );
        })}
      </div>

      <div className="mt-8 flex items-center justify-between gap-4">
        <ol aria-hidden="true" className="flex items-center gap-2">
          {cards.map((card, cardIndex) => (
            <li
              key={card.id}
              className={cn(
                'h-1.5 rounded-full transition-[width,background-color] duration-300',
                cardIndex === index ? 'w-8 bg-accent' : 'w-3 bg-line',
              )}
            />
          ))}
        </ol>
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="icon" aria-label={previousLabel} disabled={index === 0} onClick={carousel.previous}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="secondary" size="icon" aria-label={nextLabel} disabled={index === count - 1} onClick={carousel.next}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
    </section>
  );
}
