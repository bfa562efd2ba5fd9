import type { StoryCard as StoryCardContent } from '@/content/landing';

import { StoryCard } from './story-card';

/** Under 768 px the three cards simply follow each other; nothing moves. */
export function StoryStack({ cards }: { cards: readonly StoryCardContent[] }) {
  return (
    <ol className="flex flex-col gap-4">
      {cards.map((card, index) => (
        <li key={card.id} className="rounded-card border border-line bg-surface p-6 shadow-card">
          <StoryCard card={card} step={index + 1} />
        </li>
      ))}
    </ol>
  );
}
